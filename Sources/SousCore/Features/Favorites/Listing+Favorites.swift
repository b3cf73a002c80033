import MealKit

extension Listing {
    /// The note after each favorite's name: where its recipe comes from when that is not TheMealDB, so
    /// one list can hold both.
    ///
    /// Empty when every favorite is TheMealDB's, so such a list looks exactly as it always has; the
    /// user's own recipes are "your cookbook", as `search` marks them.
    static func favoriteDetails(_ favorites: [Favorite]) -> [String] {
        let details = favorites.map { favorite -> String in
            if Cookbook.isCookbookID(favorite.id) { return "your cookbook" }
            let origin = favorite.source.description.origin
            return origin == .mealdb ? "" : origin.rawValue
        }
        return details.allSatisfy(\.isEmpty) ? [] : details
    }
}
