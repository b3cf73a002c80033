import Testing
@testable import SousShell

/// `SOUS_TIMEOUT`: how long a slow network's answers are waited for.
@Suite("SOUS_TIMEOUT")
struct AnswerTimeoutTests {
    @Test("seconds from 1 to 600 are taken; nonsense, nothing and the extremes keep the default")
    func parsing() {
        #expect(Services.answerTimeout(["SOUS_TIMEOUT": "30"]) == 30)
        #expect(Services.answerTimeout(["SOUS_TIMEOUT": "2.5"]) == 2.5)
        #expect(Services.answerTimeout([:]) == nil)
        #expect(Services.answerTimeout(["SOUS_TIMEOUT": "soon"]) == nil)
        #expect(Services.answerTimeout(["SOUS_TIMEOUT": "-3"]) == nil)
        #expect(Services.answerTimeout(["SOUS_TIMEOUT": "0"]) == nil)
        #expect(Services.answerTimeout(["SOUS_TIMEOUT": "100000"]) == nil)
    }
}
