import FoundationEssentials

/// The contents of `favorites.json`: an index of the favorites (id, name, picture, source and dates) and
/// recent removals. Each favorite's recipe is in its own file (`RecipeFiles`).
///
/// Version 3: the recipe files hold sous's own recipe JSON. A version-2 index (recipe files in
/// TheMealDB's shape) is migrated at the first visit that can write: every recipe file is rewritten,
/// then the index as version 3. A version-1 file (every recipe inline) still reads: its entries carry
/// their recipe as `inlineRecipe`, and `FileFavoritesStore` moves them to recipe files. A build that
/// knows an older version refuses a newer file and leaves it untouched.
struct FavoritesDocument: StoreDocument {
    static let formatVersion = 3
    static let entriesKey = "favorites"

    /// The records as the file lists them.
    let entries: [FavoriteRecord]
    /// One record per meal, in saved order: what the store merges into and lists, made once per file
    /// read (and kept with it in the store's memory), not at every visit.
    let index: FavoritesIndex

    init(entries: [FavoriteRecord]) {
        self.entries = entries
        index = FavoritesIndex(entries)
    }

    /// The document of a merged index, written as it is.
    init(index: FavoritesIndex) {
        entries = index.records
        self.index = index
    }
}

extension FavoritesDocument {
    /// The meal: a file sous wrote holds one record a meal, and bytes found under it are used only for
    /// a record equal to theirs. (Not the meal and its time as text: making 10,000 such names, when a
    /// `fav` then `unfav` of one meal moved its record, cost more than the rest of the save.)
    static func reuseKey(for entry: FavoriteRecord) -> String? { entry.mealID }

    /// The file sous wrote, read by `FavoritesIndexReader` rather than `JSONDecoder`.
    static func readQuickly(_ bytes: [UInt8]) -> (document: FavoritesDocument, parts: EncodedParts)? {
        guard let read = FavoritesIndexReader.read(bytes) else { return nil }
        return (FavoritesDocument(entries: read.entries), encodedParts(of: read.entries, in: bytes, at: read.ranges))
    }
}
