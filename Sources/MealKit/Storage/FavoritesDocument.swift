import Foundation

/// The contents of `favorites.json`: an index of the favorites (id, name, picture, source, dates) and
/// recent removals. Each favorite's recipe is in its own file (`RecipeFiles`).
///
/// Version 2. A version-1 file (every recipe inline) still reads: its entries carry their recipe as
/// `inlineRecipe`, and `FileFavoritesStore` moves them to recipe files and saves the index as version 2.
/// A build that knows only version 1 refuses a version-2 file and leaves it untouched.
struct FavoritesDocument: StoreDocument {
    static let formatVersion = 2
    static let entriesKey = "favorites"

    var entries: [FavoriteRecord]

    init(entries: [FavoriteRecord]) { self.entries = entries }
}

extension FavoritesDocument {
    /// The meal and the time of the change: what tells one saved record from another.
    static func reuseKey(for entry: FavoriteRecord) -> String? {
        "\(entry.mealID)\u{0}\(entry.changedAt.timeIntervalSinceReferenceDate.bitPattern)"
    }
}
