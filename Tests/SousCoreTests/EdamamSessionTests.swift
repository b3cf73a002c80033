import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// The paged path (Edamam), favorites from two sources, and Edamam recipes on screen; no I/O.
@Suite("Edamam in the session")
struct EdamamSessionTests {
    typealias F = SessionFixtures

    static func page(_ range: ClosedRange<Int>, continuation: String?) -> MealPage {
        MealPage(items: range.map { MealSummary(id: "recipe_\($0)", name: "Recipe \($0)") }, totalCount: 10_000,
                 continuation: continuation)
    }

    static func edamamMeal(_ id: String = "recipe_1") -> Recipe {
        Recipe(id: id, name: "Carrot Limeade",
               origin: RecipeOrigin(source: .edamam, url: URL(string: "https://example.com/limeade"), author: "Martha Stewart"),
               category: "Drinks", area: "American", tags: ["Low-Fat"], labels: ["Vegan", "Gluten-Free"],
               thumbnailURL: URL(string: "https://images.example/x-m?X-Amz-Expires=3600"),
               yield: RecipeYield(amount: 8), times: RecipeTimes(total: 95), nutrition: Nutrition(caloriesPerServing: 44.6),
               ingredients: [Ingredient(name: "carrot juice", measure: "16 ounces")])
    }

    @Test("a first page keeps its continuation and total; next turns pages, then asks for more at the end")
    func pagingAsksForMore() {
        var store = F.store(SessionState(source: .edamam))
        store.send(.search("oranges"), effects: [.load(.listingPage(.search("oranges")))]) { $0.inFlight = .search("oranges") }
        var expected = Listing(source: .search("oranges"), items: Self.page(1...20, continuation: nil).items, pageSize: 10)
        expected.continuation = "t1"
        expected.totalCount = 10_000
        store.receive(.listingPage(.search("oranges"), Self.page(1...20, continuation: "t1")),
                      effects: [.show(.listing(expected, favoriteIDs: []))]) {
            $0.listing = expected
            $0.inFlight = nil
        }
        #expect(store.state.prompt == "sous edamam [\"oranges\" 1/2]> ")

        // Page 2 is already here: no request.
        expected.page = 2
        store.send(.next, effects: [.show(.listing(expected, favoriteIDs: []))]) { $0.listing = expected }

        // Nothing moves until the page arrives.
        store.send(.next, effects: [.load(.moreItems(.search("oranges"), continuation: "t1"))]) { $0.inFlight = .next }

        expected.items += Self.page(21...40, continuation: nil).items
        expected.page = 3
        expected.continuation = nil
        store.receive(.moreItems(.search("oranges"), Self.page(21...40, continuation: nil)),
                      effects: [.show(.listing(expected, favoriteIDs: []))]) {
            $0.listing = expected
            $0.inFlight = nil
        }
        expected.page = 4
        store.send(.next, effects: [.show(.listing(expected, favoriteIDs: []))]) { $0.listing = expected }
        // No continuation left: the old error.
        store.send(.next, effects: [.show(.error(.alreadyOnLastPage(pageCount: 4)))])
    }

    @Test("on Edamam a category is resolved among its dish types, then asked a page at a time; a letter is asked whole")
    func edamamListings() {
        var store = F.store(SessionState(source: .edamam))
        store.send(.category("dess"), effects: [.load(.names(.category("dess")))]) { $0.inFlight = .category("dess") }
        store.receive(.names(["Desserts", "Drinks"], for: .category("dess")), effects: [.load(.listingPage(.category("Desserts")))])
        store.send(.ingredient("carrot"), effects: [.load(.listingPage(.ingredient("carrot")))]) { $0.inFlight = .ingredient("carrot") }
        store.send(.letter("c"), effects: [.load(.listing(.letter("c")))]) { $0.inFlight = .letter("c") }
        store.send(.failed(.source(.edamam(.rateLimited(retryAfter: nil)))),
                   effects: [.show(.error(.source(.edamam(.rateLimited(retryAfter: nil)))))]) {
            $0.inFlight = nil
            $0.retryable = .letter("c")
        }
    }

