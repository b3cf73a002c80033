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

extension EffectRunner {
    /// The cookbook's recipes that `search` words find (title, ingredient or tag), through the index
    /// beside the cache, brought up to date with the folder first.
    func cookbookMatches(_ text: String) -> [CookbookMatch] {
        hostServices.cookbookIndex.search(text, in: hostServices.cookbook)
    }

    /// The cookbook's recipes whose title is `name` or begins with it (blind to case and accents), for
    /// `open <name>`: none when the cookbook has no such title, and the source is asked instead.
    func cookbookRecipes(named name: String) -> [CookbookEntry] {
        let entries = hostServices.cookbookIndex.refreshed(hostServices.cookbook).compactMap(\.recipeEntry)
        switch NameMatcher.match(name, among: entries.map(\.name)) {
        case .found(let title): return entries.filter { $0.name == title }
        case .ambiguous(let titles): return entries.filter { titles.contains($0.name) }
        case .notFound: return []
        }
    }
}
