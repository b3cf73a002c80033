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

    /// `search`: the source's answer (`ask`) beside the cookbook's matches. When the source fails (no
    /// network, a server error) and the cookbook has matches, they are the answer, with the failure to say
    /// in one line; with no match, the failure is the answer as before. Ctrl-C is never a failure to work
    /// around.
    func searching(_ text: String, _ ask: (_ cookbook: [CookbookMatch]) async throws -> Response) async throws -> Response {
        let cookbook = cookbookMatches(text)
        do {
            return try await ask(cookbook)
        } catch let error as MealDBError where !cookbook.isEmpty && error != .cancelled {
            return .searchWithoutSource(text, .source(error, from: await provider.sourceKind()), cookbook: cookbook)
        }
    }

    /// The cookbook's recipes `name` means (`CookbookNames`), for `open <name>`: none when the cookbook
    /// has no such recipe, and the source is asked instead.
    func cookbookRecipes(named name: String) -> [CookbookEntry] {
        let entries = hostServices.cookbookIndex.refreshed(hostServices.cookbook).compactMap(\.recipeEntry)
        return CookbookNames.entries(named: name, among: entries)
    }
}