    @Test("a page for a listing no longer shown is dropped; a page of repeats ends the paging")
    func stalePagesAndRepeats() {
        var listing = Listing(source: .search("oranges"), items: Self.page(1...20, continuation: nil).items, page: 2, pageSize: 10)
        listing.continuation = "t1"
        var store = F.store(SessionState(listing: listing, source: .edamam))
        store.receive(.moreItems(.search("cheesecake"), Self.page(21...40, continuation: "t2")))
        store.receive(.moreItems(.search("oranges"), Self.page(11...20, continuation: "t2")),
                      effects: [.show(.error(.alreadyOnLastPage(pageCount: 2)))]) {
            $0.listing?.continuation = nil
            $0.listing?.totalCount = 10_000
        }
        #expect(store.state.listing?.items.count == 20)
    }

    @Test("TheMealDB listings never ask for more: next at the end is the old error")
    func mealDBUnchanged() {
        var store = F.store(SessionState(listing: F.listing(12, page: 2)))
        store.send(.next, effects: [.show(.error(.alreadyOnLastPage(pageCount: 2)))])
    }

    @Test("a failed page fetch can be retried: retry asks for the same page again")
    func retryMore() {
        var listing = Listing(source: .search("oranges"), items: Self.page(1...10, continuation: nil).items, pageSize: 10)
        listing.continuation = "t1"
        var store = F.store(SessionState(listing: listing, source: .edamam))
        store.send(.next, effects: [.load(.moreItems(.search("oranges"), continuation: "t1"))]) { $0.inFlight = .next }
        let error = SousError.source(.edamam(.rateLimited(retryAfter: nil)))
        F.failAndRetry(&store, .next, effects: [.load(.moreItems(.search("oranges"), continuation: "t1"))], error: error)
    }

    @Test("favorites remember their source; favs marks Edamam's; re-saving keeps the first source")
    func favoritesFromTwoSources() {
        let mealDBRecipe = F.meal("52772", "Teriyaki Chicken")
        let mealDB = Favorite(recipe: mealDBRecipe, source: .live, savedAt: F.fixedDate)
        let edamam = Self.edamamMeal()
        var store = F.store(SessionState(openMeal: edamam, favorites: [mealDB], source: .edamam))
        // Edamam's picture links expire: the picture is kept before the favorite is saved.
        store.send(.favorite(nil), effects: [
            .favorites(.save(edamam, source: .edamam, savedAt: F.fixedDate, picture: .beforeSaving(edamam.thumbnailURL!))),
        ])
        store.send(.favorites(.saved(edamam.summary, isSaved: true)), effects: [.show(.message("★ Carrot Limeade saved to favorites (works offline)"))])

        let both = [mealDB, Favorite(recipe: edamam, source: .edamam, savedAt: F.fixedDate)]
        store.send(.favorites(.changed(both, problems: []))) { $0.favorites = both }
        let listing = Listing(source: .favorites, items: both.map(\.summary), pageSize: 10, details: ["", "edamam"])
        store.send(.favorites, effects: [.show(.listing(listing, favoriteIDs: ["52772", "recipe_1"]))]) { $0.listing = listing }

        // Still TheMealDB's, though Edamam answers now.
        var state = store.state
        state.openMeal = mealDBRecipe
        var again = F.store(state)
        again.send(.favorite(nil), effects: [
            .favorites(.save(mealDBRecipe, source: .live, savedAt: F.fixedDate, picture: .none)),
        ])
        again.send(.favorites(.saved(mealDBRecipe.summary, isSaved: true)), effects: [
            .show(.message("★ Teriyaki Chicken is already a favorite (saved again)")),
        ])

        // Only TheMealDB's left: the list looks as it always did.
        again.send(.favorites(.changed([mealDB], problems: []))) {
            $0.favorites = [mealDB]
            $0.listing = Listing(source: .favorites, items: [mealDB.summary], pageSize: 10)
        }
    }

