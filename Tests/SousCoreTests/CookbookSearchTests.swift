import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// The cookbook beside the other sources: `search` finding its recipes by title, ingredient and tag,
/// `open <name>` by title, and `fav` keeping a favorite that refers to the file (an in-memory file system
/// for the cookbook, its index and the favorites).
@Suite("Cookbook search, open by name and favorites")
struct CookbookSearchTests {
    static let chicken = CookbookEntry(path: "Dinner/Roast Chicken.cook", name: "Roast Chicken", group: "Dinner")
    let fileSystem = InMemoryFileSystem()

    private func runner(provider: any RecipeProviding = OfflineCatalog()) -> EffectRunner {
        let cookbook = Cookbook(directory: URL(fileURLWithPath: "/sous/cookbook"), fileSystem: fileSystem)
        return EffectRunner(provider: provider, favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                            hostServices: HostServices(cookbook: cookbook,
                                                       cookbookIndex: CookbookIndex(cacheDirectory: URL(fileURLWithPath: "/cache/sous"))))
    }

    private func write(_ text: String, to path: String) throws {
        let file = "/sous/cookbook/" + path
        try XDGDirectories.createDirectory(at: URL(fileURLWithPath: file.deletingLastPathComponent), fileSystem: fileSystem)
        try AtomicFileWriter(fileSystem: fileSystem).write(Data(text.utf8), to: file, replacing: true)
    }

    private func writeRecipes() throws {
        try write("---\ntitle: Roast Chicken\ntags: [sunday, quick]\n---\nRub the @chicken{1} with @lemon{1}.\n", to: "Dinner/Roast Chicken.cook")
        try write("---\ntitle: Crème Brûlée\n---\nWhisk the @eggs{4} with @cream{500%ml}.\n", to: "Creme.cook")
        try write("---\ntitle: Rice Pudding\n---\nSimmer the @rice{100%g} in @milk{1%l}.\n", to: "Rice Pudding.cook")
    }

    @Test("search shows the source's answers and the cookbook's together, A to Z, the user's marked with what was found")
    func shown() {
        var store = SessionTestStore()
        let found = [MealSummary(id: "52795", name: "Chicken Handi"), MealSummary(id: "53050", name: "Ayam Percik")]
        let cookbook = [CookbookMatch(entry: Self.chicken, foods: ["lemon"], tags: ["quick"]),
                        CookbookMatch(entry: CookbookEntry(path: "Curry.cook", name: "Curry"), foods: ["chicken"])]
        let items = [found[1], found[0], MealSummary(id: "Curry.cook", name: "Curry"),
                     MealSummary(id: "Dinner/Roast Chicken.cook", name: "Roast Chicken")]
        let listing = Listing(source: .search("chicken lemon"), items: items, pageSize: 10,
                              details: ["", "", "your cookbook, with chicken", "your cookbook, with lemon, tagged quick"])
        store.receive(.search("chicken lemon", found: found, cookbook: cookbook), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
        }
        // Nothing of the cookbook among them: no details at all, as before.
        let plain = Listing(source: .search("handi"), items: [found[0]], pageSize: 10)
        store.receive(.search("handi", found: [found[0]], cookbook: []), effects: [.show(.listing(plain, favoriteIDs: []))]) {
            $0.listing = plain
        }
        // Nothing anywhere: said so, as before.
        store.receive(.search("zzz", found: [], cookbook: []), effects: [.show(.message("no meals found for \"zzz\""))])
    }

