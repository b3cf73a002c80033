import Foundation
import SousTestSupport
import Testing

/// The interactive shell in a real terminal (tmux) against a hostile TheMealDB.
@Suite(
    "Interactive shell on a hostile server (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
struct InteractiveHostileTests {
    @Test func escapesInRecipesNeitherRetitleTheWindowNorClearTheScreen() async throws {
        let server = try await MealDBTestServer.start(["--hostile"])
        defer { server.stop() }
        let session = try TmuxSession()
        defer { session.close() }
        try session.startSous(after: " --source live --api-base " + server.baseURL.absoluteString)
        let title = try session.format("pane_title")
        try session.run("search chicken")
        _ = try session.waitForPrompt(containing: "chicken")
        // The search reads A to Z: the meal is opened by its name, not its place.
        try session.run("open chicken enchilada")
        let screen = try session.waitFor("the recipe") { $0.contains(" Steps") }
        #expect(screen.contains(" Steps"))
        // A recipe that fits three windows is printed, not paged: its title may have scrolled up.
        #expect(try session.scrollback().contains("Chicken Enchilada Casserole click"))
        #expect(try session.format("pane_title") == title, "OSC 0 from a meal name must not retitle the window")
        #expect(!(try session.scrollback()).contains("pwned"))
        // The search listing is still above the recipe: nothing cleared the screen (ESC [2J).
        #expect(try session.scrollback().contains("\"chicken\" · 49 meals"))
    }

    @Test func ctrlCEndsADrippingAnswer() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("drip", script: "lookup.php")
        let session = try TmuxSession()
        defer { session.close() }
        try session.startSous(after: " --source live --api-base " + server.baseURL.absoluteString)
        try session.run("open 52772")
        // The progress line shows 0.3 s into the wait, well before the transport's own stall limit
        // (3 s under 1 KB/s) would end it: Ctrl-C then, not after a guessed sleep.
        _ = try session.waitFor("the progress line") { $0.contains("fetching 52772… Ctrl-C cancels") }
        try session.press("C-c")
        let screen = try session.waitForPrompt(timeout: 5)
        #expect(screen.contains("cancelled"))
        try await server.fault("none", script: "lookup.php")
        try session.run("open 52772")
        _ = try session.waitFor("the recipe after all") { $0.contains(" Steps") }
        #expect(try session.scrollback().contains("Teriyaki Chicken Casserole"))
    }

    @Test func aLongPasteIsOneLineAndTheShellGoesOn() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try session.startSous()
        try session.paste(String(repeating: "z", count: Self.pasteLength) + "\r")
        let screen = try session.waitFor("the error for the pasted line", timeout: 120) { $0.contains("unknown command 'zzz") }
        #expect(screen.contains("zzz…'"), "the echoed word is cut short")
        _ = try session.waitForPrompt(timeout: 30)
        try session.run("cat Beef")
        _ = try session.waitForPrompt(containing: "Beef 1/8", timeout: 30)
    }

    static let pasteLength = 1 << 20
}