    @Test("the runner: a paged provider gives pages; TheMealDB's catalogue keeps its whole listings")
    func runnerPaths() async throws {
        let paged = EffectRunner(provider: PagedStub(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory())
        #expect(try await paged.load(.listingPage(.search("x"))) == .searchPage("x", Self.page(1...20, continuation: "next"), cookbook: []))
        #expect(try await paged.load(.names(.category("dess"))) == .names(["Desserts"], for: .category("dess")))
        #expect(try await paged.load(.listingPage(.category("Desserts"))) == .listingPage(.category("Desserts"), Self.page(1...20, continuation: "next")))
        #expect(try await paged.load(.moreItems(.search("x"), continuation: "next")) == .moreItems(.search("x"), Self.page(21...40, continuation: nil)))
        let whole = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory())
        guard case .listing(.category("Beef"), let items) = try await whole.load(.listing(.category("Beef"))) else {
            Issue.record("TheMealDB's path changed")
            return
        }
        #expect(items.count == 75)
        // Pages are asked only of a source that pages (the session decides by its capabilities, and a
        // continuation comes only from a page): one that does not refuses, rather than make up an answer.
        await #expect(throws: MealDBError.self) { try await whole.load(.moreItems(.search("x"), continuation: "next")) }
        await #expect(throws: MealDBError.self) { try await whole.load(.listingPage(.category("Beef"))) }
    }

    @Test("saving an Edamam favorite keeps its picture first and points the record at the file; TheMealDB's is left alone")
    func picturesKept() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("sous-edamam-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let images = ImageStore(dataDirectory: data)
        let asked = AskedURLs()
        let fetcher = ClosureImageFetcher { url throws(ImageError) in
            await asked.add(url)
            return (PicturesRunnerTests.jpeg, "image/jpeg")
        }
        let runner = EffectRunner(provider: PagedStub(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                                  hostServices: HostServices(clock: .fixed(F.fixedDate), images: images, imageFetcher: fetcher))
        let meal = Self.edamamMeal()
        let kept = data.appendingPathComponent("images/recipe_1.jpg").path
        let events = await runner.perform(.favorites(.save(meal, source: .edamam, savedAt: F.fixedDate, picture: .beforeSaving(meal.thumbnailURL!))))
        var keptMeal = meal
        keptMeal.thumbnailURL = URL(fileURLWithPath: kept)
        #expect(events == [.favorites(.saved(keptMeal.summary, isSaved: true)),
                           .favorites(.changed([Favorite(recipe: keptMeal, source: .edamam, savedAt: F.fixedDate)], problems: []))])
        let recipe = await runner.favorites.recipe(forMealID: "recipe_1").value
        #expect(recipe?.thumbnailURL?.path == kept, "the saved recipe names the kept file too")
        #expect(FileManager.default.fileExists(atPath: kept))
        #expect(await asked.urls == [meal.thumbnailURL!])

        let mealDB = F.meal("52772", "Teriyaki Chicken")
        let mealDBEvents = await runner.perform(.favorites(.save(mealDB, source: .live, savedAt: F.fixedDate, picture: .none)))
        #expect(mealDBEvents.count == 2, "saved, and the favorites: no picture event")
        #expect(await asked.urls == [meal.thumbnailURL!], "nothing to keep: no download")

