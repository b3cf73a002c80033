import MealKit
import Testing
@testable import SousCore

/// Tab after `plan`: its words and days, then, after a day, the meals `plan <day>` takes.
@Suite("Completion of plan")
struct PlanCompletionTests {
    let context = CompletionContext(
        listing: [.init(number: 1, name: "Beef and Mustard Pie"), .init(number: 2, name: "Beef Wellington"),
                  .init(number: 3, name: "Tarte Tatin")],
        listingPage: 1...3,
        favorites: ["Teriyaki Chicken Casserole", "Tarte Tatin", "Bakewell tart"])

    func completed(_ line: String, in context: CompletionContext? = nil) -> (line: String, candidates: [String]) {
        let completion = Completer.complete(line: line, cursor: line.count, context: context ?? self.context)
        var characters = Array(line)
        if let insertion = completion.insertion { characters.replaceSubrange(completion.replacement, with: insertion) }
        return (String(characters), completion.candidates.map(\.text))
    }

    @Test func subcommandsAndDays() {
        #expect(completed("plan ").candidates == ["remove", "clear", "fill", "shop", "next", "prev", "week", "today", "tomorrow",
                                                  "mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        #expect(completed("plan fi").line == "plan fill ")
        #expect(completed("plan fr").line == "plan fri ")
        #expect(completed("plan sh").line == "plan shop ")
        #expect(completed("plan tod").line == "plan today ")
        #expect(completed("plan to").line == "plan to", "today and tomorrow: nothing to insert yet")
        #expect(completed("plan to").candidates == ["today", "tomorrow"])
        #expect(completed("plan s").candidates == ["shop", "sat", "sun"])
        #expect(completed("plan re").line == "plan remove ")
    }

    @Test func afterADayTheListingAndTheFavorites() {
        // A bare Tab offers the page in view, as `open ⇥` does.
        #expect(completed("plan fri ").candidates == ["1", "2", "3"])
        #expect(completed("plan friday 2").line == "plan friday 2 ")
        #expect(completed("plan tomorrow beef w").line == "plan tomorrow Beef Wellington ")
        #expect(completed("plan sat teri").line == "plan sat Teriyaki Chicken Casserole ", "a favorite, not listed")
        // In the listing and among the favorites: offered once.
        #expect(completed("plan mon ta").line == "plan mon Tarte Tatin ")
        #expect(completed("plan today b").candidates == ["Bakewell tart", "Beef and Mustard Pie", "Beef Wellington"])
        #expect(completed("plan TUE bake").line == "plan TUE Bakewell tart ")
    }

    @Test func withNoListingTheFavorites() {
        let favoritesOnly = CompletionContext(favorites: ["Teriyaki Chicken Casserole", "Tarte Tatin"])
        #expect(completed("plan fri ", in: favoritesOnly).candidates == ["Tarte Tatin", "Teriyaki Chicken Casserole"])
        #expect(completed("plan fri te", in: favoritesOnly).line == "plan fri Teriyaki Chicken Casserole ")
    }

    @Test func theSubcommandsTakeNoMeal() {
        #expect(completed("plan fill ").candidates.isEmpty)
        #expect(completed("plan shop ").candidates.isEmpty)
        #expect(completed("open be").line == "open Beef ", "open completes as before: the listing only")
        #expect(completed("open teri").candidates.isEmpty)
    }
}

@Suite("Completion with no listing")
struct NoListingCompletionTests {
    @Test("open ⇥ before any listing offers nothing, and does not stop the shell")
    func bareOpenWithNoListing() {
        let completion = Completer.complete(line: "open ", cursor: 5, context: CompletionContext(favorites: ["Tarte Tatin"]))
        #expect(completion.candidates.isEmpty && completion.insertion == nil)
    }
}
