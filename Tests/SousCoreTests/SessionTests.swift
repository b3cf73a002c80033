import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// Each command against the state machine: the whole next state and the exact effects, no I/O.
@Suite("Session state machine")
struct SessionTests {
    typealias F = SessionFixtures

    @Test("browsing commands ask for data and leave the state alone until it arrives")
    func browsingCommandsLoad() {
        let cases: [(Command, Effect)] = [
            (.categories, .load(.categories)),
            (.areas, .load(.areas)),
            (.ingredients(prefix: "chi"), .load(.ingredients(prefix: "chi"))),
            (.category("bee"), .load(.names(.category("bee")))),
            (.area("ital"), .load(.names(.area("ital")))),
            (.ingredient("salmon"), .load(.listing(.ingredient("salmon")))),
            (.search("pie"), .load(.listing(.search("pie")))),
            (.letter("b"), .load(.listing(.letter("b")))),
            (.random(count: 3), .load(.random(count: 3))),
            (.history(limit: nil), .load(.history(limit: 20))),
            (.history(limit: 5), .load(.history(limit: 5))),
        ]
        for (command, effect) in cases {
            var store = F.store()
            store.send(command, effects: [effect]) { $0.inFlight = command }
        }
    }

    @Test("a category typed by prefix is resolved among the source's names, then its listing becomes page 1")
    func listingLoaded() {
        var store = F.store()
        store.send(.category("bee"), effects: [.load(.names(.category("bee")))]) { $0.inFlight = .category("bee") }
        store.receive(.names(["Beef", "Breakfast", "Chicken"], for: .category("bee")),
                      effects: [.load(.listing(.category("Beef")))])
        let expected = Listing(source: .category("Beef"), items: F.summaries(75), page: 1, pageSize: 10)
        store.receive(.listing(.category("Beef"), F.summaries(75)), effects: [.show(.listing(expected, favoriteIDs: []))]) {
            $0.listing = expected
            $0.inFlight = nil
        }
        #expect(store.state.prompt == "sous offline [Beef 1/8]> ")
    }

    @Test("a page stars the favorites among its own meals: a favorite on another page, or listed nowhere, is not asked for")
    func aPageStarsItsOwnFavorites() {
        let summaries = F.summaries(25)
        let favorites = [summaries[2], summaries[14], MealSummary(id: "99999", name: "Elsewhere")].map {
            Favorite(summary: $0, source: .live, savedAt: F.fixedDate)
        }
        let listing = Listing(source: .category("Beef"), items: summaries, page: 1, pageSize: 10)
        var store = F.store(SessionState(listing: listing, favorites: favorites))
        store.receive(.listing(.category("Beef"), summaries), effects: [.show(.listing(listing, favoriteIDs: [summaries[2].id]))])
        var second = listing
        second.page = 2
        store.send(.next, effects: [.show(.listing(second, favoriteIDs: [summaries[14].id]))]) { $0.listing = second }

        // In the favorites listing every meal on the page is one.
        let many = F.summaries(12).map { Favorite(summary: $0, source: .live, savedAt: F.fixedDate) }
        var favs = F.store(SessionState(favorites: many))
        let shown = Listing(source: .favorites, items: many.map(\.summary), pageSize: 10)
        favs.send(.favorites, effects: [.show(.listing(shown, favoriteIDs: Set(many.prefix(10).map(\.id))))]) { $0.listing = shown }
    }

    @Test("categories are shown A to Z with the catalogue's meal counts, said to be the catalogue's when online; none for Edamam")
    func categoriesSortedWithCounts() {
        let answered = [Category(name: "Beef"), Category(name: "Vegan"), Category(name: "breakfast")]
        let sorted = [Category(name: "Beef"), Category(name: "breakfast"), Category(name: "Vegan")]
        let counts = ["Beef": 75, "Vegan": 7]
        var offline = F.store()
        offline.send(.categories, effects: [.load(.categories)]) { $0.inFlight = .categories }
        offline.receive(.categories(answered, mealCounts: counts), effects: [
            .show(.categories(sorted, mealCounts: counts, countsFromCatalogue: false)),
        ]) {
            $0.inFlight = nil
            $0.shownNames = .categories
        }
        var live = F.store(SessionState(source: .live))
        live.receive(.categories(answered, mealCounts: counts), effects: [
            .show(.categories(sorted, mealCounts: counts, countsFromCatalogue: true)),
        ]) { $0.shownNames = .categories }
        var edamam = F.store(SessionState(source: .edamam))
        edamam.receive(.categories(answered, mealCounts: counts), effects: [
            .show(.categories(sorted, mealCounts: [:], countsFromCatalogue: true)),
        ]) { $0.shownNames = .categories }
    }

