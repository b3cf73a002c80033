import Foundation
import MealKit
import Testing
@testable import SousCore

/// The paged path (Edamam), favorites from two sources, and Edamam recipes on screen; no I/O.
@Suite("Edamam in the session")
struct EdamamSessionTests {
    typealias F = SessionFixtures

    static func page(_ range: ClosedRange<Int>, continuation: String?) -> MealPage {
        MealPage(items: range.map { MealSummary(id: "recipe_\($0)", name: "Recipe \($0)") }, totalCount: 10_000,
                 continuation: continuation)
    }

    static func edamamMeal(_ id: String = "recipe_1") -> MealDetail {
        MealDetail(id: id, name: "Carrot Limeade", category: "Drinks", area: "American",
                   instructions: "The steps are on Martha Stewart's page: https://example.com/limeade",
                   thumbnailURL: URL(string: "https://images.example/x-m?X-Amz-Expires=3600"), tags: ["Low-Fat"],
                   sourceURL: URL(string: "https://example.com/limeade"),
                   ingredients: [Ingredient(name: "carrot juice", measure: "16 ounces")],
                   servings: 8, totalMinutes: 95, caloriesPerServing: 44.6, labels: ["Vegan", "Gluten-Free"])
    }

    @Test("a first page keeps its continuation and total; next turns pages, then asks for more at the end")
    func pagingAsksForMore() {
        var session = F.session(SessionState(source: .edamam))
        #expect(session.handle(.command(.search("oranges"))) == [.load(.listing(.search("oranges")))])
        let effects = session.handle(.loaded(.listingPage(.search("oranges"), Self.page(1...20, continuation: "t1"))))
        var expected = Listing(source: .search("oranges"), items: Self.page(1...20, continuation: nil).items, pageSize: 10)
        expected.continuation = "t1"
        expected.totalCount = 10_000
        #expect(session.state.listing == expected)
        #expect(effects == [.show(.listing(expected, favoriteIDs: []))])
        #expect(session.state.prompt == "sous edamam [\"oranges\" 1/2]> ")

        let turned = session.handle(.command(.next))
        #expect(session.state.listing?.page == 2)
        #expect(turned.count == 1 && session.inFlight == nil, "page 2 is already here: no request")

        #expect(session.handle(.command(.next)) == [.load(.moreItems(.search("oranges"), continuation: "t1"))])
        #expect(session.inFlight == .next)
        #expect(session.state.listing?.page == 2, "nothing moves until the page arrives")

        let more = session.handle(.loaded(.moreItems(.search("oranges"), Self.page(21...40, continuation: nil))))
        expected.items += Self.page(21...40, continuation: nil).items
        expected.page = 3
        expected.continuation = nil
        #expect(session.state.listing == expected)
        #expect(more == [.show(.listing(expected, favoriteIDs: []))])
        _ = session.handle(.command(.next))
        #expect(session.state.listing?.page == 4)
        #expect(session.handle(.command(.next)) == [.show(.error(.alreadyOnLastPage(pageCount: 4)))],
                "no continuation left: the old error")
    }

    @Test("a page for a listing no longer shown is dropped; a page of repeats ends the paging")
    func stalePagesAndRepeats() {
        var listing = Listing(source: .search("oranges"), items: Self.page(1...20, continuation: nil).items, page: 2, pageSize: 10)
        listing.continuation = "t1"
        var session = F.session(SessionState(listing: listing, source: .edamam))
        #expect(session.handle(.loaded(.moreItems(.search("cheesecake"), Self.page(21...40, continuation: "t2")))) == [])
        #expect(session.state.listing == listing)

        let effects = session.handle(.loaded(.moreItems(.search("oranges"), Self.page(11...20, continuation: "t2"))))
        #expect(effects == [.show(.error(.alreadyOnLastPage(pageCount: 2)))])
        #expect(session.state.listing?.continuation == nil)
        #expect(session.state.listing?.items.count == 20)
    }

    @Test("TheMealDB listings never ask for more: next at the end is the old error")
    func mealDBUnchanged() {
        var session = F.session(SessionState(listing: F.listing(12, page: 2)))
        #expect(session.handle(.command(.next)) == [.show(.error(.alreadyOnLastPage(pageCount: 2)))])
    }

    @Test("a failed page fetch can be retried: retry asks for the same page again")
    func retryMore() {
        var listing = Listing(source: .search("oranges"), items: Self.page(1...10, continuation: nil).items, pageSize: 10)
        listing.continuation = "t1"
        var session = F.session(SessionState(listing: listing, source: .edamam))
        _ = session.handle(.command(.next))
        _ = session.handle(.failed(.source(.edamam(.rateLimited(retryAfter: nil)))))
        #expect(session.state.retryable == .next)
        #expect(session.handle(.command(.retry)) == [.load(.moreItems(.search("oranges"), continuation: "t1"))])
    }

    @Test("favorites remember their source; favs marks Edamam's; re-saving keeps the first source")
    func favoritesFromTwoSources() {
        let mealDBRecipe = F.meal("52772", "Teriyaki Chicken")
        let mealDB = Favorite(recipe: mealDBRecipe, source: .live, savedAt: F.fixedDate)
        var session = F.session(SessionState(openMeal: Self.edamamMeal(), favorites: [mealDB], source: .edamam))
        let saved = session.handle(.command(.favorite(nil)))
        #expect(saved.first == .saveFavorite(Self.edamamMeal(), source: .edamam, savedAt: F.fixedDate))

        let both = [mealDB, Favorite(recipe: Self.edamamMeal(), source: .edamam, savedAt: F.fixedDate)]
        _ = session.handle(.favoritesChanged(both, problems: []))
        _ = session.handle(.command(.favorites))
        #expect(session.state.listing?.details == ["", "edamam"])

        session.state.openMeal = mealDBRecipe
        #expect(session.handle(.command(.favorite(nil))).first == .saveFavorite(mealDBRecipe, source: .live, savedAt: F.fixedDate),
                "still TheMealDB's")

        _ = session.handle(.favoritesChanged([mealDB], problems: []))
        #expect(session.state.listing?.details == [], "only TheMealDB's left: the list looks as it always did")
    }

    @Test("the runner: a paged provider gives pages; TheMealDB's catalogue keeps its whole listings")
    func runnerPaths() async throws {
        let paged = EffectRunner(provider: PagedStub(), favorites: FileFavoritesStore.inMemory(), history: InMemoryHistoryStore())
        #expect(try await paged.load(.listing(.search("x"))) == .listingPage(.search("x"), Self.page(1...20, continuation: "next")))
        #expect(try await paged.load(.listing(.category("dess"))) == .listingPage(.category("Desserts"), Self.page(1...20, continuation: "next")))
        #expect(try await paged.load(.moreItems(.search("x"), continuation: "next")) == .moreItems(.search("x"), Self.page(21...40, continuation: nil)))
        let whole = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: InMemoryHistoryStore())
        guard case .listing(.category("Beef"), let items) = try await whole.load(.listing(.category("beef"))) else {
            Issue.record("TheMealDB's path changed")
            return
        }
        #expect(items.count == 75)
    }

    @Test("saving an Edamam favorite keeps its picture and points the record at the file; TheMealDB's is left alone")
    func picturesKept() async {
        let keeper = StubKeeper(result: .success(URL(fileURLWithPath: "/data/sous/images/recipe_1.jpg")))
        var runner = EffectRunner(provider: PagedStub(), favorites: FileFavoritesStore.inMemory(), history: InMemoryHistoryStore())
        runner.imageKeeper = keeper
        let event = await runner.perform(.saveFavorite(Self.edamamMeal(), source: .edamam, savedAt: F.fixedDate))
        guard case .favoritesChanged(let favorites, let problems) = event else { Issue.record("no favorites"); return }
        #expect(favorites.first?.summary.thumbnailURL?.path == "/data/sous/images/recipe_1.jpg")
        let recipe = await runner.favorites.recipe(forMealID: "recipe_1").value
        #expect(recipe?.thumbnailURL?.path == "/data/sous/images/recipe_1.jpg", "the saved recipe names the kept file too")
        #expect(problems.isEmpty)
        #expect(await keeper.asked == ["recipe_1"])

        let mealDB = F.meal("52772", "Teriyaki Chicken")
        _ = await runner.perform(.saveFavorite(mealDB, source: .live, savedAt: F.fixedDate))
        #expect(await keeper.asked == ["recipe_1"], "TheMealDB's links do not expire")

        var failing = runner
        failing.imageKeeper = StubKeeper(result: .failure(.imageNotKept(mealName: "recipe_2", reason: "the link has expired (HTTP 403)")))
        let failed = await failing.perform(.saveFavorite(Self.edamamMeal("recipe_2"), source: .edamam, savedAt: F.fixedDate))
        guard case .favoritesChanged(let kept, let notes) = failed else { Issue.record("no favorites"); return }
        #expect(kept.contains { $0.id == "recipe_2" }, "the favorite is saved anyway")
        #expect(notes == [.imageNotKept(mealName: "Carrot Limeade", reason: "the link has expired (HTTP 403)")])
        #expect(SousError.storage(notes[0]).message == "the picture of Carrot Limeade could not be kept (the link has expired (HTTP 403)): the favorite is saved without it")
    }

    @Test("a line setting the Edamam key or id never goes into history")
    func secretsStayOutOfHistory() {
        #expect(!HistoryPolicy.shouldRecord("set edamam.app_key 0123abcd", after: nil))
        #expect(!HistoryPolicy.shouldRecord("SET   Edamam.App_ID abc", after: nil))
        #expect(HistoryPolicy.shouldRecord("set units metric", after: nil))
        #expect(HistoryPolicy.shouldRecord("search edamam.app_key", after: nil))
    }

    @Test("screens: '20 of 10000+', a next hint at the fetched end, the favs tag, an Edamam recipe's facts and kept picture")
    func screens() {
        let renderer = ScreenRenderer(width: 80, timeZone: TimeZone(identifier: "UTC")!)
        var listing = Listing(source: .search("oranges"), items: Self.page(1...20, continuation: nil).items, page: 2, pageSize: 10)
        listing.continuation = "t1"
        listing.totalCount = 10_000
        let lines = renderer.render(.listing(listing, favoriteIDs: [])).map(\.plainText)
        #expect(lines.first == " \"oranges\" · 20 of 10000+ meals · page 2/2")
        #expect(lines.last == " next for page 3 · open <n> shows a recipe")

        let favs = Listing(source: .favorites, items: [MealSummary(id: "1", name: "Teriyaki"), MealSummary(id: "recipe_1", name: "Carrot Limeade")],
                           pageSize: 10, details: ["", "edamam"])
        let rows = renderer.render(.listing(favs, favoriteIDs: ["1", "recipe_1"])).map(\.plainText)
        #expect(rows[1] == "   1  Teriyaki ★")
        #expect(rows[2] == "   2  Carrot Limeade ★ · edamam")

        var meal = Self.edamamMeal()
        meal.thumbnailURL = URL(fileURLWithPath: "/data/sous/images/recipe_1.jpg")
        let recipe = renderer.render(.recipe(meal, isFavorite: true)).map(\.plainText)
        #expect(recipe.prefix(4) == [" Carrot Limeade ★", " Drinks · American · tags: Low-Fat",
                                     " serves 8 · 1 h 35 min · 45 kcal a serving", " labels: Vegan, Gluten-Free"])
        #expect(recipe.contains("   1. The steps are on Martha Stewart's page: https://example.com/limeade"))
        #expect(recipe.last == " Picture file:///data/sous/images/recipe_1.jpg")
        let plain = renderer.render(.recipe(F.meal("52772", "Teriyaki"), isFavorite: false)).map(\.plainText)
        #expect(!plain.contains { $0.contains("serves") || $0.contains("labels:") || $0.contains("Picture") })
    }
}

