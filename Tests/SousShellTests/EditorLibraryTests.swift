import Foundation
import Testing

/// libedit is loaded at the first interactive read; without it the shell still works at a terminal.
@Suite(
    "Without libedit (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
final class EditorLibraryTests {
    let session: TmuxSession

    init() throws {
        session = try TmuxSession(environment: ["SOUS_LIBEDIT": "/nonexistent/libedit.so.2"])
    }

    deinit { session.close() }

    @Test func oneLineSaysSoAndLinesAreStillRead() throws {
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
        let text = try session.scrollback()
        // The notice is wider than the window: tmux wraps it.
        let unwrapped = text.replacingOccurrences(of: "\n", with: "")
        #expect(unwrapped.components(separatedBy: "lines are read without editing").count == 2, "said once")
        #expect(unwrapped.contains("/nonexistent/libedit.so.2"))
        #expect(text.contains("1  Algerian Kefta"))
    }
}
