import Foundation
import MealKit
import SousCore

/// The names Tab completion chooses among: the catalogue's and the current listing's.
struct CompletionData: Sendable {
    var categories: [String]
    var areas: [String]
    var ingredients: [String]
    /// The current listing's meal names, in order (numbered from 1).
    var listing: [String]
}

/// Figure 3: the time to compute the candidates for a line, in process.
///
/// The completer is a parameter: given the names, it answers a function from a line (cursor at its end)
/// to the number of candidates. Building the completer is not timed; computing the candidates is.
enum CompletionBench {
    /// Sendable, so a closure written in main.swift is not bound to the main actor (the bench calls it off it).
    typealias MakeCompleter = @Sendable (CompletionData) -> @Sendable (String) -> Int

    struct Case: Codable, Sendable {
        var name: String
        var line: String
        var names: Int
        var candidates: Int
        var time: Figure
    }

    struct Result: Codable, Sendable {
        var completer: String
        var cases: [Case]
    }

    static func run(completerName: String, makeCompleter: MakeCompleter, rounds: Int) async throws -> Result {
        let catalog = OfflineCatalog()
        let meals = try await catalog.allMeals()
        let ingredients = try await catalog.ingredients().map(\.name)
        let categories = try await catalog.categories().map(\.name)
        let areas = try await catalog.areas().map(\.name)
        // The largest category's listing, as `cat <it>` would leave it.
        let biggest = Dictionary(grouping: meals, by: { $0.category ?? "" }).max { $0.value.count < $1.value.count }!
        let listing = try await catalog.meals(matching: .category(biggest.key)).map(\.name)
        // 10,000 distinct names made of the catalogue's (accents and all), as a huge search result would be.
        let synthetic = (0..<10_000).map { "\(meals[$0 % meals.count].name) \($0 / meals.count + 1)" }

        let base = CompletionData(categories: categories, areas: areas, ingredients: ingredients, listing: listing)
        var huge = base
        huge.listing = synthetic
        let cases: [(name: String, line: String, data: CompletionData, names: Int)] = [
            ("open ⇥ (\(biggest.key), \(listing.count) meals)", "open ", base, listing.count),
            ("ing ⇥ (all ingredients)", "ing ", base, ingredients.count),
            ("ing ch⇥", "ing ch", base, ingredients.count),
            ("open ⇥ (synthetic listing)", "open ", huge, synthetic.count),
            ("open 1⇥ (synthetic listing)", "open 1", huge, synthetic.count),
            ("open b⇥ (synthetic listing, by name)", "open b", huge, synthetic.count),
        ]
        let completers = cases.map { makeCompleter($0.data) }
        var samples = Array(repeating: Samples(), count: cases.count)
        var counts = Array(repeating: 0, count: cases.count)
        // Interleaved: one computation of each case per round.
        for _ in 0..<rounds {
            for (index, item) in cases.enumerated() {
                let complete = completers[index]
                samples[index].append(Stopwatch.time { counts[index] = complete(item.line) })
            }
        }
        return Result(completer: completerName, cases: cases.enumerated().map { index, item in
            Case(name: item.name, line: item.line, names: item.names, candidates: counts[index],
                 time: samples[index].summary)
        })
    }

    /// The real completer over the bench's names. The context (names folded and sorted once) is built
    /// outside the timed part, as the shell builds it once per command, not per Tab.
    @Sendable static func real(_ data: CompletionData) -> @Sendable (String) -> Int {
        let context = CompletionContext(
            categories: data.categories, areas: data.areas, ingredients: data.ingredients,
            listing: data.listing.enumerated().map { .init(number: $0.offset + 1, name: $0.element) },
            listingPage: 1...min(10, max(1, data.listing.count)))
        return { line in Completer.complete(line: line, cursor: line.count, context: context).candidates.count }
    }
}
