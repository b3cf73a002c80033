import Foundation
import Testing

/// Suggestions from history in a real 80×24 terminal: the newest history line that starts with what
/// is typed shows faint after the cursor; → takes it, typing on ignores it, no colour shows none.
@Suite(
    "Suggestions from history (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
final class HistorySuggestionTests {
    static let prompt = "sous offline [Italian 1/3]> "

    /// Starts sous in an 80×24 window and runs `cat Beef`, then `area Italian`: the history to suggest from.
    func startWithHistory(environment: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession(width: 80, height: 24, environment: environment)
        try session.startSous()
        try session.run("cat Beef")
        try session.waitForPrompt(containing: "[Beef 1/8]")
        try session.run("area Italian")
        try session.waitForPrompt(containing: "[Italian 1/3]")
        return session
    }

    @Test func theNewestMatchingLineShowsFaintAfterTheCursorAndRightTakesIt() throws {
        let session = try startWithHistory()
        defer { session.close() }
        try session.type("cat B")
        let screen = try session.waitFor("the suggestion") { $0.cursorLine == Self.prompt + "cat Beef" }
        // The cursor stays after what was typed: the rest is only shown.
        #expect(screen.cursor.x == (Self.prompt + "cat B").count)
        let styled = try #require(try session.styledLines().last { $0.contains("cat B") })
        #expect(styled.contains("cat B\u{1B}[2meef"), "faint (SGR 2) from the suggestion on: \(styled.debugDescription)")

        try session.press("Right")
        try session.waitFor("the suggestion taken") { $0.cursor.x == (Self.prompt + "cat Beef").count }
        try session.press("Enter")
        try session.waitForPrompt(containing: "[Beef 1/8]")
    }

    @Test func ctrlFTakesItToo() throws {
        let session = try startWithHistory()
        defer { session.close() }
        try session.type("ar")
        try session.waitFor("the suggestion") { $0.cursorLine == Self.prompt + "area Italian" }
        try session.press("C-f")
        try session.type(" x")
        try session.waitFor("typing after the taken suggestion") { $0.cursorLine == Self.prompt + "area Italian x" }
        // Inside the line, → and Ctrl-F only move right.
        try session.press("C-a", "Right", "C-f")
        try session.waitFor("the cursor two right of the start") {
            $0.cursorLine == Self.prompt + "area Italian x" && $0.cursor.x == Self.prompt.count + 2
        }
    }

    @Test func typingOnIgnoresItAndTheSuggestionFollows() throws {
        let session = try startWithHistory()
        defer { session.close() }
        try session.type("cat B")
        try session.waitFor("the suggestion") { $0.cursorLine == Self.prompt + "cat Beef" }
        try session.type("r")
        // Nothing in history starts with "cat Br": the faint rest is gone, not left behind.
        try session.waitFor("no suggestion") { $0.cursorLine == Self.prompt + "cat Br" && $0.cursor.x == (Self.prompt + "cat Br").count }
        try session.press("BSpace")
        try session.waitFor("the suggestion again") { $0.cursorLine == Self.prompt + "cat Beef" }
        try session.type("eakfast")
        try session.waitFor("what was typed") { $0.cursorLine == Self.prompt + "cat Beakfast" }
        try session.press("C-u")
        try session.type("cat Be")
        try session.waitFor("the suggestion") { $0.cursorLine == Self.prompt + "cat Beef" }
        // Enter runs what was typed, not the suggestion.
        try session.press("BSpace")
        try session.type("reakfast")
        try session.press("Enter")
        try session.waitForPrompt(containing: "[Breakfast 1/")
    }

    @Test func enterRunsWhatWasTypedNotTheSuggestion() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.run("search pie")
        try session.waitForPrompt(containing: "[\"pie\"")
        try session.type("search pi")
        try session.waitFor("the suggestion") { $0.cursorLine.hasSuffix("> search pie") }
        try session.press("Enter")
        try session.waitForPrompt(containing: "[\"pi\"")
        // The faint rest was wiped before the line ended: the line kept on screen is what ran.
        #expect(try session.scrollback().contains("sous offline [\"pie\" 1/3]> search pi\n"))
    }

    @Test func noColourShowsNoSuggestionAndRightTakesNothing() throws {
        let session = try startWithHistory(environment: ["NO_COLOR": "1"])
        defer { session.close() }
        try session.type("cat B")
        try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> cat B") }
        // Had an unseen suggestion been there, → would have taken it ("cat Beefx").
        try session.press("Right")
        try session.type("x")
        let screen = try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> cat Bx") }
        #expect(screen.cursorLine == Self.prompt + "cat Bx")
    }

    @Test func setSuggestOffTurnsThemOff() throws {
        let session = try startWithHistory()
        defer { session.close() }
        try session.run("set suggest off")
        try session.waitFor("the confirmation") { $0.contains("suggest off: no suggestions while typing") }
        try session.waitForPrompt(containing: "[Italian 1/3]")
        try session.type("cat B")
        try session.waitFor("the typing") { $0.cursorLine.hasSuffix("> cat B") }
        try session.press("Right")
        try session.type("x")
        try session.waitFor("no suggestion taken") { $0.cursorLine == Self.prompt + "cat Bx" }
    }
}