    @Test("the runner answers search with the cookbook's matches by title, ingredient and tag, blind to accents")
    func runnerSearch() async throws {
        try writeRecipes()
        let runner = runner()
        let creme = try await runner.load(.listing(.search("creme")))
        guard case .search("creme", let found, let cookbook) = creme else { Issue.record("\(creme)"); return }
        #expect(cookbook == [CookbookMatch(entry: CookbookEntry(path: "Creme.cook", name: "Crème Brûlée"))])
        #expect(!found.contains { Cookbook.isCookbookID($0.id) }, "the source's answers are the source's")
        let lemon = try await runner.load(.listing(.search("chicken lemon")))
        guard case .search(_, _, let yours) = lemon else { Issue.record("\(lemon)"); return }
        #expect(yours == [CookbookMatch(entry: Self.chicken, foods: ["lemon"])])
        let tagged = try await runner.load(.listing(.search("quick")))
        guard case .search(_, _, let quick) = tagged else { Issue.record("\(tagged)"); return }
        #expect(quick == [CookbookMatch(entry: Self.chicken, tags: ["quick"])])
        #expect(fileSystem.exists("/cache/sous/cookbook-index"), "the index is kept beside the cache")
    }

    @Test("a source that pages (Edamam): the cookbook's recipes first, marked, then the source's page; next still fetches its next page")
    func shownBesideAPagedSource() {
        var store = SessionTestStore()
        let page = MealPage(items: [MealSummary(id: "recipe_1", name: "Chicken Vesuvio"), MealSummary(id: "recipe_2", name: "Chicken Paprikash")],
                            totalCount: 40, continuation: "next")
        let cookbook = [CookbookMatch(entry: Self.chicken, foods: ["lemon"])]
        var listing = Listing(source: .search("chicken"), items: [MealSummary(id: Self.chicken.path, name: "Roast Chicken")] + page.items,
                              pageSize: 10, details: ["your cookbook, with lemon", "", ""])
        listing.continuation = "next"
        listing.totalCount = 41
        store.receive(.searchPage("chicken", page, cookbook: cookbook), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
        }
        store.send(.next, effects: [.load(.moreItems(.search("chicken"), continuation: "next"))]) {
            $0.inFlight = .next
        }
        // Nothing of the cookbook: the source's first page as before.
        var plain = Listing(source: .search("vesuvio"), items: page.items, pageSize: 10)
        plain.continuation = "next"
        plain.totalCount = 40
        store.receive(.searchPage("vesuvio", page, cookbook: []), effects: [.show(.listing(plain, favoriteIDs: []))]) {
            $0.listing = plain
            $0.inFlight = nil
        }
        // Edamam's capped count ("10000+") stays the cap.
        let capped = MealPage(items: page.items, totalCount: MealPage.countCap, continuation: "next")
        listing.totalCount = MealPage.countCap
        store.receive(.searchPage("chicken", capped, cookbook: cookbook), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
        }
    }

    @Test("the source failed (offline, a server error): the cookbook's recipes are listed, the failure said in one line, retry asks again")
    func shownWhenTheSourceFails() {
        var store = SessionTestStore()
        let failure = SousError.source(.edamam(.unreachable("connection refused")), from: .edamam)
        let cookbook = [CookbookMatch(entry: Self.chicken, foods: ["lemon"])]
        let listing = Listing(source: .search("chicken lemon"), items: [MealSummary(id: Self.chicken.path, name: "Roast Chicken")],
                              pageSize: 10, details: ["your cookbook, with lemon"])
        store.receive(.searchFailed("chicken lemon", failure, cookbook: cookbook), effects: [
            .show(.notice("Edamam cannot be reached (connection refused): type retry · only your cookbook's recipes are listed")),
            .show(.listing(listing, favoriteIDs: [])),
        ]) {
            $0.listing = listing
            $0.retryable = .search("chicken lemon")
        }
        store.send(.retry, effects: [.load(.listing(.search("chicken lemon")))]) {
            $0.retryable = nil
            $0.inFlight = .search("chicken lemon")
        }
    }

