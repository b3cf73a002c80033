import MealKit
import SousTestSupport
import Testing
@testable import SousCore

@Suite("Completer")
struct CompleterTests {
    let context = CompletionContext(
        categories: ["Beef", "Breakfast", "Chicken", "Dessert", "Seafood"],
        areas: ["French", "Japanese", "Jamaican", "Šúĺlance"],
        ingredients: ["Chicken", "Chicken Breast", "Chicken Thighs", "Crème Fraîche", "Salmon"],
        listing: [
            .init(number: 1, name: "Beef and Mustard Pie"), .init(number: 2, name: "Beef and Oyster pie"),
            .init(number: 3, name: "Beef Brisket Pot Roast"), .init(number: 10, name: "Beef Wellington"),
            .init(number: 11, name: "Big Mac"),
        ],
        listingPage: 1...3,
        favorites: ["Teriyaki Chicken Casserole", "Tarte Tatin"])

    /// Completes with the cursor at the end and gives the resulting line.
    func completed(_ line: String) -> String {
        let completion = Completer.complete(line: line, cursor: line.count, context: context)
        return apply(completion, to: line)
    }

    func apply(_ completion: Completion, to line: String) -> String {
        guard let insertion = completion.insertion else { return line }
        var characters = Array(line)
        characters.replaceSubrange(completion.replacement, with: insertion)
        return String(characters)
    }

    @Test func commandWordsAndAliases() {
        #expect(completed("he") == "help ")
        #expect(completed("fa") == "fav")
        let several = Completer.complete(line: "cat", cursor: 3, context: context)
        #expect(several.candidates.map(\.text) == ["cat", "category", "categories", "cats"].sortedLikeSpec())
        #expect(several.insertion == nil)
        #expect(completed("cu") == "cuisine")
    }

    @Test func categoryArgument() {
        #expect(completed("cat Be") == "cat Beef ")
        #expect(completed("cat be") == "cat Beef ")
        #expect(completed("category s") == "category Seafood ")
        let both = Completer.complete(line: "cat B", cursor: 5, context: context)
        #expect(both.candidates.map(\.text) == ["Beef", "Breakfast"])
        #expect(both.insertion == nil)
        #expect(both.replacement == 4..<5)
    }

    @Test func areaArgumentIgnoresCaseAndAccents() {
        #expect(completed("area fr") == "area French ")
        #expect(completed("area ja") == "area ja")
        #expect(completed("cuisine SUL") == "cuisine Šúĺlance ")
        #expect(completed("area Šú") == "area Šúĺlance ")
    }

    @Test func ingredientNamesWithSpaces() {
        #expect(completed("ing chicken b") == "ing Chicken Breast ")
        #expect(completed("ing cre") == "ing Crème Fraîche ")
        #expect(completed("ing Crème F") == "ing Crème Fraîche ")
        let chicken = Completer.complete(line: "ing chi", cursor: 7, context: context)
        #expect(chicken.insertion == "Chicken")
        #expect(chicken.candidates.count == 3)
        #expect(completed("ings sal") == "ings Salmon ")
    }

    @Test func longestCommonPrefixKeepsTheNamesSpelling() {
        #expect(completed("ing chicken ") == "ing chicken ")
        #expect(completed("ing chicken t") == "ing Chicken Thighs ")
        #expect(Completer.longestCommonPrefix(["Crème", "crème brûlée", "CREME"]) == "Crème")
        #expect(Completer.longestCommonPrefix(["abc", "abd"]) == "ab")
        #expect(Completer.longestCommonPrefix([]) == "")
    }

    @Test func listingNumbersAndNames() {
        let bare = Completer.complete(line: "open ", cursor: 5, context: context)
        #expect(bare.candidates.map(\.text) == ["1", "2", "3"])
        #expect(bare.candidates.map(\.display) == ["1 Beef and Mustard Pie", "2 Beef and Oyster pie", "3 Beef Brisket Pot Roast"])
        #expect(bare.insertion == nil)
        let ones = Completer.complete(line: "open 1", cursor: 6, context: context)
        #expect(ones.candidates.map(\.text) == ["1", "10", "11"])
        #expect(completed("open 2") == "open 2 ")
        #expect(completed("o big") == "o Big Mac ")
        #expect(completed("fav beef w") == "fav Beef Wellington ")
        #expect(completed("open beef and") == "open Beef and ")
    }