        let expired = ClosureImageFetcher { _ throws(ImageError) in throw .unreachable("the link has expired (HTTP 403)") }
        let failing = EffectRunner(provider: PagedStub(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                                   hostServices: HostServices(clock: .fixed(F.fixedDate), images: images, imageFetcher: expired))
        let second = Self.edamamMeal("recipe_2")
        let failed = await failing.perform(.favorites(.save(second, source: .edamam, savedAt: F.fixedDate, picture: .beforeSaving(second.thumbnailURL!))))
        // The favorite is saved anyway, with its link.
        #expect(failed == [
            .favorites(.saved(second.summary, isSaved: true)),
            .favorites(.changed([Favorite(recipe: second, source: .edamam, savedAt: F.fixedDate)], problems: [])),
            .favorites(.pictureNotKept(name: "Carrot Limeade", reason: "the link has expired (HTTP 403)")),
        ])
        var store = F.store()
        store.send(failed[2], effects: [
            .show(.notice("the picture of Carrot Limeade was not kept (the link has expired (HTTP 403)); img shows its link")),
        ])

        // An image store with no files (no data directory) keeps nothing to point at: said, and saved anyway.
        let inMemory = EffectRunner(provider: PagedStub(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                                    hostServices: HostServices(clock: .fixed(F.fixedDate), imageFetcher: fetcher))
        let noDirectory = await inMemory.perform(.favorites(.save(meal, source: .edamam, savedAt: F.fixedDate, picture: .beforeSaving(meal.thumbnailURL!))))
        #expect(noDirectory == [
            .favorites(.saved(meal.summary, isSaved: true)),
            .favorites(.changed([Favorite(recipe: meal, source: .edamam, savedAt: F.fixedDate)], problems: [])),
            .favorites(.pictureNotKept(name: "Carrot Limeade", reason: "there is no data directory to keep it in")),
        ])
    }

    @Test("a line setting the Edamam key or id never goes into history")
    func secretsStayOutOfHistory() {
        #expect(!HistoryPolicy.shouldRecord("set edamam.app_key 0123abcd", after: nil))
        #expect(!HistoryPolicy.shouldRecord("SET   Edamam.App_ID abc", after: nil))
        #expect(HistoryPolicy.shouldRecord("set units metric", after: nil))
        #expect(HistoryPolicy.shouldRecord("search edamam.app_key", after: nil))
        for typo in ["set edamam.app_key=SECRET", "set edamam.app_keyx KEY", "set edamam.key SECRET", "set edamam", "set\tedamam.app_id=ID"] {
            #expect(!HistoryPolicy.shouldRecord(typo, after: nil), "\(typo)")
        }
    }

    @Test("screens: '20 of 10000+', a next hint at the fetched end, the favs tag, an Edamam recipe's facts and kept picture")
    func screens() {
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        var listing = Listing(source: .search("oranges"), items: Self.page(1...20, continuation: nil).items, page: 2, pageSize: 10)
        listing.continuation = "t1"
        listing.totalCount = 10_000
        let lines = renderer.render(.listing(listing, favoriteIDs: [])).map(\.plainText)
        #expect(lines.first == " \"oranges\" · 20 of 10000+ meals · page 2/2")
        #expect(lines.last == " next for page 3 · open <n> shows a recipe")

        let favs = Listing(source: .favorites, items: [MealSummary(id: "1", name: "Teriyaki"), MealSummary(id: "recipe_1", name: "Carrot Limeade")],
                           pageSize: 10, details: ["", "edamam"])
        let rows = renderer.render(.listing(favs, favoriteIDs: ["1", "recipe_1"])).map(\.plainText)
        #expect(rows[1] == "   1  Teriyaki", "no star where every row is a favorite")
        #expect(rows[2] == "   2  Carrot Limeade · edamam")

        var meal = Self.edamamMeal()
        meal.thumbnailURL = URL(fileURLWithPath: "/data/sous/images/recipe_1.jpg")
        let recipe = renderer.render(.recipe(meal, isFavorite: true)).filter { !$0.isHint }.map(\.plainText)
        #expect(recipe.prefix(4) == [" Carrot Limeade ★ · id recipe_1", " Drinks · American · tags: Low-Fat",
                                     " serves 8 · 1 h 35 min · 45 kcal a serving", " labels: Vegan, Gluten-Free"])
        #expect(recipe.contains(" The steps are on Martha Stewart's page: https://example.com/limeade"))
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
    func searchMeals(name: String) async throws -> [Recipe] { [] }
    func meals(startingWith letter: Character) async throws -> [Recipe] { [] }
    func meal(id: String) async throws -> Recipe? { nil }
    func randomMeal() async throws -> Recipe { Recipe(id: "recipe_1", name: "x") }
    func firstPage(searching text: String) async throws -> MealPage { EdamamSessionTests.page(1...20, continuation: "next") }
    func firstPage(matching filter: MealFilter) async throws -> MealPage { EdamamSessionTests.page(1...20, continuation: "next") }
    func page(after continuation: String) async throws -> MealPage { EdamamSessionTests.page(21...40, continuation: nil) }
}

/// URLs a fetcher was asked for.
private actor AskedURLs {
    var urls: [URL] = []
    func add(_ url: URL) { urls.append(url) }
}