    @Test("the source failed and the cookbook found nothing, or the user pressed Ctrl-C: the failure alone, and retry asks again")
    func failureWhenTheCookbookHasNothing() {
        var store = SessionTestStore()
        let failure = SousError.source(.edamam(.unreachable("connection refused")), from: .edamam)
        store.send(.search("vesuvio"), effects: [.load(.listing(.search("vesuvio")))]) { $0.inFlight = .search("vesuvio") }
        store.receive(.searchFailed("vesuvio", failure, cookbook: []), effects: [.show(.error(failure))]) {
            $0.inFlight = nil
            $0.retryable = .search("vesuvio")
        }
        store.send(.search("chicken"), effects: [.load(.listing(.search("chicken")))]) { $0.inFlight = .search("chicken") }
        let cancelled = SousError.source(.cancelled, from: .edamam)
        store.receive(.searchFailed("chicken", cancelled, cookbook: [CookbookMatch(entry: Self.chicken)]), effects: [.show(.error(cancelled))]) {
            $0.inFlight = nil
            $0.retryable = .search("chicken")
        }
    }

    @Test("what a failed search shows: the cookbook's recipes when it found some and the source failed; the failure when not, or on Ctrl-C")
    func failedSearchAnswer() {
        let found = [CookbookMatch(entry: Self.chicken)]
        let down = SousError.source(.unreachable("connection refused"), from: .live)
        #expect(FailedSearch.answer(to: down, cookbook: found) == .cookbookOnly)
        #expect(FailedSearch.answer(to: .source(.httpStatus(503), from: .edamam), cookbook: found) == .cookbookOnly)
        #expect(FailedSearch.answer(to: down, cookbook: []) == .failure)
        #expect(FailedSearch.answer(to: .source(.cancelled), cookbook: found) == .failure)
        #expect(FailedSearch.answer(to: .searchTooShort("a"), cookbook: found) == .failure, "not the source's failure: said as it is")
    }