    @Test("cat 3 is the third category as categories numbers them, shown or not; cat 15 names the range")
    func categoryByNumber() {
        // TheMealDB's own order: Breakfast is 13th; A to Z it is 2nd.
        let names = ["Beef", "Chicken", "Dessert", "Lamb", "Miscellaneous", "Pasta", "Pork", "Seafood", "Side",
                     "Starter", "Vegan", "Vegetarian", "Breakfast", "Goat"]
        var store = F.store()
        store.send(.category("2"), effects: [.load(.names(.category("2")))]) { $0.inFlight = .category("2") }
        store.receive(.names(names, for: .category("2")), effects: [.load(.listing(.category("Breakfast")))])
        store.send(.category("15"), effects: [.load(.names(.category("15")))]) { $0.inFlight = .category("15") }
        store.receive(.names(names, for: .category("15")), effects: [.show(.error(.noCategory(15, count: 14)))]) {
            $0.inFlight = nil
        }
        #expect(SousError.noCategory(15, count: 14).message == "no category 15: categories numbers them 1–14")
    }

    @Test("numbers on screen go with the command that fits: open 3 after categories is cat 3, area 3 after areas is the third cuisine A to Z")
    func numberedNamesOnScreen() {
        let names = ["Beef", "Chicken", "Dessert", "Breakfast"]
        var store = F.store()
        store.receive(.categories(names.map { Category(name: $0) }, mealCounts: [:]), effects: [
            .show(.categories(["Beef", "Breakfast", "Chicken", "Dessert"].map { Category(name: $0) }, mealCounts: [:], countsFromCatalogue: false)),
        ]) { $0.shownNames = .categories }
        // open 3 lists category 3, as cat 3 does; fav 3 is told what 3 is.
        store.send(.open(.number(3)), effects: [.load(.names(.category("3")))]) { $0.inFlight = .open(.number(3)) }
        store.receive(.names(names, for: .category("3")), effects: [.load(.listing(.category("Chicken")))])
        store.send(.favorite(.number(3)), effects: [.show(.error(.numberIsName(3, .categories)))]) { $0.inFlight = nil }
        #expect(SousError.numberIsName(3, .categories).message
            == "3 is a category on screen, not a meal: cat 3 (or open 3) lists its meals")
        // Meals on screen again: their numbers are the meals'.
        store.receive(.listing(.category("Chicken"), F.summaries(3)), effects: [
            .show(.listing(Listing(source: .category("Chicken"), items: F.summaries(3), pageSize: 10), favoriteIDs: [])),
        ]) {
            $0.listing = Listing(source: .category("Chicken"), items: F.summaries(3), pageSize: 10)
            $0.shownNames = nil
        }
        store.send(.open(.number(3)), effects: [.load(.meal(id: F.summaries(3)[2].id, purpose: .recipe(.open)))]) {
            $0.inFlight = .open(.number(3))
        }

