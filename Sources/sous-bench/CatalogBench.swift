import Foundation
import MealKit
import SousCore

/// Figure 7 in process: the offline catalogue once started: each of its recipes read by id (the
/// catalogue's own part of `open`), `open` of every meal through `ShellEngine` with its screens
/// rendered, and `cook` and `with` over the whole catalogue.
///
/// The first-answer figures (a listing right after start) are whole processes, timed by bench.py.
enum CatalogBench {
    struct Result: Codable, Sendable {
        var meals: Int
        /// Per round: the median and the slowest `OfflineCatalog.meal(id:)` over all the meals (ns).
        var recipeMedian: Figure
        var recipeSlowest: Figure
        /// Per round: the median and the slowest `open <id>` over all the catalogue's meals (ns).
        var openMedian: Figure
        var openSlowest: Figure
        /// The meal whose `open` was slowest in the last round.
        var slowestMeal: String
        /// `cook` with a three-item pantry, and `with chicken, lemon` (ns).
        var cook: Figure
        var with: Figure
    }

    static func run(rounds: Int) async throws -> Result {
        let outlines = await OfflineCatalog().outlines()
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        let engine = ShellEngine(runner: EffectRunner(
            provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
            pantry: FilePantryStore.inMemory()), state: SessionState(source: .offline))
        _ = await engine.start()
        _ = await engine.execute(line: "pantry add chicken, rice, garlic")

        func timed(_ line: String) async -> Double {
            await Stopwatch.time {
                let outcome = await engine.execute(line: line)
                for screen in outcome.screens { _ = renderer.render(screen) }
            }
        }

        let catalog = OfflineCatalog()
        var recipeMedian = Samples(), recipeSlowest = Samples()
        var openMedian = Samples(), openSlowest = Samples(), cook = Samples(), with = Samples()
        var slowestMeal = ""
        for _ in 0..<rounds {
            var recipes = Samples()
            for outline in outlines {
                recipes.append(try await Stopwatch.time { _ = try await catalog.meal(id: outline.id) })
            }
            recipeMedian.append(recipes.median)
            recipeSlowest.append(recipes.max)
            var round = Samples()
            var slowest = (time: 0.0, name: "")
            for outline in outlines {
                let elapsed = await timed("open \(outline.id)")
                round.append(elapsed)
                if elapsed > slowest.time { slowest = (elapsed, "\(outline.id) \(outline.name)") }
            }
            openMedian.append(round.median)
            openSlowest.append(round.max)
            slowestMeal = slowest.name
            cook.append(await timed("cook"))
            with.append(await timed("with chicken, lemon"))
        }
        return Result(meals: outlines.count, recipeMedian: recipeMedian.summary, recipeSlowest: recipeSlowest.summary,
                      openMedian: openMedian.summary, openSlowest: openSlowest.summary,
                      slowestMeal: slowestMeal, cook: cook.summary, with: with.summary)
    }
}
