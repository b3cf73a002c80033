import MealKit

extension Listing {
    /// The note after each favorite's name: where its recipe comes from when that is not TheMealDB, so
    /// one list can hold both.
    ///
    /// Empty when every favorite is TheMealDB's, so such a list looks exactly as it always has.
    static func favoriteDetails(_ favorites: [Favorite]) -> [String] {
        let origins = favorites.map(\.source.description.origin)
        guard origins.contains(where: { $0 != .mealdb }) else { return [] }
        return origins.map { $0 == .mealdb ? "" : $0.rawValue }
    }
}
