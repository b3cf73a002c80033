import MealKit

extension EffectRunner {
    /// How many meals the offline catalogue holds in each category, by the category's name: what
    /// `categories` shows beside each, since TheMealDB's list of categories does not say.
    func mealCounts() async -> [String: Int] {
        var counts: [String: Int] = [:]
        for outline in await catalog.outlines() {
            if let category = outline.category { counts[category, default: 0] += 1 }
        }
        return counts
    }
}