    @Test func favoritesAndHelpTopics() {
        #expect(completed("unfav ter") == "unfav Teriyaki Chicken Casserole ")
        #expect(completed("unfav t") == "unfav t")
        #expect(completed("help op") == "help open ")
        #expect(completed("? hist") == "? history ")
    }

    @Test func argumentsWithoutNamesOfferNothing() {
        for line in ["search chi", "random 1", "next ", "letter b", "nosuch thing", "history 2"] {
            let completion = Completer.complete(line: line, cursor: line.count, context: context)
            #expect(completion.candidates.isEmpty, "\(line)")
            #expect(completion.insertion == nil)
        }
    }

    @Test func cursorMidLineCompletesTheWordBeforeItAndKeepsTheRest() {
        let line = "cat Be and more"
        let completion = Completer.complete(line: line, cursor: 6, context: context)
        #expect(completion.replacement == 4..<6)
        #expect(completion.insertion == "Beef")
        #expect(apply(completion, to: line) == "cat Beef and more")
        let command = Completer.complete(line: "hel Beef", cursor: 3, context: context)
        #expect(apply(command, to: "hel Beef") == "help Beef")
    }

    @Test func settingKeysThenTheirValues() {
        #expect(completed("set pag") == "set page", "page-size and pager share it")
        #expect(completed("set page-") == "set page-size ")
        #expect(completed("set units m") == "set units metric ")
        #expect(completed("set pager o") == "set pager o", "on and off share only the o")
        #expect(Completer.complete(line: "set pager o", cursor: 11, context: context).candidates.map(\.text) == ["on", "off"])
        #expect(completed("set color d") == "set color default ")
        #expect(completed("set edamam.app_k") == "set edamam.app_key ")
        #expect(Completer.complete(line: "set page-size ", cursor: 14, context: context).candidates.map(\.text) == ["default"],
                "numbers are typed; only the reset is offered")
    }

    @Test func subcommandWords() {
        #expect(completed("shop ch") == "shop check ")
        #expect(completed("pantry cl") == "pantry clear ")
    }

    @Test func leadingSpacesAndTheEmptyLine() {
        #expect(completed("  cat Bee") == "  cat Beef ")
        let empty = Completer.complete(line: "", cursor: 0, context: context)
        #expect(empty.candidates.count == CommandSpec.all.count, "a bare Tab lists commands, not their aliases")
        #expect(empty.replacement == 0..<0)
    }

    @Test("shop add ⇥ offers the page's numbers with their names, the next of several, and never a name")
    func shopAddTakesTheListingsNumbers() {
        func offered(_ line: String) -> [String] {
            Completer.complete(line: line, cursor: line.count, context: context).candidates.map(\.text)
        }
        #expect(offered("shop add ") == ["1", "2", "3"], "the page in view")
        #expect(Completer.complete(line: "shop add ", cursor: 9, context: context).candidates.first?.display
            == "1 Beef and Mustard Pie")
        #expect(offered("shop add 2 1") == ["1", "10", "11"], "the last number typed, of the whole listing")
        #expect(completed("shop add 2 3") == "shop add 2 3 ")
        #expect(offered("shop add Bee").isEmpty, "shop add takes numbers: a name would be refused")
    }

    @Test func contextFromSessionState() {
        let state = SessionState(listing: Listing(
            source: .category("Beef"),
            items: (1...12).map { MealSummaryFixture.meal($0) }, page: 2, pageSize: 10))
        let context = CompletionContext(state: state, today: CalendarDay(year: 2026, month: 12, day: 2),
                                        categories: ["Beef"], areas: [], ingredients: [])
        #expect(context.listing.count == 12)
        #expect(context.listing.last == .init(number: 12, name: "Meal 12"))
        #expect(context.listingPage == 11...12)
        let bare = Completer.complete(line: "open ", cursor: 5, context: context)
        #expect(bare.candidates.map(\.text) == ["11", "12"])
        // After a day too, a bare Tab is the page in view, and a digit the whole listing's numbers.
        #expect(Completer.complete(line: "plan fri ", cursor: 9, context: context).candidates.map(\.text) == ["11", "12"])
        #expect(Completer.complete(line: "plan fri 1", cursor: 10, context: context).candidates.map(\.text)
            == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"].filter { $0.hasPrefix("1") })
    }

    /// Where an argument names something the user has, Tab offers what they have, by the numbers
    /// the screens show: the pantry's items, the favorites, the plan's meals, the shopping list's items.
    @Test func argumentsOfTheUsersOwnThings() throws {
        let today = CalendarDay(year: 2026, month: 12, day: 2)
        let pie = Recipe(id: "1", name: "Pie", category: "Beef", area: "British", instructions: "Bake it.",
                         ingredients: [Ingredient(name: "Eggs", measure: "2"), Ingredient(name: "Flour", measure: "200g")])
        let stew = SessionFixtures.meal("2", "Stew")
        var list = ShoppingList(meals: [pie, stew])
        let shown = ShownShoppingList(list, aisles: .builtIn)
        let eggs = try #require(shown.items.firstIndex { $0.name.lowercased() == "eggs" })
        list.checked = [shown.items[eggs].key]
        var state = SessionState()
        state.pantry = ["milk", "Eggs", "flour"]
        state.shoppingList = list
        state.plan = MealPlan().applying(.put(pie, on: today, scale: 1)).applying(.put(stew, on: today.adding(days: 1), scale: 1))
        let context = CompletionContext(state: state, today: today, categories: [], areas: [],
                                        ingredients: ["Chicken", "Eggs", "Eggplant", "Flour", "Milk"])
        func offered(_ line: String) -> [String] {
            Completer.complete(line: line, cursor: line.count, context: context).candidates.map(\.text)
        }
        func completed(_ line: String) -> String {
            apply(Completer.complete(line: line, cursor: line.count, context: context), to: line)
        }

        #expect(offered("pantry remove ") == ["eggs", "flour", "milk"], "the pantry's items as it shows them, not the catalogue's")
        #expect(completed("pantry remove e") == "pantry remove eggs ")
        #expect(completed("pantry remove eggs, f") == "pantry remove eggs, flour ")
        #expect(offered("pantry add egg") == ["Eggplant", "Eggs"], "adding still offers the catalogue")

        #expect(offered("plan remove ") == ["1", "2"])
        let planned = Completer.complete(line: "plan remove ", cursor: 12, context: context).candidates.map(\.display)
        #expect(planned == ["1 Pie · \(PlanDay.label(today))", "2 Stew · \(PlanDay.label(today.adding(days: 1)))"])
        #expect(completed("plan rm 2") == "plan rm 2 ")

        let items = shown.items.indices.map { String($0 + 1) }
        #expect(offered("shop check ") == items.filter { $0 != String(eggs + 1) }, "what is not ticked off yet")
        #expect(offered("shop uncheck ") == [String(eggs + 1)], "what is ticked off")
        #expect(Completer.complete(line: "shop uncheck ", cursor: 13, context: context).candidates.map(\.display)
            == ["\(eggs + 1) eggs"])
        #expect(offered("shop remove ") == ["1", "2"], "the meals' shares")
        #expect(offered("shop check 1 ").count == items.count - 1, "the next number of several")

        var favorites = SessionState()
        favorites.favorites = [Favorite(recipe: pie, source: .offline, savedAt: SessionFixtures.fixedDate)]
        let favoritesContext = CompletionContext(state: favorites, today: today, categories: [], areas: [], ingredients: ["Pie crust"])
        #expect(Completer.complete(line: "unfav ", cursor: 6, context: favoritesContext).candidates.map(\.text) == ["Pie"])
    }
}

extension [String] {
    /// The command words in `CommandSpec.all` order, the order the completer offers them.
    fileprivate func sortedLikeSpec() -> [String] {
        let order = CommandSpec.all.flatMap(\.words)
        return sorted { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
    }
}

enum MealSummaryFixture {
    static func meal(_ number: Int) -> MealSummary {
        MealSummary(id: "\(52_000 + number)", name: "Meal \(number)", thumbnailURL: nil)
    }
}