    @Test("the runner: a search answers the source's meals and the cookbook's matches, or the source's failure beside those matches")
    func runnerBesideOtherSources() async throws {
        try writeRecipes()
        let paged = runner(provider: SearchStub(answer: .success(MealPage(items: [MealSummary(id: "recipe_1", name: "Chicken Vesuvio")],
                                                                          continuation: "next"))))
        let answer = try await paged.load(.listingPage(.search("chicken")))
        #expect(answer == .searchPage("chicken", MealPage(items: [MealSummary(id: "recipe_1", name: "Chicken Vesuvio")], continuation: "next"),
                                      cookbook: [CookbookMatch(entry: Self.chicken)]))

        let down = runner(provider: SearchStub(answer: .failure(.edamam(.httpStatus(503)))))
        for request in [Request.listingPage(.search("chicken")), .listing(.search("chicken"))] {
            let failed = try await down.load(request)
            #expect(failed == .searchFailed("chicken", .source(.edamam(.httpStatus(503)), from: .edamam),
                                            cookbook: [CookbookMatch(entry: Self.chicken)]))
        }
        #expect(try await down.load(.listingPage(.search("vesuvio"))) == .searchFailed("vesuvio", .source(.edamam(.httpStatus(503)), from: .edamam), cookbook: []))
        let cancelled = runner(provider: SearchStub(answer: .failure(.cancelled)))
        #expect(try await cancelled.load(.listingPage(.search("chicken")))
                == .searchFailed("chicken", .source(.cancelled, from: .edamam), cookbook: [CookbookMatch(entry: Self.chicken)]))
    }

    @Test("open <name>: a title of the cookbook, whole or its unique beginning, opens from its file; several are listed in one line")
    func openByName() async throws {
        try writeRecipes()
        let runner = runner()
        #expect(try await runner.load(.cookbookNamed("roast", purpose: .recipe(.open))) == .cookbookNamed("roast", [Self.chicken], purpose: .recipe(.open)))
        let several = try await runner.load(.cookbookNamed("r", purpose: .recipe(.open)))
        #expect(several == .cookbookNamed("r", [CookbookEntry(path: "Rice Pudding.cook", name: "Rice Pudding"), Self.chicken], purpose: .recipe(.open)),
                "\(several)")
        #expect(try await runner.load(.cookbookNamed("Teriyaki Chicken Casserole", purpose: .recipe(.open)))
                == .cookbookNamed("Teriyaki Chicken Casserole", [], purpose: .recipe(.open)))
        let source = try await runner.load(.mealNamed("Teriyaki Chicken Casserole", purpose: .recipe(.open)))
        guard case .mealsNamed(_, let meals, _) = source else { Issue.record("the source is searched, \(source)"); return }
        #expect(meals.first?.id == "52772")

        var store = SessionTestStore()
        store.receive(.cookbookNamed("roast", [Self.chicken], purpose: .recipe(.open)),
                      effects: [.load(.meal(id: "Dinner/Roast Chicken.cook", purpose: .recipe(.open)))])
        let ambiguous = SousError.ambiguousName(.meal, "r", candidates: ["Rice Pudding", "Dinner / Roast Chicken"])
        store.receive(.cookbookNamed("r", [CookbookEntry(path: "Rice Pudding.cook", name: "Rice Pudding"), Self.chicken], purpose: .recipe(.open)),
                      effects: [.show(.error(ambiguous))])
        #expect(ambiguous.message == "'r' could be more than one meal: Rice Pudding, Dinner / Roast Chicken")
        store.receive(.cookbookNamed("Teriyaki Chicken Casserole", [], purpose: .recipe(.open)),
                      effects: [.load(.mealNamed("Teriyaki Chicken Casserole", purpose: .recipe(.open)))])
    }

    @Test("a cookbook recipe named like a catalogue meal is the one open <name> opens; the source is not asked")
    func yoursWinsOverTheCatalogue() async throws {
        try write("---\ntitle: Teriyaki Chicken Casserole\n---\nBake the @chicken{1}.\n", to: "Teriyaki Chicken Casserole.cook")
        let runner = runner()
        var store = SessionTestStore()
        store.send(.open(.name("teriyaki chicken casserole")),
                   effects: [.load(.cookbookNamed("teriyaki chicken casserole", purpose: .recipe(.open)))]) {
            $0.inFlight = .open(.name("teriyaki chicken casserole"))
        }
        let yours = CookbookEntry(path: "Teriyaki Chicken Casserole.cook", name: "Teriyaki Chicken Casserole")
        let answer = try await runner.load(.cookbookNamed("teriyaki chicken casserole", purpose: .recipe(.open)))
        #expect(answer == .cookbookNamed("teriyaki chicken casserole", [yours], purpose: .recipe(.open)))
        store.receive(answer, effects: [.load(.meal(id: yours.path, purpose: .recipe(.open)))])
        guard case .meal(let recipe, .recipe(.open)) = try await runner.load(.meal(id: yours.path, purpose: .recipe(.open))) else {
            Issue.record("the cookbook's recipe did not load"); return
        }
        #expect(recipe.id == yours.path, "the user's recipe, not TheMealDB's 52772")
    }

    @Test("which meal a name means: the cookbook's one title, several named, or the source's exact name, only one, several listed, none")
    func mealByName() {
        let pie = CookbookEntry(path: "Pies/Beef and Mustard Pie.cook", name: "Beef and Mustard Pie", group: "Pies")
        #expect(MealByName.inCookbook([pie]) == .yours(path: pie.path))
        #expect(MealByName.inCookbook([]) == .notYours)
        #expect(MealByName.inCookbook([pie, Self.chicken]) == .several(["Pies / Beef and Mustard Pie", "Dinner / Roast Chicken"]))
        let arepa = Recipe(id: "1", name: "Arepa pelua")
        let withChicken = Recipe(id: "4", name: "Arepa Pelúa con pollo")
        #expect(MealByName.atSource("arepa pelua", among: [withChicken, arepa]) == .meal(arepa), "the exact name, blind to case")
        #expect(MealByName.atSource("arepa", among: [withChicken]) == .meal(withChicken), "the only one found")
        #expect(MealByName.atSource("arepa", among: [withChicken, arepa]) == .choices([withChicken.summary, arepa.summary]))
        #expect(MealByName.atSource("zzz", among: []) == .none)
    }

    @Test("fav on a cookbook recipe is saved, keeps no copy and no picture; favs marks it; open reads the file now; a file gone is one line")
    func favorite() async throws {
        try writeRecipes()
        let runner = runner()
        guard case .meal(let recipe, _) = try await runner.load(.meal(id: Self.chicken.path, purpose: .favorites(.save))) else {
            Issue.record("the recipe did not load"); return
        }
        // The session: no picture kept for it, said saved with where it opens from.
        var store = SessionTestStore(SessionState(openMeal: recipe))
        let saved = Effect.favorites(.save(recipe, source: .offline, savedAt: SessionTestStore.fixedDate, picture: .none))
        store.send(.favorite(nil), effects: [saved])
        store.send(.favorites(.saved(recipe.summary, isSaved: true)), effects: [
            .show(.message("★ Roast Chicken saved to favorites (it opens from its file, Dinner/Roast Chicken.cook)")),
        ])

        // The store: saved for good (not for this session only), read back as a favorite.
        let events = await runner.perform(saved)
        let favorite = Favorite(recipe: recipe, source: .offline, savedAt: SessionTestStore.fixedDate)
        #expect(events == [.favorites(.saved(recipe.summary, isSaved: true)), .favorites(.changed([favorite], problems: []))])

        store.send(.favorites(.changed([favorite], problems: []))) { $0.favorites = [favorite] }
        let listing = Listing(source: .favorites, items: [recipe.summary], pageSize: 10, details: ["your cookbook"])
        store.send(Command.favorites, effects: [.show(.listing(listing, favoriteIDs: [Self.chicken.path]))]) { $0.listing = listing }
        store.send(.open(.number(1)), effects: [.load(.savedMeal(id: Self.chicken.path, name: "Roast Chicken", purpose: .recipe(.open)))]) {
            $0.inFlight = .open(.number(1))
        }

        // Read from the file as it is now.
        try write("---\ntitle: Roast Chicken\n---\nRub the @chicken{1} with @lime{1}.\n", to: "Dinner/Roast Chicken.cook")
        let opened = try await runner.load(.savedMeal(id: Self.chicken.path, name: "Roast Chicken", purpose: .recipe(.open)))
        guard case .meal(let fresh, .recipe(.open)) = opened else { Issue.record("\(opened)"); return }
        #expect(fresh.ingredients.map(\.name) == ["chicken", "lime"])

        try fileSystem.unlink("/sous/cookbook/Dinner/Roast Chicken.cook")
        let gone = SousError.favoriteFileGone(name: "Roast Chicken", path: Self.chicken.path)
        #expect(await runner.perform(.load(.savedMeal(id: Self.chicken.path, name: "Roast Chicken", purpose: .recipe(.open)))) == [.failed(gone)])
        #expect(gone.message == "Roast Chicken is a favorite, but its file Dinner/Roast Chicken.cook is no longer in your cookbook (unfav removes it)")
    }
}

