/// The contents of `favorites.json`: every favorite with its full recipe, and recent removals.
struct FavoritesDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "favorites"

    var entries: [FavoriteRecord]

    init(entries: [FavoriteRecord]) { self.entries = entries }
}
