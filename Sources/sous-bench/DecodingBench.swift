import Foundation
import MealKit

/// Figure 4: the whole snapshot in TheMealDB's wire encoding, decoded as the live client decodes an answer.
enum DecodingBench {
    struct Result: Codable, Sendable {
        var meals: Int
        var bytes: Int
        /// One decode of the whole file (ns).
        var time: Figure
        /// Meals per second at the median.
        var mealsPerSecond: Double
    }

    static func run(file: URL, rounds: Int) throws -> Result {
        let data = try Data(contentsOf: file)
        var meals = 0
        var samples = Samples()
        for _ in 0..<rounds {
            samples.append(try Stopwatch.time { meals = try LiveMealDBClient.recipes(inAnswer: data).count })
        }
        let summary = samples.summary
        return Result(meals: meals, bytes: data.count, time: summary,
                      mealsPerSecond: Double(meals) / (summary.median / 1e9))
    }
}
