import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// The words of small failures say what is wrong and what to do, in one voice.
@Suite("What small failures say")
struct FailureWordsTests {
    typealias F = SessionFixtures

    @Test("with and no comma: the comma is suggested")
    func withWithoutAComma() {
        var store = F.store()
        store.send(.with(["chicken lemon"]), effects: [.load(.pantry(.mealsWith(["chicken lemon"])))]) { $0.inFlight = .with(["chicken lemon"]) }
        store.receive(.listing(.withIngredients(["chicken lemon"]), []), effects: [
            .show(.message("no meals found for with chicken lemon: separate ingredients with commas (with chicken, lemon)")),
        ]) { $0.inFlight = nil }
        store.send(.with(["chicken", "lemon"]), effects: [.load(.pantry(.mealsWith(["chicken", "lemon"])))]) { $0.inFlight = .with(["chicken", "lemon"]) }
        store.receive(.listing(.withIngredients(["chicken", "lemon"]), []), effects: [
            .show(.message("no meals found for with chicken, lemon")),
        ]) { $0.inFlight = nil }
    }

    @Test("messages that name what was wrong instead of 'try search'")
    func messages() {
        #expect(SousError.noSuchMeal("zzzz").message == "no meal is called 'zzzz' or has it in its name")
        #expect(SousError.noMealWithID("99999999").message == "no meal has the id 99999999 (TheMealDB's ids have five digits, like 52772)")
        #expect(SousError.noMealWithID("52999").message == "no meal has the id 52999")
        #expect(SousError.nothingToRetry.message.hasPrefix("nothing to retry: retry runs again a command the network or server failed"))
        #expect(!SousError.nothingToRetry.message.contains("did not fail"), "a typo did fail: retry must not deny it")
        #expect(CommandParser.parse("open 3 xabc") == .failure(.scaling(.notAScale("xabc"))))
    }

    @Test("a letter listing is titled as typed")
    func letterAsTyped() {
        #expect(ListingSource.letter("é").label == "letter é")
        #expect(ListingSource.letter("b").label == "letter b")
    }
}
