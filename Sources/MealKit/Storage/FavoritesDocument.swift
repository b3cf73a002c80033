/// The contents of `favorites.json`: every favorite with its full recipe, and recent removals.
struct FavoritesDocument: StoreDocument {
    static let formatVersion = 1
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
