import Foundation
import MealKit
import Testing
@testable import SousCore

/// The runner against the real bundled catalogue: what a user gets for each request.
@Suite("Effect runner on the offline catalogue")
struct EffectRunnerTests {
    let runner = EffectRunner(provider: OfflineCatalog(pickIndex: { _ in 0 }),
                              favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory())

    @Test("names: the catalogue's categories, cuisines and ingredients, for the session to resolve what was typed")
    func names() async throws {
        guard case .names(let categories, for: .category("bee")) = try await runner.load(.names(.category("bee"))) else {
            Issue.record("no category names"); return
        }
        #expect(categories.contains("Beef") && categories.contains("Seafood"))
        guard case .names(let areas, for: .area("ital")) = try await runner.load(.names(.area("ital"))) else {
            Issue.record("no cuisine names"); return
        }
        #expect(areas.contains("Italian"))
        guard case .names(let ingredients, for: .ingredient("chick")) = try await runner.load(.names(.ingredient("chick"))) else {
            Issue.record("no ingredient names"); return
        }
        #expect(ingredients.contains("Chicken"))
        #expect(try await runner.load(.names(.search("pie"))) == .names([], for: .search("pie")))
    }

    @Test("a listing is asked by its exact name, as given")
    func listing() async throws {
        let response = try await runner.load(.listing(.category("Beef")))
        guard case .listing(.category("Beef"), let items) = response else { Issue.record("\(response)"); return }
        #expect(items.count == 75)
        let italian = try await runner.load(.listing(.area("Italian")))
        guard case .listing(.area("Italian"), let meals) = italian else { Issue.record("\(italian)"); return }
        #expect(meals.count == 21)
    }

    @Test("an ingredient missing from the old ingredient list still finds meals")
    func ingredient() async throws {
        let response = try await runner.load(.listing(.ingredient("chicken breast")))
        guard case .listing(.ingredient, let items) = response else { Issue.record("\(response)"); return }
        #expect(!items.isEmpty)
        #expect(try await runner.load(.listing(.ingredient("unobtainium"))) == .listing(.ingredient("unobtainium"), []))
    }

    @Test("a name asked of the source answers every meal whose name holds it, for the session to pick")
    func mealsNamed() async throws {
        let exact = try await runner.load(.mealNamed("arepa pelua", purpose: .recipe(.open)))
        guard case .mealsNamed("arepa pelua", let arepas, .recipe(.open)) = exact else { Issue.record("\(exact)"); return }
        #expect(arepas.map(\.name).contains("Arepa pelua"))
        let several = try await runner.load(.mealNamed("pie", purpose: .favorites(.save)))
        guard case .mealsNamed("pie", let pies, .favorites(.save)) = several else { Issue.record("\(several)"); return }
        #expect(pies.count > 1)
        #expect(try await runner.load(.mealNamed("zzzzzz", purpose: .recipe(.open))) == .mealsNamed("zzzzzz", [], purpose: .recipe(.open)))
    }

    @Test("an unknown id is a clear failure")
    func unknownID() async {
        #expect(await runner.perform(.load(.meal(id: "1", purpose: .recipe(.open)))) == [.failed(.noMealWithID("1"))])
    }

    @Test("ingredients come back whole, with the prefix for the session to filter by")
    func ingredientsPrefix() async throws {
        let response = try await runner.load(.ingredients(prefix: "chick"))
        guard case .ingredients(let list, "chick") = response else { Issue.record("\(response)"); return }
        #expect(list.count > 100)
    }

    @Test("saving and removing favorites goes through the store")
    func favorites() async throws {
        let meal = Recipe(id: "52772", name: "Teriyaki Chicken Casserole")
        let favorite = Favorite(recipe: meal, source: .offline, savedAt: Date(timeIntervalSince1970: 0))
        #expect(await runner.perform(.favorites(.save(meal, source: .offline, savedAt: Date(timeIntervalSince1970: 0), picture: .none)))
                == [.favorites(.saved(meal.summary, isSaved: true)), .favorites(.changed([favorite], problems: []))])
        #expect(try await runner.load(.savedMeal(id: "52772", name: meal.name, purpose: .recipe(.open))) == .meal(meal, purpose: .recipe(.open)))
        #expect(await runner.perform(.favorites(.remove(MealSummary(id: "52772", name: "Teriyaki")))) == [
            .favorites(.removed(MealSummary(id: "52772", name: "Teriyaki"), isSaved: true)), .favorites(.changed([], problems: [])),
        ])
        #expect(await runner.perform(.load(.savedMeal(id: "52772", name: meal.name, purpose: .recipe(.open))))
                == [.failed(.savedRecipeUnreadable(name: meal.name, id: "52772"))])
    }

    @Test("history is recorded as the effect says and read back")
    func history() async throws {
        let entry = HistoryEntry(line: "cat Beef", date: Date(timeIntervalSince1970: 0))
        #expect(await runner.perform(.recordHistory(entry)) == [.historySaved(problems: [])])
        #expect(try await runner.load(.history(limit: 5)) == .history([entry], limit: 5))
    }

    @Test("a load after the source fell back gives its notices and the new source before the answer")
    func sourceNotices() async throws {
        let offline = OfflineCatalog()
        let provider = FallbackProvider(primary: UnreachableProvider(), fallback: offline)
        let runner = EffectRunner(provider: provider, favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory())
        let events = await runner.perform(.load(.categories))
        let categories = try await offline.categories()
        #expect(events.count == 3)
        guard case .sourceNotice(.usingOffline) = events.first else { Issue.record("\(events)"); return }
        // The catalogue's meals in each category, counted here from its outlines.
        let counts = Dictionary(grouping: await offline.outlines().compactMap(\.category), by: { $0 }).mapValues(\.count)
        #expect(counts["Beef"] == 75 && counts["Goat"] == 1 && counts.count == 14)
        #expect(Array(events.dropFirst()) == [.sourceChanged(.offline), .loaded(.categories(categories, mealCounts: counts))])
        #expect(await runner.perform(.load(.categories)) == [.loaded(.categories(categories, mealCounts: counts))], "said once")
    }
}

