import Testing
@testable import MealKit

/// The times and yields both importers read, a web page's `totalTime` and `recipeYield` as a Cooklang
/// file's `time:` and `servings:`, through one reader each.
@Suite("Times and yields as recipes write them")
struct ImportTextTests {
    @Test("durations: ISO 8601, malformed ISO, and words in several languages", arguments: [
        ("PT1H30M", 90.0), ("P1DT0H15M", 1455), ("PT3900S", 65), ("P0DT0H95M", 95), ("PTH30MS", 30),
        ("1h30m", 90), ("20 min", 20), ("1 hour 30 minutes", 90), ("45", 45), ("1.5 hours", 90), (".5 hours", 30),
        ("10-15 minutes", 15), ("10 – 15 min", 15), ("2 Std. 15 Min.", 135), ("35 minuti", 35), ("2時間", 120),
        ("90 seconds", 2),
    ] as [(String, Double)])
    func durations(text: String, minutes: Double) {
        #expect(DurationText.minutes(text) == minutes)
    }

    @Test("no duration in words that are none, a negative time, months or years")
    func notDurations() {
        for text in ["", "soon", "PT", "P1Y", "PTxM", "-PT5M", "P2M", "0 min"] {
            #expect(DurationText.minutes(text) == nil, "\(text)")
        }
    }

    @Test("yields: servings, ranges and what is counted")
    func yields() {
        #expect(YieldText.yield("Serves 2 (serving size: 1 1/2 cups)") == RecipeYield(amount: 2))
        #expect(YieldText.yield("2個分") == RecipeYield(amount: 2, unit: "個"))
        #expect(YieldText.yield("3 8-oz jars") == RecipeYield(amount: 3, unit: "8-oz jars"))
        #expect(YieldText.yield("serves 2 to 4") == RecipeYield(amount: 2, upTo: 4))
        #expect(YieldText.yield("many") == nil)
    }
}
