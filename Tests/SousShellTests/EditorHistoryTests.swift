@testable import SousShell
import Testing

/// What suggestions and Ctrl-R find in the history, without a terminal.
@Suite("Editor history: suggestions and search")
struct EditorHistoryTests {
    func history(_ lines: String...) -> EditorHistory {
        var history = EditorHistory()
        for line in lines { history.add(line) }
        return history
    }

    @Test func theNewestLineStartingWithWhatIsTypedIsSuggested() {
        let history = history("cat Beef", "cat Breakfast", "area Italian")
        #expect(history.suggestion(completing: "cat B") == "reakfast")
        #expect(history.suggestion(completing: "cat Be") == "ef")
        // Nothing for an empty line, for a whole line, or for a case that differs.
        #expect(history.suggestion(completing: "") == nil)
        #expect(history.suggestion(completing: "area Italian") == nil)
        #expect(history.suggestion(completing: "CAT") == nil)
    }

    @Test func aRepeatedLineIsKeptOnceAndTheOldestGoPastTheLimit() {
        var history = history("help", "help")
        #expect(history.lines == ["help"])
        for number in 0..<EditorHistory.limit { history.add("open \(number)") }
        #expect(history.lines.count == EditorHistory.limit)
        #expect(history.lines.first == "open 0")
    }

    @Test func searchFindsTheNewestMatchIgnoringCaseAndAccentsThenOlderOnes() {
        var search = HistorySearch(lines: ["search crème", "cat Beef", "cat Beef", "cat Seafood", "area Italian"])
        search.type("CAT")
        #expect(search.matchedLine == "cat Seafood")
        #expect(search.prompt == "(search) CAT: ")
        let stepped = search.older()
        #expect(stepped)
        #expect(search.matchedLine == "cat Beef")
        // The same line twice is one step, and at the oldest the match stays.
        let steppedAgain = search.older()
        #expect(!steppedAgain)
        #expect(search.matchedLine == "cat Beef")

        var accents = HistorySearch(lines: ["search crème", "help"])
        accents.type("creme")
        #expect(accents.matchedLine == "search crème")
    }

    @Test func aQueryThatMatchesNothingKeepsTheLastMatchAndBackspaceSearchesAgain() {
        var search = HistorySearch(lines: ["cat Beef", "cat Seafood"])
        search.type("cat")
        search.older()
        search.type("x")
        #expect(search.failed)
        #expect(search.prompt == "(no match) catx: ")
        #expect(search.matchedLine == "cat Beef")
        search.deleteBackward()
        #expect(!search.failed)
        #expect(search.matchedLine == "cat Seafood")
        search.deleteBackward(); search.deleteBackward(); search.deleteBackward()
        #expect(search.matchedLine == nil)
        #expect(search.prompt == "(search) : ")
    }
}
