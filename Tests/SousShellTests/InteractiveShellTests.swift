import Foundation
import Testing

/// The interactive shell in a real terminal (tmux): completion, history, keys, signals, UTF-8, pager.
@Suite(
    "Interactive shell (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
final class InteractiveShellTests {
    let session: TmuxSession

    init() throws {
        session = try TmuxSession()
    }

    deinit { session.close() }

    /// The prompt and what was typed after it: the line the cursor is on.
    func typedLine() throws -> String { try session.screen().cursorLine }

    @Test func tabCompletesACategoryWithATrailingSpace() throws {
        try session.startSous()
        try session.type("cat Be")
        try session.press("Tab")
        let screen = try session.waitFor("cat Beef") { $0.cursorLine == "sous offline> cat Beef" }
        // The space after the name: the cursor sits one column past it.
        #expect(screen.cursor.x == "sous offline> cat Beef ".count)
    }

    @Test("clear clears the screen, as Ctrl-L does: the prompt at the top, the listing gone")
    func clearClearsTheScreen() throws {
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/")
        try session.run("clear")
        let screen = try session.waitFor("the prompt alone at the top") { $0.cursor.y == 0 && $0.cursorLine.hasPrefix("sous offline") }
        #expect(!screen.text.contains("Beef and Mustard Pie"), "the listing is still on screen:\n\(screen.text)")
        // The session goes on as it was: the listing is still the one `next` pages.
        try session.run("next")
        try session.waitForPrompt(containing: "[Beef 2/")
    }

    @Test func aSecondTabListsTheCandidates() throws {
        try session.startSous()
        try session.type("cat B")
        try session.press("Tab")
        try session.press("Tab")
        // The line is drawn again under the list, as it was: awaited with the list, as libedit draws the
        // two one after the other (a capture between them, on a loaded machine, saw the list alone).
        let screen = try session.waitFor("the list, and the line under it") { screen in
            screen.lines.contains { $0.hasPrefix("Beef ") && $0.hasSuffix("Breakfast") } && screen.cursorLine == "sous offline> cat B"
        }
        #expect(screen.cursor.x == "sous offline> cat B".count)
    }

    @Test func openOffersTheListing() throws {
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
        try session.type("open ")
        try session.press("Tab")
        try session.press("Tab")
        try session.waitFor("the page's items") { $0.contains("1 Algerian Kefta") && $0.contains("10 Beef Bourguignon") }
        try session.type("7")
        try session.press("Tab")
        try session.waitFor("open 7") { $0.cursorLine.hasSuffix("> open 7") }
        try session.press("Enter")
        try session.waitFor("the recipe") { $0.contains("Steps") || $0.contains("Source") }
        try session.waitForPrompt(containing: "[Beef 1/8]")
        #expect(try session.scrollback().contains(" Beef and Oyster pie"))
    }

    @Test func upRecallsThePreviousCommand() throws {
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
        try session.run("next")
        try session.waitForPrompt(containing: "[Beef 2/8]")
        try session.press("Up")
        try session.waitFor("next again") { $0.cursorLine.hasSuffix("> next") }
        try session.press("Up")
        try session.waitFor("cat Beef again") { $0.cursorLine.hasSuffix("> cat Beef") }
        try session.press("Down")
        try session.waitFor("next again") { $0.cursorLine.hasSuffix("> next") }
    }

    @Test
    func upRecallsTheLastSessionsCommands() throws {
        try session.startSous()
        try session.run("area Italian")
        try session.waitForPrompt(containing: "[Italian")
        try session.press("C-d")
        try session.waitFor("the shell") { $0.lastLine == "$" }
        try session.startSous()
        try session.press("Up")
        try session.waitFor("the last session's command") { $0.cursorLine.hasSuffix("> area Italian") }
    }

    @Test func ctrlCClearsAHalfTypedLineAndTheShellGoesOn() throws {
        try session.startSous()
        try session.type("cat Chick")
        // The terminal throws away keys not yet read when Ctrl-C comes, so wait for them to show.
        try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> cat Chick") }
        try session.press("C-c")
        let screen = try session.waitForPrompt()
        #expect(screen.cursorLine == "sous offline>")
        #expect(screen.contains("sous offline> cat Chick^C"))
        try session.press("C-c")
        try session.waitFor("a second fresh prompt") { $0.lines.filter { $0 == "sous offline> ^C" }.count == 1 }
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
    }

    @Test func ctrlDQuitsAndRestoresTheTerminal() throws {
        let before = session.path("stty-before")
        let after = session.path("stty-after")
        try session.startSous(before: "stty -a > \(before); ", after: "; echo \"exit=$?\"; stty -a > \(after)")
        try session.type("cat Be")
        try session.press("Tab")
        try session.waitFor("the completion") { $0.cursorLine.hasSuffix("cat Beef") }
        try session.press("C-u")
        try session.press("C-d")
        try session.waitFor("sous to leave") { $0.contains("exit=0") && $0.lastLine == "$" }
        let settings = try (String(contentsOfFile: before, encoding: .utf8), String(contentsOfFile: after, encoding: .utf8))
        #expect(!settings.0.isEmpty)
        #expect(settings.0 == settings.1)
    }

    @Test func sigtermLeavesCleanlyAndRestoresTheTerminal() throws {
        let before = session.path("stty-before")
        let after = session.path("stty-after")
        try session.startSous(before: "stty -a > \(before); ", after: "; echo \"exit=$?\"; stty -a > \(after)")
        try session.type("half")
        try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> half") }
        let pid = try #require(try session.foregroundPID())
        kill(pid, SIGTERM)
        try session.waitFor("sous to leave") { $0.contains("exit=143") && $0.lastLine == "$" }
        #expect(try String(contentsOfFile: before, encoding: .utf8) == String(contentsOfFile: after, encoding: .utf8))
    }

    @Test func nonASCIIRoundTripsAndBackspaceDeletesWholeCharacters() throws {
        try session.startSous()
        try session.type("search crème")
        try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> search crème") }
        try session.press("BSpace", "BSpace", "BSpace")
        let screen = try session.waitFor("three characters gone") { $0.cursorLine.hasSuffix("> search cr") }
        #expect(screen.cursor.x == "sous offline> search cr".count)
        try session.type("ème")
        try session.press("Enter")
        try session.waitFor("the listing") { $0.contains("\"crème\" · 1 meal") }
    }

    @Test func completionInsertsAccentedNamesAndKeepsTheRestOfTheLine() throws {
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
        try session.type("open arepa pa")
        try session.press("Tab")
        let screen = try session.waitFor("Arepa Pabellón") { $0.cursorLine.hasSuffix("> open Arepa Pabellón") }
        #expect(screen.cursor.x == "sous offline [Beef 1/8]> open Arepa Pabellón ".count)
        try session.press("C-u")
        try session.type("cat Se and more")
        for _ in 0..<" and more".count { try session.press("Left") }
        try session.press("Tab")
        try session.waitFor("the middle completed") { $0.cursorLine.hasSuffix("> cat Seafood and more") }
    }

    @Test func longOutputGoesThroughThePager() throws {
        let paging = try TmuxSession(environment: ["PAGER": "less -FRX"])
        defer { paging.close() }
        try paging.startSous()
        try paging.run("ingredients")
        try paging.waitFor("less") { $0.lastLine.hasPrefix(":") }
        try paging.press("q")
        try paging.waitForPrompt()
    }

    @Test func ctrlZSuspendsAndFgBringsTheLineBack() throws {
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
        try session.type("open 3")
        try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> open 3") }
        try session.press("C-z")
        try session.waitFor("the job stopped") { $0.lastLine == "$" && $0.contains("Stopped") }
        try session.run("fg")
        // The prompt and the half-typed line are drawn again, and the line still works.
        try session.waitFor("the line redrawn") { $0.cursorLine.hasSuffix("[Beef 1/8]> open 3") }
        try session.press("Enter")
        try session.waitFor("the recipe") { $0.contains(" Video ") }
        #expect(try session.scrollback().contains(" Arepa pelua · id "))
    }

    @Test func aResizedWindowWrapsTheNextOutputToTheNewWidth() throws {
        try session.startSous()
        try session.resize(width: 60, height: 30)
        try session.run("open 52772")
        let screen = try session.waitFor("the recipe") { $0.contains(" Video ") }
        #expect(screen.lines.allSatisfy { $0.count <= 60 })
        #expect(screen.contains("   1. Preheat oven to 350° F. Spray a 9x13-inch baking pan"), "wrapped at 60, not 100")
    }
}