extension InMemoryFileSystem {
    fileprivate func exists(_ path: String) -> Bool { (try? status(ofItemAt: path, followingSymlink: false)) != nil }
}

/// A source that pages, whose searches all answer `answer` (Edamam's shape, a page or a failure).
private struct SearchStub: PagedRecipeProviding {
    let answer: Result<MealPage, MealDBError>

    func sourceKind() async -> SourceKind { .edamam }
    func categories() async throws -> [MealKit.Category] { [] }
    func areas() async throws -> [Area] { [] }
    func ingredients() async throws -> [IngredientInfo] { [] }
    func meals(matching filter: MealFilter) async throws -> [MealSummary] { [] }
    func searchMeals(name: String) async throws -> [Recipe] {
        try answer.get().items.map { Recipe(id: $0.id, name: $0.name) }
    }
    func meals(startingWith letter: Character) async throws -> [Recipe] { [] }
    func meal(id: String) async throws -> Recipe? { nil }
    func randomMeal() async throws -> Recipe { Recipe(id: "recipe_1", name: "x") }
    func firstPage(searching text: String) async throws -> MealPage { try answer.get() }
    func firstPage(matching filter: MealFilter) async throws -> MealPage { try answer.get() }
    func page(after continuation: String) async throws -> MealPage { MealPage(items: []) }
}
