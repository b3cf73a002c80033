import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `plan fill`: the session's choice (which days, which favorites first, the seed), the runner's
/// recipes, and the one line that says what was filled.
@Suite("Plan fill")
struct PlanFillTests {
    typealias P = PlanSessionTests
    static let today = P.today
    static let pie = SessionFixtures.meal("50011", "Pie")
    static let soup = SessionFixtures.meal("50012", "Soup")
    static let stew = SessionFixtures.meal("50013", "Stew")
    static let curry = SessionFixtures.meal("50014", "Curry")
    static let tart = SessionFixtures.meal("50015", "Tart")

    /// Tuesday stir fry ×2, Friday omelette (and a meal last week, one next week); favorites: the stir
    /// fry (already planned), pie and soup.
    static func state() -> SessionState {
        var state = P.state(plan: P.week)
        state.favorites = [P.stirFry, pie, soup].map { Favorite(recipe: $0, source: .offline, savedAt: SessionFixtures.fixedDate) }
        return state
    }

    /// The fill the session asks for from `state` on the day of `clock`.
    static func askedFill(_ state: SessionState, clock: SessionClock = .fixed(P.now)) throws -> PlanFill {
        var session = Session(state: state, clock: clock)
        let effects = session.handle(.command(.plan(.fill)))
        guard case .load(.plan(.fill(let fill)))? = effects.first, effects.count == 1 else {
            Issue.record("not one fill request: \(effects)")
            throw CancellationError()
        }
        return fill
    }