        // areas: A to Z and numbered, and area 3 is the third of them.
        let areas = ["Italian", "American", "british", "Thai"]
        var cuisines = F.store()
        cuisines.receive(.areas(areas.map { Area(name: $0) }), effects: [
            .show(.areas(["American", "british", "Italian", "Thai"].map { Area(name: $0) })),
        ]) { $0.shownNames = .areas }
        cuisines.send(.area("3"), effects: [.load(.names(.area("3")))]) { $0.inFlight = .area("3") }
        cuisines.receive(.names(areas, for: .area("3")), effects: [.load(.listing(.area("Italian")))])
        cuisines.send(.open(.number(2)), effects: [.load(.names(.area("2")))]) { $0.inFlight = .open(.number(2)) }
        cuisines.receive(.names(areas, for: .area("2")), effects: [.load(.listing(.area("british")))])
        cuisines.send(.area("9"), effects: [.load(.names(.area("9")))]) { $0.inFlight = .area("9") }
        cuisines.receive(.names(areas, for: .area("9")), effects: [.show(.error(.noCuisine(9, count: 4)))]) { $0.inFlight = nil }
        #expect(SousError.noCuisine(9, count: 4).message == "no cuisine 9: areas numbers them 1–4")
        let lines = ScreenRenderer(width: 40, utcOffset: .utc).render(.areas(["American", "british", "Italian"].map { Area(name: $0) }))
        #expect(lines.map(\.plainText) == [" 3 cuisines · A–Z", "   1 American  2 british   3 Italian", " area <n> or area <name> lists its meals"])
    }

    @Test("a misspelt category suggests the right one; an ambiguous prefix lists the candidates")
    func nameResolutionErrors() {
        let names = ["Beef", "Breakfast", "Chicken", "Seafood", "Side", "Starter"]
        var store = F.store()
        store.send(.category("Beeef"), effects: [.load(.names(.category("Beeef")))]) { $0.inFlight = .category("Beeef") }
        store.receive(.names(names, for: .category("Beeef")),
                      effects: [.show(.error(.noSuchName(.category, "Beeef", suggestion: "Beef")))]) { $0.inFlight = nil }
        store.send(.category("s"), effects: [.load(.names(.category("s")))]) { $0.inFlight = .category("s") }
        store.receive(.names(names, for: .category("s")),
                      effects: [.show(.error(.ambiguousName(.category, "s", candidates: ["Seafood", "Side", "Starter"])))]) {
            $0.inFlight = nil
        }
        #expect(store.state.retryable == nil, "a typo is not worth retrying")
    }

    /// A store that asked for ingredient `name` as typed, got no meals and so asked for the ingredient names.
    static func emptyIngredient(_ name: String) -> SessionTestStore {
        var store = F.store()
        store.send(.ingredient(name), effects: [.load(.listing(.ingredient(name)))]) { $0.inFlight = .ingredient(name) }
        store.receive(.listing(.ingredient(name), []), effects: [.load(.names(.ingredient(name)))])
        return store
    }

    @Test("an ingredient is asked as typed; only an empty answer resolves it among the ingredient names")
    func ingredientFallsBackToNames() {
        let names = ["Chicken Breast", "Salmon"]
        var store = Self.emptyIngredient("chicken")
        store.receive(.names(names, for: .ingredient("chicken")), effects: [.load(.listing(.ingredient("Chicken Breast")))])
        let expected = Listing(source: .ingredient("Chicken Breast"), items: F.summaries(3), pageSize: 10)
        store.receive(.listing(.ingredient("Chicken Breast"), F.summaries(3)), effects: [.show(.listing(expected, favoriteIDs: []))]) {
            $0.listing = expected
            $0.inFlight = nil
        }

        // Found directly: no names asked.
        var direct = F.store()
        direct.send(.ingredient("salmon"), effects: [.load(.listing(.ingredient("salmon")))]) { $0.inFlight = .ingredient("salmon") }
        let salmon = Listing(source: .ingredient("salmon"), items: F.summaries(2), pageSize: 10)
        direct.receive(.listing(.ingredient("salmon"), F.summaries(2)), effects: [.show(.listing(salmon, favoriteIDs: []))]) {
            $0.listing = salmon
            $0.inFlight = nil
        }

        // The name it resolves to is the one already asked: nothing more to try.
        var exact = Self.emptyIngredient("Salmon")
        exact.receive(.names(names, for: .ingredient("Salmon")),
                      effects: [.show(.message("no meals found for \(ListingSource.ingredient("Salmon").label)"))]) { $0.inFlight = nil }

        // Nothing like it: the typo error, as for categories.
        var unknown = Self.emptyIngredient("unobtainium")
        unknown.receive(.names(names, for: .ingredient("unobtainium")),
                        effects: [.show(.error(.noSuchName(.ingredient, "unobtainium", suggestion: nil)))]) { $0.inFlight = nil }
    }

    @Test("ingredients are filtered by prefix, blind to case and accents, and sorted A to Z")
    func ingredientsFilteredAndSorted() {
        let all = ["Chicken", "salmon", "Chèvre", "chickpeas", "Beef"].map { IngredientInfo(name: $0) }
        var store = F.store()
        store.send(.ingredients(prefix: "CHE"), effects: [.load(.ingredients(prefix: "CHE"))]) { $0.inFlight = .ingredients(prefix: "CHE") }
        store.receive(.ingredients(all, prefix: "CHE"),
                      effects: [.show(.ingredients([IngredientInfo(name: "Chèvre")], prefix: "CHE"))]) { $0.inFlight = nil }
        store.receive(.ingredients(all, prefix: "chi"),
                      effects: [.show(.ingredients(["Chicken", "chickpeas"].map { IngredientInfo(name: $0) }, prefix: "chi"))])
        store.receive(.ingredients(all, prefix: nil),
                      effects: [.show(.ingredients(["Beef", "Chèvre", "Chicken", "chickpeas", "salmon"].map { IngredientInfo(name: $0) }, prefix: nil))])
    }

    @Test("an empty answer says so and keeps the current listing")
    func emptyListing() {
        var store = F.store(SessionState(listing: F.listing(12)))
        store.receive(.listing(.search("zzz"), []), effects: [.show(.message("no meals found for \"zzz\""))])
    }

    @Test("paging moves through the listing and refuses to go past either end")
    func paging() {
        var store = F.store(SessionState(listing: F.listing(25)))
        store.send(.next, effects: [.show(.listing(F.listing(25, page: 2), favoriteIDs: []))]) { $0.listing = F.listing(25, page: 2) }
        store.send(.last, effects: [.show(.listing(F.listing(25, page: 3), favoriteIDs: []))]) { $0.listing = F.listing(25, page: 3) }
        store.send(.next, effects: [.show(.error(.alreadyOnLastPage(pageCount: 3)))])
        store.send(.previous, effects: [.show(.listing(F.listing(25, page: 2), favoriteIDs: []))]) { $0.listing = F.listing(25, page: 2) }
        store.send(.first, effects: [.show(.listing(F.listing(25, page: 1), favoriteIDs: []))]) { $0.listing = F.listing(25, page: 1) }
        store.send(.previous, effects: [.show(.error(.alreadyOnFirstPage))])
        store.send(.page(3), effects: [.show(.listing(F.listing(25, page: 3), favoriteIDs: []))]) { $0.listing = F.listing(25, page: 3) }
        store.send(.page(0), effects: [.show(.error(.noPage(0, pageCount: 3)))])
        store.send(.page(-1), effects: [.show(.error(.noPage(-1, pageCount: 3)))])
        store.send(.list, effects: [.show(.listing(F.listing(25, page: 3), favoriteIDs: []))])
    }

    @Test("paging with nothing listed explains what to do")
    func pagingWithoutListing() {
        for command: Command in [.next, .previous, .first, .last, .list, .page(2)] {
            var store = F.store()
            store.send(command, effects: [.show(.error(.noListing))])
        }
    }

    @Test("open n fetches the n-th item, counted across pages")
    func openByNumber() {
        var store = F.store(SessionState(listing: F.listing(25, page: 2)))
        store.send(.open(.number(13)), effects: [.load(.meal(id: "50013", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(13)) }
        let meal = F.meal("50013", "Meal 13")
        store.receive(.meal(meal, purpose: .recipe(.open)), effects: [.show(.recipe(meal, isFavorite: false))]) {
            $0.openMeal = meal
            $0.inFlight = nil
        }
    }

    @Test("open with a number outside the listing names the range; a five-digit number is an id")
    func openOutOfRange() {
        var store = F.store(SessionState(listing: F.listing(75)))
        store.send(.open(.number(99)), effects: [.show(.error(.noItem(99, count: 75)))])
        store.send(.open(.number(0)), effects: [.show(.error(.noItem(0, count: 75)))])
        store.send(.open(.number(52772)), effects: [.load(.meal(id: "52772", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(52772)) }
        var empty = F.store()
        empty.send(.open(.number(3)), effects: [.show(.error(.noListing))])
    }

    @Test("open by name picks the listed meal, or asks the cookbook, then the source")
    func openByName() {
        var listing = F.listing(3)
        listing.items[1].name = "Beef Wellington"
        var store = F.store(SessionState(listing: listing))
        store.send(.open(.name("beef w")), effects: [.load(.meal(id: "50002", purpose: .recipe(.open)))]) { $0.inFlight = .open(.name("beef w")) }
        store.send(.open(.name("teriyaki")), effects: [.load(.cookbookNamed("teriyaki", purpose: .recipe(.open)))]) { $0.inFlight = .open(.name("teriyaki")) }
        store.receive(.cookbookNamed("teriyaki", [], purpose: .recipe(.open)), effects: [.load(.mealNamed("teriyaki", purpose: .recipe(.open)))])
    }

    @Test("a name searched at the source opens the exact match or the only one; several are listed; none is an error")
    func openByNameAtTheSource() {
        let arepa = F.meal("1", "Arepa pelua")
        let pies = [F.meal("2", "Apple Pie"), F.meal("3", "Pork Pie")]
        var store = F.store()
        store.send(.open(.name("arepa pelua")), effects: [.load(.cookbookNamed("arepa pelua", purpose: .recipe(.open)))]) {
            $0.inFlight = .open(.name("arepa pelua"))
        }
        // Nothing of the user's by that name: the source is searched, the command still in flight.
        store.receive(.cookbookNamed("arepa pelua", [], purpose: .recipe(.open)), effects: [.load(.mealNamed("arepa pelua", purpose: .recipe(.open)))])
        store.receive(.mealsNamed("arepa pelua", [F.meal("4", "Arepa pelua con pollo"), arepa], purpose: .recipe(.open)),
                      effects: [.show(.recipe(arepa, isFavorite: false))]) {
            $0.openMeal = arepa
            $0.inFlight = nil
        }
        store.receive(.mealsNamed("pork", [pies[1]], purpose: .favorites(.save)), effects: [
            .favorites(.save(pies[1], source: .offline, savedAt: F.fixedDate, picture: .none)),
        ])
        store.send(.favorites(.saved(pies[1].summary, isSaved: true)), effects: [.show(.message("★ Pork Pie saved to favorites (works offline)"))])
        let listing = Listing(source: .search("pie"), items: pies.map(\.summary), pageSize: 10)
        store.receive(.mealsNamed("pie", pies, purpose: .recipe(.open)), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
        }
        store.receive(.mealsNamed("zzzzzz", [], purpose: .recipe(.open)), effects: [.show(.error(.noSuchMeal("zzzzzz")))])
    }

    @Test("fav saves the open meal with the full recipe; unfav removes it")
    func favoriteOpenMeal() {
        let meal = F.meal("52772", "Teriyaki Chicken Casserole")
        var store = F.store(SessionState(openMeal: meal))
        let favorite = Favorite(recipe: meal, source: .offline, savedAt: F.fixedDate)
        store.send(.favorite(nil), effects: [
            .favorites(.save(meal, source: .offline, savedAt: F.fixedDate, picture: .none)),
        ])
        // "saved" is said once the store says so, before the favorites arrive.
        store.send(.favorites(.saved(meal.summary, isSaved: true)), effects: [
            .show(.message("★ Teriyaki Chicken Casserole saved to favorites (works offline)")),
        ])
        store.send(.favorites(.changed([favorite], problems: []))) { $0.favorites = [favorite] }
        store.send(.favorites(.saved(meal.summary, isSaved: true)), effects: [
            .show(.message("★ Teriyaki Chicken Casserole is already a favorite (saved again)")),
        ])
        store.send(.unfavorite(nil), effects: [.favorites(.remove(meal.summary))])
        store.send(.favorites(.removed(meal.summary, isSaved: true)), effects: [
            .show(.message("☆ Teriyaki Chicken Casserole removed from favorites")),
        ])
        store.send(.favorites(.changed([], problems: []))) { $0.favorites = [] }
        store.send(.unfavorite(nil), effects: [.show(.error(.notAFavorite("Teriyaki Chicken Casserole")))])
    }

    @Test("fav with nothing open says what to do")
    func favoriteNothingOpen() {
        var store = F.store()
        store.send(.favorite(nil), effects: [.show(.error(.nothingOpen))])
        store.send(.unfavorite(nil), effects: [.show(.error(.nothingOpen))])
    }

    @Test("fav n fetches the full recipe first, then saves it")
    func favoriteByNumber() {
        var store = F.store(SessionState(listing: F.listing(5)))
        store.send(.favorite(.number(2)), effects: [.load(.meal(id: "50002", purpose: .favorites(.save)))]) { $0.inFlight = .favorite(.number(2)) }
        let meal = F.meal("50002", "Meal 2")
        // Saving does not open the meal.
        store.receive(.meal(meal, purpose: .favorites(.save)), effects: [
            .favorites(.save(meal, source: .offline, savedAt: F.fixedDate, picture: .none)),
        ]) { $0.inFlight = nil }
    }

    @Test("favs lists favorites from memory, and open reads the saved recipe from the store, not the source")
    func favoritesListing() {
        let meal = F.meal("52772", "Teriyaki Chicken Casserole")
        let favorite = Favorite(recipe: meal, source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(favorites: [favorite]))
        let listing = Listing(source: .favorites, items: [meal.summary], pageSize: 10)
        store.send(.favorites, effects: [.show(.listing(listing, favoriteIDs: ["52772"]))]) { $0.listing = listing }
        store.send(.open(.number(1)), effects: [
            .load(.savedMeal(id: "52772", name: "Teriyaki Chicken Casserole", purpose: .recipe(.open))),
        ]) { $0.inFlight = .open(.number(1)) }
        store.receive(.meal(meal, purpose: .recipe(.open)), effects: [.show(.recipe(meal, isFavorite: true))]) {
            $0.openMeal = meal
            $0.inFlight = nil
        }
        // The open meal is at hand: no second read.
        store.send(.open(.number(1)), effects: [.show(.recipe(meal, isFavorite: true))])
        // Removing from the favorites listing updates it in place.
        store.send(.unfavorite(.number(1)), effects: [.favorites(.remove(meal.summary))])
        store.send(.favorites(.changed([], problems: []))) {
            $0.favorites = []
            $0.listing?.items = []
        }
    }

    @Test("a favorite whose saved recipe is unreadable says so in one line; open by id then fetches it again")
    func unreadableSavedRecipe() {
        let favorite = Favorite(recipe: F.meal("52772", "Teriyaki Chicken Casserole"), source: .live, savedAt: F.fixedDate)
        let listing = Listing(source: .favorites, items: [favorite.summary], pageSize: 10)
        var store = F.store(SessionState(favorites: [favorite]))
        store.send(.favorites, effects: [.show(.listing(listing, favoriteIDs: ["52772"]))]) { $0.listing = listing }
        store.send(.open(.number(1)), effects: [
            .load(.savedMeal(id: "52772", name: "Teriyaki Chicken Casserole", purpose: .recipe(.open))),
        ]) { $0.inFlight = .open(.number(1)) }
        let error = SousError.savedRecipeUnreadable(name: "Teriyaki Chicken Casserole", id: "52772")
        // Not retryable: retrying would read the same file.
        store.send(.failed(error), effects: [.show(.error(error))]) {
            $0.inFlight = nil
            $0.unreadableFavorites = ["52772"]
        }
        #expect(error.message == "the saved recipe of Teriyaki Chicken Casserole is missing or damaged: open it by id 52772 to fetch it again")
        store.send(.open(.number(52772)), effects: [.load(.meal(id: "52772", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(52772)) }
        #expect(store.state.isFavorite("52772"), "still a favorite: fav saves the fetched recipe again")
    }

    @Test("clear asks for the screen to be cleared and changes nothing else")
    func clearClearsOnlyTheScreen() {
        var store = F.store(SessionState(listing: F.listing(25)))
        store.send(.clear, effects: [.show(.clearScreen)])
    }

    @Test("favs with none says how to save one")
    func noFavorites() {
        var store = F.store()
        store.send(.favorites, effects: [.show(.message("no favorites yet: open a meal and type fav"))])
    }

    @Test("unfav by name matches among favorites")
    func unfavoriteByName() {
        let favorite = Favorite(recipe: F.meal("1", "Beef Wellington"), source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(favorites: [favorite]))
        store.send(.unfavorite(.name("beef")), effects: [
            .favorites(.remove(favorite.summary)),
        ])
        store.send(.unfavorite(.name("pizza")), effects: [.show(.error(.notAFavorite("pizza")))])
    }

    @Test("random 1 opens the meal; random n lists them")
    func random() {
        var store = F.store()
        let one = F.meal("1", "One")
        store.receive(.random([one]), effects: [.show(.recipe(one, isFavorite: false))]) { $0.openMeal = one }
        let meals = [F.meal("2", "Two"), F.meal("3", "Three")]
        let listing = Listing(source: .random, items: meals.map(\.summary), pageSize: 10)
        store.receive(.random(meals), effects: [.show(.listing(listing, favoriteIDs: []))]) { $0.listing = listing }
        store.receive(.random([]), effects: [.show(.message("no random meal came back"))])
    }

    @Test("a source failure is shown and can be retried; a local mistake cannot")
    func retry() {
        var store = F.store()
        store.send(.category("Beef"), effects: [.load(.names(.category("Beef")))]) { $0.inFlight = .category("Beef") }
        F.failAndRetry(&store, .category("Beef"), effects: [.load(.names(.category("Beef")))])
        store.receive(.names(["Beef", "Chicken"], for: .category("Beeef")),
                      effects: [.show(.error(.noSuchName(.category, "Beeef", suggestion: "Beef")))]) { $0.inFlight = nil }
        store.send(.retry, effects: [.show(.error(.nothingToRetry))])
    }

    @Test("a retry that fails again can be retried: it runs the original command, not retry")
    func retryAfterFailedRetry() {
        var store = F.store()
        store.send(.search("pie"), effects: [.load(.listing(.search("pie")))]) { $0.inFlight = .search("pie") }
        // The retry fails too: the next retry still runs the search.
        for _ in 1...2 {
            F.failAndRetry(&store, .search("pie"), effects: [.load(.listing(.search("pie")))])
        }
        let listing = Listing(source: .search("pie"), items: F.summaries(2), pageSize: 10)
        store.receive(.listing(.search("pie"), F.summaries(2)), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
            $0.inFlight = nil
        }
        store.send(.retry, effects: [.show(.error(.nothingToRetry))])
    }

    @Test("a failure while resolving a name retries the whole command, names first")
    func retryDuringResolution() {
        var store = F.store()
        store.send(.area("ital"), effects: [.load(.names(.area("ital")))]) { $0.inFlight = .area("ital") }
        store.receive(.names(["Italian", "Indian"], for: .area("ital")), effects: [.load(.listing(.area("Italian")))])
        F.failAndRetry(&store, .area("ital"), effects: [.load(.names(.area("ital")))])
    }

    @Test("what Ctrl-C cancelled is what retry runs: a slow open 5 comes back")
    func cancelledIsRetried() {
        var store = F.store(SessionState(listing: F.listing(10)))
        let id = F.summaries(10)[4].id
        store.send(.open(.number(5)), effects: [.load(.meal(id: id, purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(5)) }
        store.send(.failed(.source(.cancelled)), effects: [.show(.error(.source(.cancelled)))]) {
            $0.inFlight = nil
            $0.retryable = .open(.number(5))
        }
        store.send(.retry, effects: [.load(.meal(id: id, purpose: .recipe(.open)))]) {
            $0.retryable = nil
            $0.inFlight = .open(.number(5))
        }
    }

    @Test("an HTTP 404 says the address looks wrong, not to retry in a moment; a 500 still says retry")
    func notFoundSaysTheAddress() {
        #expect(SousError.source(.httpStatus(404)).message
            == "HTTP 404 from TheMealDB: the address looks wrong (--api-base, SOUS_API_BASE?)")
        #expect(SousError.source(.edamam(.httpStatus(404))).message
            == "HTTP 404 from Edamam: the address looks wrong (--api-base, SOUS_EDAMAM_BASE?)")
        #expect(SousError.source(.httpStatus(500)).message == "TheMealDB answered with HTTP 500: type retry in a moment")
    }

    @Test("a source's failure names the source that failed, not TheMealDB whatever it was")
    func sourceErrorsNameTheirSource() {
        #expect(SousError.source(.timedOut, from: .edamam).message == "Edamam did not answer in time: type retry")
        #expect(SousError.source(.malformedResponse("x"), from: .offline).message
            == "The offline catalogue sent an answer sous cannot read (x): type retry")
        #expect(SousError.source(.unreachable("no route"), from: .live).message
            == "TheMealDB cannot be reached (no route): type retry, or start with --source offline")
    }

    @Test("storage problems are shown as notices, each once a session; the favorites stay in memory")
    func storageProblems() {
        let favorite = Favorite(recipe: F.meal("1", "One"), source: .live, savedAt: F.fixedDate)
        var store = F.store()
        let problem = StorageProblem.unwritable(path: "/data/favorites.json", reason: "disk full")
        store.send(.favorites(.changed([favorite], problems: [problem])), effects: [.show(.notice(problem.userMessage))]) {
            $0.favorites = [favorite]
            $0.reportedProblems = [problem]
        }
        store.send(.favorites(.changed([], problems: [problem]))) { $0.favorites = [] }
        let other = StorageProblem.unwritable(path: "/data/history.jsonl", reason: "disk full")
        store.send(.historySaved(problems: [problem, other]), effects: [.show(.notice(other.userMessage))]) {
            $0.reportedProblems = [problem, other]
        }
    }

    @Test("a typed line is recorded with the clock's time, unless it starts with a space or repeats the last")
    func lineEntered() {
        var store = F.store()
        store.send(.historyLoaded(lastLine: "cat Beef", problems: [])) { $0.lastRecordedLine = "cat Beef" }
        store.send(.lineEntered("cat Beef"))
        store.send(.lineEntered(" secret"))
        store.send(.lineEntered("next"), effects: [.recordHistory(HistoryEntry(line: "next", date: F.fixedDate))]) {
            $0.lastRecordedLine = "next"
        }
        store.send(.lineEntered("next"))
        store.send(.lineEntered("cat Beef"), effects: [.recordHistory(HistoryEntry(line: "cat Beef", date: F.fixedDate))]) {
            $0.lastRecordedLine = "cat Beef"
        }
        store.send(.lineEntered("set edamam.app_key 0123abcd"))
        // A mistyped key is a key all the same: no line starting `set edamam` is kept.
        store.send(.lineEntered("set edamam.app_key=SECRET"))
        store.send(.lineEntered("set edamam.app_keyx KEY"))
        store.send(.lineEntered("Set\tEdamam.APP_KEY:SECRET"))
        store.send(.lineEntered("\tnext"))
        store.send(.lineEntered("cat Beef  "))
        store.send(.lineEntered("open 2  "), effects: [.recordHistory(HistoryEntry(line: "open 2", date: F.fixedDate))]) {
            $0.lastRecordedLine = "open 2"
        }
        store.send(.lineEntered("   "))
    }

    @Test("a history that cannot be saved is told once, not after every line")
    func historyProblemsOnce() {
        var store = F.store()
        let problem = StorageProblem.unwritable(path: "/data/history.jsonl", reason: "disk full")
        store.send(.historyLoaded(lastLine: nil, problems: [problem]), effects: [.show(.notice(problem.userMessage))]) {
            $0.reportedProblems = [problem]
        }
        store.send(.lineEntered("cat Beef"), effects: [.recordHistory(HistoryEntry(line: "cat Beef", date: F.fixedDate))]) {
            $0.lastRecordedLine = "cat Beef"
        }
        store.send(.historySaved(problems: [problem]))
    }

    @Test("the source changing is felt by the prompt; another source forgets Tab's names")
    func sourceChanged() {
        var state = SessionState(source: .live)
        state.catalogueNames = .init(categories: ["Beef"], areas: [], ingredients: [])
        var store = F.store(state)
        store.send(.sourceChanged(.live))
        store.send(.sourceChanged(.offline)) {
            $0.source = .offline
            $0.catalogueNames = nil
        }
        #expect(store.state.prompt == "sous offline> ")
        store.send(.sourceNotice(.backOnline), effects: [.show(.notice(FallbackNotice.backOnline.userMessage))])
        store.send(.catalogueNamesLoaded(.init(categories: ["Beef"], areas: ["Thai"], ingredients: []))) {
            $0.catalogueNames = .init(categories: ["Beef"], areas: ["Thai"], ingredients: [])
        }
    }

    @Test("help answers for a command, an alias, or suggests one")
    func help() {
        var store = F.store()
        store.send(.help(topic: nil), effects: [.show(.help(topic: nil))])
        store.send(.help(topic: "o"), effects: [.show(.help(topic: "open"))])
        store.send(.help(topic: "serch"), effects: [.show(.error(.unknownCommand("serch", suggestion: "search")))])
    }

    @Test("quit finishes the session")
    func quit() {
        var store = F.store()
        store.send(.quit) { $0.isFinished = true }
    }

    @Test("the prompt says where you are and whether the source is offline")
    func prompt() {
        #expect(SessionState(source: .live).prompt == "sous> ")
        #expect(SessionState(listing: F.listing(25, page: 2), source: .live).prompt == "sous [Beef 2/3]> ")
        #expect(SessionState(listing: F.listing(3, source: .search("pie")), source: .offline).prompt == "sous offline [\"pie\" 1/1]> ")
    }
}