/// A paged source with two pages of fixed recipes.
private struct PagedStub: PagedRecipeProviding {
    func categories() async throws -> [MealKit.Category] { [MealKit.Category(name: "Desserts")] }
    func areas() async throws -> [Area] { [Area(name: "American")] }
    func ingredients() async throws -> [IngredientInfo] { [] }
    func meals(matching filter: MealFilter) async throws -> [MealSummary] { [] }
    func searchMeals(name: String) async throws -> [MealDetail] { [] }
    func meals(startingWith letter: Character) async throws -> [MealDetail] { [] }
    func meal(id: String) async throws -> MealDetail? { nil }
    func randomMeal() async throws -> MealDetail { MealDetail(id: "recipe_1", name: "x") }
    func firstPage(searching text: String) async throws -> MealPage { EdamamSessionTests.page(1...20, continuation: "next") }
    func firstPage(matching filter: MealFilter) async throws -> MealPage { EdamamSessionTests.page(1...20, continuation: "next") }
    func page(after continuation: String) async throws -> MealPage { EdamamSessionTests.page(21...40, continuation: nil) }
}

/// An image keeper that answers as told and records what it was asked.
private actor StubKeeper: ImageKeeping {
    let result: Result<URL, StorageProblem>
    var asked: [String] = []
    init(result: Result<URL, StorageProblem>) { self.result = result }
    func keepImage(from url: URL, forMealID id: String) async -> Result<URL, StorageProblem> {
        asked.append(id)
        return result
    }
    func localImage(forMealID id: String) async -> URL? { nil }
}
