import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `plan`, `plan fill` and `steps` as the shell shows them, from the real catalogue through the engine,
/// on Tuesday 1 December 2026: golden at 80 columns, and words kept whole at 60.
@Suite("Screens: plan, plan fill, steps")
struct PlanScreenTests {
    static let today = PlanSessionTests.today

    /// The week: today the teriyaki ×2 (a favorite) and the long-named eggplant, Thursday the arepa
    /// halved, Saturday a pie; one meal last Monday and one the Wednesday after the week. Two more
    /// favorites wait for `plan fill`.
    static func engine() async throws -> ShellEngine {
        let catalog = OfflineCatalog()
        func meal(_ id: String) async throws -> Recipe { try #require(try await catalog.meal(id: id)) }
        let teriyaki = try await meal("52772")
        let plan = MealPlan(entries: [
            .init(day: today, meal: teriyaki, scale: 2),
            .init(day: today, meal: try await meal("52817")),
            .init(day: today.adding(days: 2), meal: try #require(try await catalog.meals(startingWith: "A").first { $0.name == "Arepa pelua" }), scale: 0.5),
            .init(day: today.adding(days: 4), meal: try await meal("52874")),
            .init(day: today.adding(days: -1), meal: try await meal("52770")),
            .init(day: today.adding(days: 8), meal: try await meal("52767")),
        ])
        let favorites = FileFavoritesStore.inMemory()
        for id in ["52772", "52768", "52795"] {
            _ = await favorites.add(try await meal(id), source: .offline, savedAt: SessionTestStore.fixedDate)
        }
        let runner = EffectRunner(provider: catalog, favorites: favorites, history: FileHistoryStore.inMemory(),
                                  plan: FilePlanStore.inMemory(plan), hostServices: HostServices(clock: .fixed(PlanSessionTests.now)))
        let engine = ShellEngine(runner: runner)
        _ = await engine.start()
        return engine
    }

    static let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("plan: a heading a day, today marked, two meals on one, scales, an empty day said, the meals outside counted")
    func week() async throws {
        let engine = try await Self.engine()
        let shown = await engine.execute(line: "plan").screens
        try GoldenScreen.check("plan-week", shown, renderer: Self.renderer)
        // open 2 is the second meal of the week as numbered.
        let opened = await engine.execute(line: "open 2").screens
        guard case .recipe(let meal, _)? = opened.first else { Issue.record("\(opened)"); return }
        #expect(meal.id == "52817")
    }

    @Test("plan fill: one line, then the week with each empty day given a meal, favorites first")
    func fill() async throws {
        let engine = try await Self.engine()
        let filled = await engine.execute(line: "plan fill").screens
        try GoldenScreen.check("plan-fill", filled, renderer: Self.renderer)
        #expect(filled.first == .message("filled 4 days: 2 from your favorites, 2 from the catalogue"))
        let week = PlanWeek(await engine.state.plan, today: Self.today)
        #expect(week.emptyDays.isEmpty)
        #expect(Set(week.meals.map(\.meal.id)).count == week.meals.count, "no meal twice in the week")
        #expect(await engine.execute(line: "plan fill").screens
            == [.message("every day from Tue 1 Dec to Mon 7 Dec has a meal: nothing to fill")])
    }

    @Test("steps: each step whole, what it uses scaled, the timer it offers, the keys")
    func steps() async throws {
        let engine = try await Self.engine()
        _ = await engine.execute(line: "plan")
        _ = await engine.execute(line: "open 1")
        var screens = await engine.execute(line: "steps").screens
        for _ in 1...3 { screens += await engine.execute(line: "").screens }
        #expect(await engine.state.prompt == "sous offline [plan 1/1] step 4/6> ")
        try GoldenScreen.check("steps-52772-x2", screens, renderer: Self.renderer)
    }

    @Test("at 60 columns a long meal name wraps at words under itself, clear of the numbers")
    func narrow() async throws {
        let engine = try await Self.engine()
        let shown = await engine.execute(line: "plan").screens
        let lines = shown.flatMap(ScreenRenderer(width: 60, utcOffset: .utc).render).map(\.plainText)
        #expect(lines.allSatisfy { TextLayout.displayWidth($0) <= 60 }, "\(lines)")
        let first = try #require(lines.firstIndex { $0.hasPrefix("   2  Stovetop") })
        #expect(lines[first] == "   2  Stovetop Eggplant With Harissa, Chickpeas, and Cumin")
        #expect(lines[first + 1] == "      Yogurt")
        #expect(lines.contains(" also planned: 1 meal before today, 1 after Mon 7 Dec (plan"))
        #expect(lines.contains("   prev, plan next)"))
    }

    @Test("help plan tells how to plan, fill, shop and cook the week")
    func help() {
        let text = HelpText.lines(topic: "plan", width: 80).map(\.plainText).joined(separator: "\n")
        for words in ["open 2 opens meal 2 at", "mon … sun", "plan fill gives each empty day one meal: your favorites first",
                      "plan shop puts the week on the shopping list", "plan remove n", "plan clear", "steps then cooks it"] {
            #expect(text.replacingOccurrences(of: "\n   ", with: " ").contains(words), "help plan lacks '\(words)'")
        }
    }

    @Test("plan as JSON: the days with their meals numbered, and the count outside the week")
    func json() async throws {
        let engine = try await Self.engine()
        let shown = try #require(await engine.execute(line: "plan").screens.first)
        let data = Data(Self.renderer.json(shown).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["kind"] as? String == "plan")
        #expect(object["from"] as? String == "2026-12-01" && object["to"] as? String == "2026-12-07")
        #expect(object["before"] as? Int == 1 && object["after"] as? Int == 1)
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.map { $0["today"] as? Bool } == [true, false, false, false, false, false, false])
        let meals = days.map { ($0["meals"] as? [[String: Any]] ?? []).map { $0["number"] as? Int ?? 0 } }
        #expect(meals == [[1, 2], [], [3], [], [4], [], []])
        #expect((days[0]["meals"] as? [[String: Any]])?.first?["scale"] as? Double == 2)
    }
}