    @Test("the empty days are asked for, favorites not yet planned first, the same way for the same day and plan")
    func theRequest() throws {
        let fill = try Self.askedFill(Self.state())
        let wednesday = Self.today.adding(days: 1)
        #expect(fill.days == [wednesday, wednesday.adding(days: 1), wednesday.adding(days: 3),
                              wednesday.adding(days: 4), wednesday.adding(days: 5)])
        #expect(fill.excluded == ["50001", "50002"], "the week's meals are not chosen again")
        #expect(Set(fill.favoriteIDs) == ["50011", "50012"] && fill.favoriteIDs.count == 2)
        #expect(try Self.askedFill(Self.state()) == fill, "deterministic for one clock and plan")
        let seeds = try (1...5).map { days in
            try Self.askedFill(Self.state(), clock: .fixed(P.now.addingTimeInterval(Double(days) * 86_400))).seed
        }
        #expect(Set(seeds + [fill.seed]).count == 6, "another day chooses anew")

        var store = P.store(Self.state())
        store.send(.plan(.fill), effects: [.load(.plan(.fill(fill)))]) { $0.inFlight = .plan(.fill) }
    }

    @Test("the found recipes go on the empty days in order; one line says how many from where; the week shows")
    func theAnswer() throws {
        let fill = try Self.askedFill(Self.state())
        var store = P.store(Self.state())
        store.send(.plan(.fill), effects: [.load(.plan(.fill(fill)))]) { $0.inFlight = .plan(.fill) }
        let found = PlanFill.Found(favorites: [Self.soup, Self.pie], catalogue: [Self.stew, Self.curry, Self.tart])
        let day = { (offset: Int) in Self.today.adding(days: offset) }
        let filled = MealPlan(entries: P.week.entries + [
            .init(day: day(1), meal: Self.soup), .init(day: day(2), meal: Self.pie), .init(day: day(4), meal: Self.stew),
            .init(day: day(5), meal: Self.curry), .init(day: day(6), meal: Self.tart),
        ])
        let week = PlanWeek(filled, today: Self.today)
        #expect(week.days.map { $0.meals.map(\.meal.name) }
            == [["Stir fry"], ["Soup"], ["Pie"], ["Omelette"], ["Stew"], ["Curry"], ["Tart"]])
        store.receive(.plan(.fill(found)), effects: [
            .plan(.change(.fill(days: MealPlan.week(from: Self.today), candidates: found.all, scale: 1))),
            .show(.message("filled 5 days: 2 from your favorites, 3 from the catalogue")),
            .show(.plan(.week(week, favoriteIDs: ["50001", "50011", "50012"]))),
        ]) {
            $0.inFlight = nil
            $0.listing = Listing(source: .plan, items: week.meals.map(\.meal), pageSize: 10)
            $0.shownPlan = week
        }
        // The store's answer (here the same plan) is the state; open 3 is Pie, from the plan, offline.
        store.send(.plan(.changed(filled, problems: []))) { $0.plan = filled }
        store.send(.open(.number(3)), effects: [.show(.recipe(Self.pie, isFavorite: true))]) { $0.openMeal = Self.pie }
    }

    @Test("too few recipes fill what they can and say how many days stay empty; none at all says what to do")
    func tooFew() throws {
        let fill = try Self.askedFill(Self.state())
        var store = P.store(Self.state())
        store.send(.plan(.fill), effects: [.load(.plan(.fill(fill)))]) { $0.inFlight = .plan(.fill) }
        let found = PlanFill.Found(favorites: [Self.pie])
        let filled = MealPlan(entries: P.week.entries + [.init(day: Self.today.adding(days: 1), meal: Self.pie)])
        store.receive(.plan(.fill(found)), effects: [
            .plan(.change(.fill(days: MealPlan.week(from: Self.today), candidates: [Self.pie], scale: 1))),
            .show(.message("filled 1 day from your favorites · 4 left empty: no other meal to choose from")),
            .show(.plan(.week(PlanWeek(filled, today: Self.today), favoriteIDs: ["50001", "50011", "50012"]))),
        ]) {
            $0.inFlight = nil
            $0.listing = Listing(source: .plan, items: [P.stirFry.summary, Self.pie.summary, P.omelette.summary], pageSize: 10)
            $0.shownPlan = PlanWeek(filled, today: Self.today)
        }

        var none = P.store(P.state())
        let nothing = try Self.askedFill(P.state())
        #expect(nothing.favoriteIDs.isEmpty)
        none.send(.plan(.fill), effects: [.load(.plan(.fill(nothing)))]) { $0.inFlight = .plan(.fill) }
        none.receive(.plan(.fill(PlanFill.Found())), effects: [
            .show(.message("no meal left to fill the week with: fav some meals, or plan <day> puts the open meal on a day")),
        ]) { $0.inFlight = nil }
    }

    @Test("a week with no empty day says so and asks for nothing")
    func nothingToFill() {
        let full = MealPlan(entries: MealPlan.week(from: Self.today).enumerated().map { offset, day in
            .init(day: day, meal: SessionFixtures.meal(String(50_100 + offset), "Meal \(offset)"))
        })
        var store = P.store(P.state(plan: full))
        store.send(.plan(.fill), effects: [
            .show(.message("every day from Tue 1 Dec to Mon 7 Dec has a meal: nothing to fill")),
        ])
    }

    // MARK: The runner

    static let catalogueMeals = (1...8).map { SessionFixtures.meal(String(52_000 + $0), "Catalogue \($0)") }

    static func runner(catalogue: [Recipe] = catalogueMeals, provider: any RecipeProviding = OfflineCatalog(),
                       favorites: [Recipe] = [pie, soup, stew]) async -> EffectRunner {
        let store = FileFavoritesStore.inMemory()
        for meal in favorites { _ = await store.add(meal, source: .offline, savedAt: SessionFixtures.fixedDate) }
        return EffectRunner(provider: provider, favorites: store, history: FileHistoryStore.inMemory(),
                            catalog: OfflineCatalog(meals: catalogue, categories: [], areas: [], ingredients: []))
    }

    static func fill(days: Int, favorites: [String], excluded: Set<String> = [], seed: UInt64 = 7) -> PlanFill {
        PlanFill(days: (0..<days).map { Self.today.adding(days: $0) }, favoriteIDs: favorites, excluded: excluded, seed: seed)
    }

    @Test("the runner reads favorites in the order asked, then the catalogue by the seed, never a meal twice or one excluded")
    func runnerChooses() async throws {
        let runner = await Self.runner()
        let found = try await runner.mealsToFill(Self.fill(days: 5, favorites: ["50012", "50013", "50011"],
                                                           excluded: ["50013", "52001"]))
        #expect(found.favorites == [Self.soup, Self.pie], "the excluded stew is passed over")
        #expect(found.catalogue.count == 3 && found.source.isEmpty)
        #expect(!found.catalogue.contains { $0.id == "52001" })
        #expect(Set(found.all.map(\.id)).count == 5)
        #expect(found.catalogue.allSatisfy { $0.stepTexts == ["Cook it."] }, "whole recipes, so the plan opens offline")
        let again = try await runner.mealsToFill(Self.fill(days: 5, favorites: ["50012", "50013", "50011"], excluded: ["50013", "52001"]))
        #expect(again == found, "the same seed chooses the same meals")
        var choices: Set<[String]> = []
        for seed in UInt64(1)...6 {
            choices.insert(try await runner.mealsToFill(Self.fill(days: 3, favorites: [], seed: seed)).catalogue.map(\.id))
        }
        #expect(choices.count > 1, "other seeds choose other meals")
        // A favorite that is not saved (removed in another shell) is skipped, not an error.
        #expect(try await runner.mealsToFill(Self.fill(days: 1, favorites: ["59999", "50011"])).favorites == [Self.pie])
    }

    @Test("the fill's choice is a pure function of its seed: mains first, then the rest, none taken, each once")
    func cataloguePicks() async {
        func meal(_ id: String, _ category: String) -> Recipe {
            Recipe(id: id, name: "\(category) \(id)", category: category, instructions: "Cook it.", ingredients: [])
        }
        let outlines = await OfflineCatalog(meals: [meal("52001", "Dessert"), meal("52002", "Beef"), meal("52003", "Side"),
                                                    meal("52004", "Vegan"), meal("52005", "Chicken")],
                                            categories: [], areas: [], ingredients: []).outlines()
        let fill = Self.fill(days: 3, favorites: [])
        let picks = fill.cataloguePicks(among: outlines, taken: ["52004"])
        #expect(Set(picks.prefix(2)) == ["52002", "52005"] && Set(picks.suffix(2)) == ["52001", "52003"] && picks.count == 4)
        #expect(fill.cataloguePicks(among: outlines.reversed(), taken: ["52004"]) == picks, "the index's order does not matter")
        var orders: Set<[String]> = []
        for seed in UInt64(1)...8 { orders.insert(Self.fill(days: 3, favorites: [], seed: seed).cataloguePicks(among: outlines, taken: [])) }
        #expect(orders.count > 1, "other seeds choose other meals")
        #expect(Self.fill(days: 2, favorites: ["50012", "50011", "50012", "50013"], excluded: ["50013"]).favoritesToTry == ["50012", "50011"])
    }

    @Test("the catalogue gives main courses first: a dessert, side, starter or breakfast only when they run out")
    func mainsFirst() async throws {
        func meal(_ id: String, _ category: String) -> Recipe {
            Recipe(id: id, name: "\(category) \(id)", category: category, instructions: "Cook it.", ingredients: [])
        }
        let catalogue = [meal("52001", "Dessert"), meal("52002", "Beef"), meal("52003", "Side"), meal("52004", "Vegan"),
                         meal("52005", "Starter"), meal("52006", "Breakfast")]
        let runner = await Self.runner(catalogue: catalogue, favorites: [])
        for seed in UInt64(1)...4 {
            #expect(Set(try await runner.mealsToFill(Self.fill(days: 2, favorites: [], seed: seed)).catalogue.map(\.id)) == ["52002", "52004"])
        }
        let three = try await runner.mealsToFill(Self.fill(days: 3, favorites: [])).catalogue.map(\.category)
        #expect(three.prefix(2).allSatisfy { $0 == "Beef" || $0 == "Vegan" } && three.count == 3)
    }

    @Test("a sweet filed by diet is no dinner: Vegan Chocolate Cake waits with the desserts; savoury cakes and pies do not")
    func sweetsByDietWait() async throws {
        func meal(_ id: String, _ name: String, _ category: String) -> Recipe {
            Recipe(id: id, name: name, category: category, instructions: "Cook it.", ingredients: [])
        }
        let catalogue = [meal("52001", "Vegan Chocolate Cake", "Vegan"), meal("52002", "Vegan Lasagna", "Vegan"),
                         meal("52003", "Provençal Omelette Cake", "Vegetarian"), meal("52004", "Vietnamese caramel trout", "Seafood")]
        let runner = await Self.runner(catalogue: catalogue, favorites: [])
        for seed in UInt64(1)...4 {
            #expect(Set(try await runner.mealsToFill(Self.fill(days: 3, favorites: [], seed: seed)).catalogue.map(\.name))
                == ["Vegan Lasagna", "Provençal Omelette Cake", "Vietnamese caramel trout"])
        }
        #expect(try await runner.mealsToFill(Self.fill(days: 4, favorites: [])).catalogue.last?.name == "Vegan Chocolate Cake",
                "still chosen once the mains run out")

        // On the real catalogue the names rule keeps out exactly these, and no main course of a meat or
        // fish category is read by name at all.
        let outlines = await OfflineCatalog().outlines()
        let byCategory = ["Dessert", "Side", "Starter", "Breakfast"]
        let byName = outlines.filter { !byCategory.contains($0.category ?? "") && !PlanFill.isDayMeal(named: $0.name, category: $0.category) }
        #expect(byName.map(\.name).sorted() == ["Vegan Chocolate Cake", "Yorkshire Puddings"])
        #expect(outlines.filter { $0.category == "Dessert" }.allSatisfy { !PlanFill.isDayMeal(named: $0.name, category: $0.category) })
        // 552 meals, less 109 desserts, 35 sides, 6 starters, 13 breakfasts and the two above.
        let mains = outlines.filter { PlanFill.isDayMeal(named: $0.name, category: $0.category) }
        #expect(mains.count == 387)
    }

    @Test("only when the catalogue runs out does the source give random meals; a source that fails costs only those")
    func runnerFallsBackToTheSource() async throws {
        let random = SessionFixtures.meal("53001", "Random one")
        let source = OfflineCatalog(meals: [random], categories: [], areas: [], ingredients: [], pickIndex: { _ in 0 })
        let runner = await Self.runner(catalogue: Array(Self.catalogueMeals.prefix(2)), provider: source, favorites: [])
        let found = try await runner.mealsToFill(Self.fill(days: 4, favorites: []))
        #expect(Set(found.catalogue.map(\.id)) == ["52001", "52002"])
        #expect(found.source == [random])

        let unreachable = await Self.runner(catalogue: Array(Self.catalogueMeals.prefix(2)), provider: UnreachableProvider(), favorites: [])
        let some = try await unreachable.mealsToFill(Self.fill(days: 4, favorites: []))
        #expect(some.catalogue.count == 2 && some.sourceFailure == .source(.unreachable("no route")))
        #expect(some.failure == nil, "some days filled is worth more than an error")
        let empty = await Self.runner(catalogue: [], provider: UnreachableProvider(), favorites: [])
        let none = PlanFill.Found(sourceFailure: .source(.unreachable("no route")))
        #expect(await empty.perform(.load(.plan(.fill(Self.fill(days: 2, favorites: []))))) == [.loaded(.plan(.fill(none)))])
        #expect(none.failure == .source(.unreachable("no route")), "nothing found: the failure is the answer")
    }

    @Test("a fill whose source failed and found nothing is the failure, and retry asks again")
    func sourceFailed() throws {
        let failure = SousError.source(.unreachable("no route"))
        let fill = try Self.askedFill(P.state())
        var store = P.store(P.state())
        store.send(.plan(.fill), effects: [.load(.plan(.fill(fill)))]) { $0.inFlight = .plan(.fill) }
        store.receive(.plan(.fill(PlanFill.Found(sourceFailure: failure))), effects: [.show(.error(failure))]) {
            $0.inFlight = nil
            $0.retryable = .plan(.fill)
        }
    }
}
