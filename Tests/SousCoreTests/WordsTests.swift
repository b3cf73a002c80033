import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// The words a new user reads, one way everywhere: capitalised titles, ingredient names spelled alike
/// on the shopping list and in the pantry, no first person, quotes left out of a search, results in
/// the order help states, and a progress line that names what it fetches.
@Suite("Words: one way of saying things")
struct WordsTests {
    typealias F = SessionFixtures
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("every listing's title starts with a capital, as a category's does")
    func titlesAreCapitalised() {
        let favorites = Listing(source: .favorites, items: F.summaries(2), page: 1, pageSize: 10)
        #expect(renderer.render(.listing(favorites, favoriteIDs: [])).first?.plainText == " Favorites · 2 meals · page 1/1")
        #expect(ListingSource.letter("b").title == "Letter B")
        #expect(ListingSource.random.title == "Random")
        #expect(ListingSource.pantry.title == "From your pantry")
        #expect(ListingSource.withIngredients(["chicken", "lemon"]).title == "With chicken, lemon")
        #expect(ListingSource.category("Beef").title == "Beef")
        #expect(ListingSource.search("pie").title == "\"pie\"")
        #expect(ListingSource.favorites.label == "favorites", "the prompt's short label is unchanged")
    }

    @Test("the shopping list, the pantry and cook spell an ingredient's name one way: lower case")
    func ingredientNamesOneWay() {
        let meal = Recipe(id: "1", name: "Pie", category: "Beef", area: "British", instructions: "Bake it.",
                          ingredients: [Ingredient(name: "Soy Sauce", measure: "2 tbsp"), Ingredient(name: "minced garlic", measure: "1 tsp")])
        let list = renderer.render(.shopping(.list(ShoppingList(meals: [meal]), units: .original))).map(\.plainText)
        #expect(list.contains { $0.contains("soy sauce") })
        #expect(!list.contains { $0.contains("Soy Sauce") })
        let pantry = renderer.render(.pantry(.items(["Soy Sauce", "EGGS"]))).map(\.plainText)
        #expect(pantry.contains { $0.contains("soy sauce") && $0.contains("eggs") })

        var store = F.store()
        store.send(.pantry(.add(["Soy Sauce", "EGGS"])), effects: [
            .pantry(.change(.add(["Soy Sauce", "EGGS"]))),
            .show(.message("+ soy sauce, eggs in the pantry (2 items): cook ranks meals by it")),
        ])
    }

    @Test("no message speaks as 'I'")
    func noFirstPerson() {
        let message = SousError.notANumber("x", usage: "open <n|id|name>").message
        #expect(message == "'x' is not a number sous can use: usage is open <n|id|name>")
        for text in [message, SousError.noListing.message, SousError.nothingOpen.message] {
            let words = text.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
            #expect(!words.contains("I") && !words.contains("I'm") && !words.contains("my"), "\(text)")
        }
    }

    @Test("a word after a command that takes none says to type it alone; one word too many gives the usage")
    func unexpectedArgumentReadsPlainly() {
        func message(_ line: String) -> String? {
            guard case .failure(let error) = CommandParser.parse(line) else { return nil }
            return error.message
        }
        #expect(message("clear 3") == "clear takes no argument: type clear alone")
        #expect(message("shop remove 1 2") == "too many arguments for shop remove: usage is shop remove [n]")
    }

    @Test("search \"pie\" searches for pie: one pair of quotes around the text is left out")
    func searchQuotes() {
        #expect(CommandParser.parse(#"search "pie""#) == .success(.search("pie")))
        #expect(CommandParser.parse("search 'apple pie'") == .success(.search("apple pie")))
        #expect(CommandParser.parse("/ \u{201C}pie\u{201D}") == .success(.search("pie")))
        #expect(CommandParser.parse(#"search pie "deluxe""#) == .success(.search(#"pie "deluxe""#)), "inner quotes stay")
        #expect(CommandParser.parse(#"search "a""#) == .failure(.searchTooShort("a")))
    }

    @Test("search and letter listings read A to Z, whatever order the source answers in; help says so")
    func searchAndLetterAtoZ() {
        let unsorted = [MealSummary(id: "3", name: "Chicken pie"), MealSummary(id: "1", name: "apple pie"),
                        MealSummary(id: "2", name: "Beef pie")]
        let sorted = [unsorted[1], unsorted[2], unsorted[0]]
        for source in [ListingSource.search("pie"), .letter("b")] {
            var store = F.store()
            store.receive(.listing(source, unsorted), effects: [
                .show(.listing(Listing(source: source, items: sorted, pageSize: 10), favoriteIDs: [])),
            ]) { $0.listing = Listing(source: source, items: sorted, pageSize: 10) }
        }
        #expect(CommandSpec.named("search")?.summary.hasSuffix("A to Z") == true)
        #expect(CommandSpec.named("letter")?.summary.hasSuffix("A to Z") == true)
    }

    @Test("the progress line names the meal a number stands for, and how many random meals")
    func progressNamesWhatItFetches() {
        let state = SessionState(listing: Listing(source: .category("Greek"),
                                                  items: [MealSummary(id: "52777", name: "Moussaka")] + F.summaries(3), pageSize: 10))
        #expect(ProgressLine.text(for: "open 1", in: state) == "fetching Moussaka… Ctrl-C cancels")
        #expect(ProgressLine.text(for: "o mous x2", in: state) == "fetching Moussaka… Ctrl-C cancels")
        #expect(ProgressLine.text(for: "random 5", in: state) == "fetching 5 random meals… Ctrl-C cancels")
        #expect(ProgressLine.text(for: "cat Seafood", in: state) == "fetching Seafood… Ctrl-C cancels")
        #expect(ProgressLine.text(for: "open 52772", in: state) == "fetching 52772… Ctrl-C cancels", "an id, as typed")
        #expect(ProgressLine.text(for: "favs", in: state) == "favs… Ctrl-C cancels")
    }

    @Test("set colour is set color, as --colour is --color")
    func colourSpelling() throws {
        #expect(try SettingCommand.parse("colour never") == .change(.color, to: "never"))
        #expect(try SettingCommand.parse("COLOUR") == .show(.color))
    }
}
