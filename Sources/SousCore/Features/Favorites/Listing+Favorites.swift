import MealKit

extension Listing {
    /// The note after each favorite's name: its source when it is not TheMealDB, so one list can hold both.
    ///
    /// Empty when every favorite is TheMealDB's, so such a list looks exactly as it always has.
    static func favoriteDetails(_ favorites: [Favorite]) -> [String] {
        guard favorites.contains(where: { $0.source == .edamam }) else { return [] }
        return favorites.map { $0.source == .edamam ? "edamam" : "" }
    }
}
