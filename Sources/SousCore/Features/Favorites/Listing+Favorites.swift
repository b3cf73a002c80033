import MealKit

extension Listing {
    /// The note after each favorite's name: where its recipe comes from when that is not TheMealDB, so
    /// one list can hold both.
    ///
    /// Empty when every favorite is TheMealDB's, so such a list looks exactly as it always has; the
    /// user's own recipes are "your cookbook", as `search` marks them.
    static func favoriteDetails(_ favorites: [Favorite]) -> [String] {
        func note(_ source: SourceKind) -> String {
            let origin = source.description.origin
            return origin == .mealdb ? "" : origin.rawValue
        }
        // Each source's note made once, not once a favorite: a listing may hold 10,000.
        let (live, offline, edamam) = (note(.live), note(.offline), note(.edamam))
        // By index, so that no favorite is copied to be asked.
        func detail(_ index: Int) -> String {
            if Cookbook.isCookbookID(favorites[index].id) { return "your cookbook" }
            switch favorites[index].source {
            case .live: return live
            case .offline: return offline
            case .edamam: return edamam
            }
        }
        guard favorites.indices.contains(where: { !detail($0).isEmpty }) else { return [] }
        return favorites.indices.map(detail)
    }
}
