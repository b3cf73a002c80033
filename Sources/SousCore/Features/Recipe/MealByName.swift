import MealKit

/// Which recipe a name typed for a meal not in the listing means (`open`, `fav`, `steps`, `plan`…
/// with a name): the cookbook is asked first, and a recipe of the user's own wins over a source's meal
/// of the same name; only when the cookbook has none is the source searched.
enum MealByName {
    /// What the cookbook's titles say about a name.
    enum InCookbook: Equatable {
        /// The one recipe of that title (or the only one it begins): read from its file.
        case yours(path: String)
        /// Several titles it begins, or one title in several files: named in one line to choose from.
        case several([String])
        /// None of the user's: the source is asked.
        case notYours
    }

    /// The cookbook's recipes whose title is, or begins with, the name.
    static func inCookbook(_ entries: [CookbookEntry]) -> InCookbook {
        guard let first = entries.first else { return .notYours }
        guard entries.count == 1 else { return .several(entries.map(CookbookNames.shown)) }
        return .yours(path: first.path)
    }

    /// What the source's search for a name says.
    enum AtSource: Equatable {
        /// The meal of exactly that name (blind to case and accents), or the only one found.
        case meal(Recipe)
        /// Several, none of exactly that name: listed to choose from.
        case choices([MealSummary])
        case none
    }

    static func atSource(_ name: String, among meals: [Recipe]) -> AtSource {
        let folded = name.foldedForSearch
        if let exact = meals.first(where: { $0.name.foldedForSearch == folded }) ?? (meals.count == 1 ? meals.first : nil) {
            return .meal(exact)
        }
        return meals.isEmpty ? .none : .choices(meals.map(\.summary))
    }
}
