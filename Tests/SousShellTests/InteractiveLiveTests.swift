import Foundation
import SousTestSupport
import Testing

/// The interactive shell against a slow local TheMealDB: Ctrl-C gives the prompt back at once.
@Suite(
    "Interactive shell on a slow server (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"),
    // Under ThreadSanitizer (`make tsan`) the key press can come after the client's own 5 s answer
    // timeout, and the test would then see a timeout, not a cancellation; `make test` runs it.
    .enabled(if: ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == nil, "timing-dependent under a sanitizer"))
struct InteractiveLiveTests {
    @Test func ctrlCCancelsASlowRequestAndTheShellGoesOn() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "8000"])
        defer { server.stop() }
        let session = try TmuxSession()
        defer { session.close() }
        try session.startSous(after: " --source live --api-base " + server.baseURL.absoluteString)
        try session.run("categories")
        // Wait until the request is at the server, so the Ctrl-C lands while it is in flight.
        let deadline = Date().addingTimeInterval(10)
        while try await server.stats().count("categories.php") == 0, Date() < deadline {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        let pressed = Date()
        try session.press("C-c")
        let screen = try session.waitForPrompt(timeout: 5)
        // Well before the server's 8 s answer; a generous bound, since the machine may be busy.
        #expect(Date().timeIntervalSince(pressed) < 4)
        #expect(screen.contains("cancelled"))
        #expect(!screen.contains("14 categories"))
        try await server.latency(ms: 0)
        try session.run("categories")
        _ = try session.waitFor("the listing after all") { $0.contains("14 categories") }
    }
}
