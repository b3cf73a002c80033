import Foundation
import SousTestSupport
import Testing

/// The interactive shell against a slow local TheMealDB: Ctrl-C gives the prompt back at once.
@Suite(
    "Interactive shell on a slow server (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"),
    // Ctrl-C must be handled within seconds, which a sanitizer's slowdown does not promise.
    .enabled(if: ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == nil, "timing-dependent under a sanitizer"))
struct InteractiveLiveTests {
    /// The client waits a minute for an answer: only the Ctrl-C, never the client's own 5 s timeout on
    /// a busy machine, can end the slow request.
    static let patientClient = ["SOUS_TIMEOUT": "60"]

    @Test func ctrlCCancelsASlowRequestAndTheShellGoesOn() async throws {
        // The answer takes 30 s, so a key press delayed by a loaded machine still lands while it is
        // awaited (with 8 s, twice in a day's loaded runs the answer came first).
        let server = try await MealDBTestServer.start(["--latency-ms", "30000"])
        defer { server.stop() }
        let session = try TmuxSession(environment: Self.patientClient)
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
        // Well before the server's 30 s answer; a generous bound, since the machine may be busy.
        #expect(Date().timeIntervalSince(pressed) < 4)
        #expect(screen.contains("cancelled"))
        #expect(!screen.contains("14 categories"))
        try await server.latency(ms: 0)
        try session.run("categories")
        _ = try session.waitFor("the listing after all") { $0.contains("14 categories") }
    }

    @Test("the progress line names the meal it fetches; what is typed meanwhile waits for the next prompt, not on it")
    func progressNamesTheMealAndTypingDoesNotStickToIt() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(after: " --source live --api-base " + server.baseURL.absoluteString)
        // A cuisine lists meals without their recipes: opening one asks the server.
        try session.run("area Japanese")
        try session.waitFor("the listing") { $0.contains("Teriyaki Chicken Casserole") && $0.cursorLine.hasSuffix(">") }
        try await server.latency(ms: 2000, script: "lookup.php")
        try session.run("open teriyaki chicken")
        _ = try session.waitFor("the progress line") { $0.contains("fetching Teriyaki Chicken Casserole… Ctrl-C cancels") }
        try session.type("cats")
        let screen = try session.waitFor("the recipe, then the typed-ahead text at the prompt") {
            $0.contains(" Steps") && $0.cursorLine.hasSuffix("> cats")
        }
        #expect(!screen.contains("cancelscats"), "nothing typed stuck to the progress line")
        #expect(screen.lines.filter { $0.contains("cats") }.count == 1, "typed once, shown once")
        try session.press("Enter")
        _ = try session.waitFor("the typed command ran") { $0.contains("14 categories") }
    }
}

