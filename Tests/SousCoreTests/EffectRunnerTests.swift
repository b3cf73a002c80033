import Foundation
import MealKit
import Testing
@testable import SousCore

/// The runner against the real bundled catalogue: what a user gets for each request.
@Suite("Effect runner on the offline catalogue")
struct EffectRunnerTests {
    let runner = EffectRunner(provider: OfflineCatalog(pickIndex: { _ in 0 }),
                              favorites: FileFavoritesStore.inMemory(), history: InMemoryHistoryStore())

    @Test("a category typed by prefix resolves to its name and its 75 meals")
    func categoryByPrefix() async throws {
        let response = try await runner.load(.listing(.category("bee")))
        guard case .listing(let source, let items) = response else { Issue.record("\(response)"); return }
        #expect(source == .category("Beef"))
        #expect(items.count == 75)
    }

    @Test("a misspelt category suggests the right one")
    func categoryTypo() async {
        let event = await runner.perform(.load(.listing(.category("Beeef"))))
        #expect(event == .failed(.noSuchName(.category, "Beeef", suggestion: "Beef")))
    }

    @Test("an ambiguous prefix lists the candidates")
    func ambiguous() async {
        let event = await runner.perform(.load(.listing(.category("s"))))
        #expect(event == .failed(.ambiguousName(.category, "s", candidates: ["Seafood", "Side", "Starter"])))
    }

    @Test("cuisines resolve the same way, typo included")
    func area() async throws {
        let response = try await runner.load(.listing(.area("ital")))
        guard case .listing(.area("Italian"), let items) = response else { Issue.record("\(response)"); return }
        #expect(items.count == 21)
    }

    @Test("an ingredient missing from the old ingredient list still finds meals")
    func ingredient() async throws {
        let response = try await runner.load(.listing(.ingredient("chicken breast")))
        guard case .listing(.ingredient, let items) = response else { Issue.record("\(response)"); return }
        #expect(!items.isEmpty)
        let missing = await runner.perform(.load(.listing(.ingredient("unobtainium"))))
        guard case .failed(.noSuchName(.ingredient, "unobtainium", _)) = missing else { Issue.record("\(String(describing: missing))"); return }
    }

    @Test("open by a name that matches one meal exactly opens it; several list them")
    func mealNamed() async throws {
        let exact = try await runner.load(.mealNamed("arepa pelua", purpose: .open))
        guard case .meal(let meal, .open) = exact else { Issue.record("\(exact)"); return }
        #expect(meal.name == "Arepa pelua")
        let several = try await runner.load(.mealNamed("pie", purpose: .open))
        guard case .listing(.search("pie"), let items) = several else { Issue.record("\(several)"); return }
        #expect(items.count > 1)
        let none = await runner.perform(.load(.mealNamed("zzzzzz", purpose: .open)))
        #expect(none == .failed(.noSuchMeal("zzzzzz")))
    }

    @Test("an unknown id is a clear failure")
    func unknownID() async {
        #expect(await runner.perform(.load(.meal(id: "1", purpose: .open))) == .failed(.noSuchMeal("1")))
    }

    @Test("ingredients filter by prefix, accent-blind, sorted")
    func ingredientsPrefix() async throws {
        let response = try await runner.load(.ingredients(prefix: "chick"))
        guard case .ingredients(let list, "chick") = response else { Issue.record("\(response)"); return }
        #expect(!list.isEmpty)
        #expect(list.allSatisfy { $0.name.lowercased().hasPrefix("chick") })
        #expect(list.map(\.name) == list.map(\.name).sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
    }

    @Test("saving and removing favorites goes through the store")
    func favorites() async throws {
        let meal = MealDetail(id: "52772", name: "Teriyaki Chicken Casserole")
        let favorite = Favorite(recipe: meal, source: .offline, savedAt: Date(timeIntervalSince1970: 0))
        #expect(await runner.perform(.saveFavorite(meal, source: .offline, savedAt: Date(timeIntervalSince1970: 0)))
                == .favoritesChanged([favorite], problems: []))
        #expect(try await runner.load(.savedMeal(id: "52772", name: meal.name, purpose: .open)) == .meal(meal, purpose: .open))
        #expect(await runner.perform(.removeFavorite(mealID: "52772")) == .favoritesChanged([], problems: []))
        #expect(await runner.perform(.load(.savedMeal(id: "52772", name: meal.name, purpose: .open)))
                == .failed(.savedRecipeUnreadable(name: meal.name, id: "52772")))
    }
}

@Suite("Shell engine")
struct ShellEngineTests {
    @Test("a line runs through parse, session and effects; errors mark the outcome failed")
    func lines() async {
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                                      history: InMemoryHistoryStore()))
        _ = await engine.start()
        let listing = await engine.execute(line: "cat Beef")
        #expect(!listing.failed)
        #expect(await engine.state.prompt == "sous offline [Beef 1/8]> ")
        let wrong = await engine.execute(line: "open 99")
        #expect(wrong.failed)
        #expect(wrong.screens == [.error(.noItem(99, count: 75))])
        #expect(await engine.execute(line: "   ").screens.isEmpty)
    }

    @Test("history skips lines starting with a space and repeats")
    func history() async {
        let store = InMemoryHistoryStore()
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                                      history: store), now: { Date(timeIntervalSince1970: 0) })
        _ = await engine.start()
        for line in ["cat Beef", "cat Beef", " secret", "next", "cat Beef"] {
            _ = await engine.record(line: line)
        }
        #expect(await store.load().value.map(\.line) == ["cat Beef", "next", "cat Beef"])
    }

    @Test("a favorites file problem is told once at start")
    func startNotices() async {
        let problem = StorageProblem.corrupt(path: "f.json", movedTo: "f.json.corrupt-1", recovered: 2)
        struct BrokenFavorites: FavoritesStoring {
            let problem: StorageProblem
            func load() async -> Stored<[Favorite]> { Stored([], problems: [problem]) }
            func apply(_ change: Favorite.Change) async -> Stored<[Favorite]> { Stored([]) }
            func recipe(forMealID mealID: String) async -> Stored<MealDetail?> { Stored(nil) }
            func refreshIfChanged() async -> Stored<[Favorite]>? { nil }
        }
        let engine = ShellEngine(runner: EffectRunner(provider: OfflineCatalog(), favorites: BrokenFavorites(problem: problem),
                                                      history: InMemoryHistoryStore()))
        #expect(await engine.start() == [.notice(problem.userMessage)])
    }
}