/// TheMealDB out of reach: every request fails as a connection would.
struct UnreachableProvider: RecipeProviding {
    func categories() async throws -> [MealKit.Category] { throw MealDBError.unreachable("no route") }
    func areas() async throws -> [Area] { throw MealDBError.unreachable("no route") }
    func ingredients() async throws -> [IngredientInfo] { throw MealDBError.unreachable("no route") }
    func meals(matching filter: MealFilter) async throws -> [MealSummary] { throw MealDBError.unreachable("no route") }
    func searchMeals(name: String) async throws -> [Recipe] { throw MealDBError.unreachable("no route") }
    func meals(startingWith letter: Character) async throws -> [Recipe] { throw MealDBError.unreachable("no route") }
    func meal(id: String) async throws -> Recipe? { throw MealDBError.unreachable("no route") }
    func randomMeal() async throws -> Recipe { throw MealDBError.unreachable("no route") }
}

@Suite("Shell engine")
struct ShellEngineTests {
    @Test("a line runs through parse, session and effects; errors mark the outcome failed")
    func lines() async {
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                                      history: FileHistoryStore.inMemory()))
        _ = await engine.start()
        let listing = await engine.execute(line: "cat Beef")
        #expect(!listing.failed)
        #expect(await engine.state.prompt == "sous offline [Beef 1/8]> ")
        let wrong = await engine.execute(line: "open 99")
        #expect(wrong.failed)
        #expect(wrong.screens == [.error(.noItem(99, count: 75))])
        #expect(await engine.execute(line: "   ").screens.isEmpty)
    }

    @Test("names typed in part resolve against the catalogue, typo and ambiguity included")
    func nameResolution() async {
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                                      history: FileHistoryStore.inMemory()))
        _ = await engine.start()
        #expect(await !engine.execute(line: "cat bee").failed)
        #expect(await engine.state.prompt == "sous offline [Beef 1/8]> ")
        #expect(await engine.execute(line: "cat Beeef").screens == [.error(.noSuchName(.category, "Beeef", suggestion: "Beef"))])
        #expect(await engine.execute(line: "cat s").screens
                == [.error(.ambiguousName(.category, "s", candidates: ["Seafood", "Side", "Starter"]))])
        #expect(await !engine.execute(line: "area ital").failed)
        #expect(await engine.state.listing?.source == .area("Italian"))
        #expect(await engine.state.listing?.items.count == 21)
        guard case .error(.noSuchName(.ingredient, "unobtainium", _)) = await engine.execute(line: "ing unobtainium").screens.first else {
            Issue.record("an unknown ingredient was not refused"); return
        }
        #expect(await !engine.execute(line: "open arepa pelua").failed)
        #expect(await engine.state.openMeal?.name == "Arepa pelua")
        #expect(await engine.state.inFlight == nil)
    }

    @Test("history skips lines starting with a space and repeats")
    func history() async {
        let store = FileHistoryStore.inMemory()
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                                      history: store, hostServices: HostServices(clock: .fixed(Date(timeIntervalSince1970: 0)))))
        _ = await engine.start()
        var recorded: [String?] = []
        for line in ["cat Beef", "cat Beef", " secret", "next", "cat Beef"] {
            let outcome = await engine.record(line: line)
            #expect(outcome.screens.isEmpty)
            recorded.append(outcome.recorded)
        }
        #expect(recorded == ["cat Beef", nil, nil, "next", "cat Beef"])
        #expect(await store.load().value == [
            HistoryEntry(line: "cat Beef", date: Date(timeIntervalSince1970: 0)),
            HistoryEntry(line: "next", date: Date(timeIntervalSince1970: 0)),
            HistoryEntry(line: "cat Beef", date: Date(timeIntervalSince1970: 0)),
        ])
    }

    @Test("a favorites file problem is told once, at the first command that reads the stores")
    func startNotices() async {
        let problem = StorageProblem.corrupt(path: "f.json", movedTo: "f.json.corrupt-1", recovered: 2)
        struct BrokenFavorites: FavoritesStoring {
            let problem: StorageProblem
            func load() async -> Stored<[Favorite]> { Stored([], problems: [problem]) }
            func apply(_ change: Favorite.Change) async -> Stored<[Favorite]> { Stored([]) }
            func recipe(forMealID mealID: String) async -> Stored<Recipe?> { Stored(nil) }
            func refreshIfChanged() async -> Stored<[Favorite]>? { nil }
            func saveWaitingChanges() async -> Int { 0 }
        }
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: BrokenFavorites(problem: problem),
                                                      history: FileHistoryStore.inMemory()))
        #expect(await engine.start().isEmpty)
        // `help` and `quit` read no store: the problem waits for a command that does.
        #expect(await engine.execute(line: "help quit").screens.contains(.notice(problem.userMessage)) == false)
        let favorites = await engine.execute(line: "favs").screens
        #expect(favorites.first == .notice(problem.userMessage))
        #expect(await engine.execute(line: "favs").screens.contains(.notice(problem.userMessage)) == false)
    }
}
