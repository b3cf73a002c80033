import Foundation
import SousTestSupport
import Testing

/// `retry` after Ctrl-C on a slow answer, against a local TheMealDB: what was cancelled runs again.
@Suite(
    "retry after Ctrl-C (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"),
    // Ctrl-C must be handled within seconds, which a sanitizer's slowdown does not promise.
    .enabled(if: ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == nil, "timing-dependent under a sanitizer"))
struct RetryAfterCancelTmuxTests {
    /// The client waits a minute for an answer: only the Ctrl-C, never the client's own 5 s timeout on
    /// a busy machine, can end the slow request.
    static let patientClient = ["SOUS_TIMEOUT": "60"]

    @Test func retryRunsWhatCtrlCCancelled() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let session = try TmuxSession(width: 80, height: 24, environment: Self.patientClient)
        defer { session.close() }
        try session.startSous(after: " --source live --api-base " + server.baseURL.absoluteString)
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/")
        try await server.latency(ms: 8_000, script: "lookup.php")
        try session.run("open 5")
        // Wait until the request is at the server, so the Ctrl-C lands while it is in flight.
        let deadline = Date().addingTimeInterval(10)
        while try await server.stats().count("lookup.php") == 0, Date() < deadline {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        try session.press("C-c")
        let cancelled = try session.waitFor("the cancel") { $0.contains("cancelled") && $0.cursorLine.hasPrefix("sous [Beef 1/") }
        #expect(!cancelled.contains("fav · shop add"))
        try await server.latency(ms: 0, script: "lookup.php")
        try session.run("retry")
        // The recipe's last line (its top has scrolled away at 24 rows), or the old answer.
        let opened = try session.waitFor("the recipe, retried") { $0.contains("fav · shop add") || $0.contains("nothing to retry") }
        #expect(!opened.contains("nothing to retry"))
        #expect(try await server.stats().count("lookup.php") == 2, "the same request, asked again")
    }
}
