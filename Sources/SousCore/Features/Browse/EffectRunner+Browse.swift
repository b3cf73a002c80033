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

    /// `search`: the source's answer (`ask`) beside the cookbook's matches; when the source fails, its
    /// failure beside them (`FailedSearch` decides what the user is shown).
    func searching(_ text: String, _ ask: (_ cookbook: [CookbookMatch]) async throws -> Response) async -> Response {
        let cookbook = cookbookMatches(text)
        do {
            return try await ask(cookbook)
        } catch {
            return .searchFailed(text, await failure(error), cookbook: cookbook)
        }
    }

    /// The cookbook's recipes `name` means (`CookbookNames`), for `open <name>`.
    func cookbookRecipes(named name: String) -> [CookbookEntry] {
        let entries = hostServices.cookbookIndex.refreshed(hostServices.cookbook).compactMap(\.recipeEntry)
        return CookbookNames.entries(named: name, among: entries)
    }
}
