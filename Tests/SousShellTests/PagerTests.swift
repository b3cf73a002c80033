import Foundation
import Testing

/// The pager at 80×24 with sous's default (no `PAGER`): only what is much taller than the window
/// pages; it says how to leave, leaves at the end so the next command is not swallowed, and puts the
/// head of what it showed back under it.
@Suite("Pager at 80×24 (real binary in tmux)", .serialized)
struct PagerTests {
    @Test("a recipe a little taller than the window is printed, not paged")
    func recipesDoNotPage() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "env -u PAGER ")
        try session.run("open 52772")
        // Waiting for the end of the recipe, not for a prompt: the one before the typed line is one too.
        let screen = try session.waitFor("the end of the recipe, straight on the screen") {
            $0.contains(" Video ") && $0.cursorLine.hasSuffix("offline>")
        }
        #expect(!screen.contains("[sous]"), "no pager prompt")
    }

    @Test("a long listing pages, says how to leave, and the command typed after its end runs")
    func longOutputPagesAndLetsTheNextCommandThrough() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "env -u PAGER ")
        try session.run("ingredients")
        try session.waitFor("the pager's prompt") { $0.lastLine.hasPrefix("[sous] space for more, b back, q to the prompt") }
        try session.press("G")
        let after = try session.waitForPrompt()
        #expect(after.contains("ingredients ↑ (paged above)"), "the head comes back under the last page")
        try session.run("cats")
        // The command reached sous, not the pager: its answer, then sous's prompt again.
        _ = try session.waitFor("the categories and the prompt") { $0.contains(" 14 categories") && $0.cursorLine.hasSuffix("offline>") }
    }
}
