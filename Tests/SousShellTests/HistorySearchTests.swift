import Foundation
import Testing

/// Ctrl-R in a real 80×24 terminal: `(search) sea: cat Seafood` on the prompt line, case-insensitive,
/// Ctrl-R again for older matches, Enter runs, Esc and Ctrl-G put back what was typed.
@Suite(
    "Ctrl-R history search (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
final class HistorySearchTests {
    static let prompt = "sous offline [Italian 1/3]> "
    let session: TmuxSession

    /// An 80×24 window where `cat Beef`, `cat Seafood` and `area Italian` ran, in that order.
    init() throws {
        session = try TmuxSession(width: 80, height: 24)
        try session.startSous()
        for (command, prompt) in [("cat Beef", "[Beef 1/8]"), ("cat Seafood", "[Seafood 1/"), ("area Italian", "[Italian 1/3]")] {
            try session.run(command)
            try session.waitForPrompt(containing: prompt)
        }
    }

    deinit { session.close() }

    @Test func theSearchReadsOnThePromptLineIgnoresCaseAndEnterRunsTheMatch() throws {
        try session.press("C-r")
        try session.waitFor("the search prompt") { $0.cursorLine == "(search) :" }
        try session.type("SEA")
        let screen = try session.waitFor("the match") { $0.cursorLine == "(search) SEA: cat Seafood" }
        #expect(!screen.contains("bck:"), "not libedit's own search prompt")
        try session.press("Enter")
        try session.waitForPrompt(containing: "[Seafood 1/")
        // The line that ran is shown with the real prompt, as if typed.
        #expect(try session.scrollback().contains(Self.prompt + "cat Seafood\n"))
    }

    @Test func ctrlRAgainFindsOlderMatches() throws {
        try session.press("C-r")
        try session.type("cat")
        try session.waitFor("the newest match") { $0.cursorLine == "(search) cat: cat Seafood" }
        try session.press("C-r")
        try session.waitFor("the older match") { $0.cursorLine == "(search) cat: cat Beef" }
        // Nothing older: the match stays.
        try session.press("C-r")
        try session.type(" b")
        try session.waitFor("the query grown") { $0.cursorLine == "(search) cat b: cat Beef" }
        try session.press("Enter")
        try session.waitForPrompt(containing: "[Beef 1/8]")
    }

    @Test func backspaceEditsTheSearch() throws {
        try session.press("C-r")
        try session.type("catx")
        try session.waitFor("no match") { $0.cursorLine.hasPrefix("(no match) catx:") }
        try session.press("BSpace")
        try session.waitFor("the match again") { $0.cursorLine == "(search) cat: cat Seafood" }
    }

    @Test func escapePutsBackWhatWasTyped() throws {
        try session.type("open 3")
        try session.waitFor("the typing") { $0.cursorLine == Self.prompt + "open 3" }
        try session.press("C-r")
        try session.type("ita")
        try session.waitFor("the match") { $0.cursorLine == "(search) ita: area Italian" }
        try session.press("Escape")
        let screen = try session.waitFor("the line restored") { $0.cursorLine == Self.prompt + "open 3" }
        #expect(screen.cursor.x == (Self.prompt + "open 3").count)
    }

    @Test func ctrlGPutsBackWhatWasTypedWithTheCursorWhereItWas() throws {
        try session.type("open 3")
        try session.press("Left")
        try session.waitFor("the cursor moved") { $0.cursorLine == Self.prompt + "open 3" && $0.cursor.x == (Self.prompt + "open ").count }
        try session.press("C-r")
        try session.type("beef")
        try session.waitFor("the match") { $0.cursorLine == "(search) beef: cat Beef" }
        try session.press("C-g")
        try session.waitFor("the line restored") {
            $0.cursorLine == Self.prompt + "open 3" && $0.cursor.x == (Self.prompt + "open ").count
        }
        // The line still works as typed.
        try session.press("Enter")
        try session.waitForPrompt(containing: "[Italian 1/3]")
        #expect(try session.scrollback().contains(" Ingredients"))
    }

    @Test func anotherKeyKeepsTheMatchForEditing() throws {
        try session.press("C-r")
        try session.type("ita")
        try session.waitFor("the match") { $0.cursorLine == "(search) ita: area Italian" }
        try session.press("C-a")
        try session.waitFor("the match on the line") { $0.cursorLine == Self.prompt + "area Italian" && $0.cursor.x == Self.prompt.count }
    }
}
