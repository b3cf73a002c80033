import FoundationEssentials

/// The favorites of one version of `favorites.json`: one record per meal (its latest change), oldest
/// first, and where each meal's record is.
///
/// A file sous wrote is already in that order with each meal once, which is checked in one pass, so
/// 10,000 records are neither sorted nor copied; a file edited by hand is put in order once, when read.
struct FavoritesIndex: Sendable {
    /// One record per meal, in saved order.
    let records: [FavoriteRecord]
    /// The favorites among `records` (removals left out), in the same order: what a store answers.
    let favorites: [Favorite]
    /// Whether a record still holds its recipe inline (a version-1 file), so the file must be migrated.
    let hasInlineRecipes: Bool
    /// The meals whose record is a removal: a few, as removals are forgotten after a while.
    private let removedMealIDs: Set<String>
    /// Where each meal's record is; `nil` for an index made by a merge, where the few lookups a visit
    /// makes search `records` instead (building the table would cost more than all of them).
    private let positions: [String: Int]?

    init(_ entries: [FavoriteRecord]) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        var canonical = true
        // By index, field by field: a loop over the records themselves copied each of 10,000.
        for position in entries.indices {
            if position > 0, !Self.savedOrder(entries[position - 1], entries[position]) { canonical = false }
            if positions.updateValue(position, forKey: entries[position].mealID) != nil { canonical = false }
        }
        guard canonical else {
            // A hand-edited file may list a meal twice; the later change is the one that counts.
            let latest = entries.reduce(into: [String: FavoriteRecord]()) { latest, record in
                if record.changedAt >= (latest[record.mealID]?.changedAt ?? .distantPast) { latest[record.mealID] = record }
            }
            let records = latest.values.sorted(by: Self.savedOrder)
            self.init(ordered: records,
                      positions: Dictionary(uniqueKeysWithValues: records.enumerated().map { ($1.mealID, $0) }))
            return
        }
        self.init(ordered: entries, positions: positions)
    }

    /// `records` already one per meal in saved order.
    private init(ordered records: [FavoriteRecord], positions: [String: Int]? = nil) {
        self.records = records
        self.positions = positions
        var favorites: [Favorite] = []
        favorites.reserveCapacity(records.count)
        var removed: Set<String> = []
        var hasInlineRecipes = false
        for position in records.indices {
            if let favorite = records[position].favorite { favorites.append(favorite) } else { removed.insert(records[position].mealID) }
            if records[position].holdsInlineRecipe { hasInlineRecipes = true }
        }
        self.favorites = favorites
        removedMealIDs = removed
        self.hasInlineRecipes = hasInlineRecipes
    }

    subscript(mealID: String) -> FavoriteRecord? { position(of: mealID).map { records[$0] } }

    private func position(of mealID: String) -> Int? {
        guard let positions else { return records.lastIndex { $0.mealID == mealID } }
        return positions[mealID]
    }

    /// Whether a meal is a favorite here, asked of every recipe file by a sweep: by the table when
    /// there is one, else by a set made once for all the questions.
    func favoriteTest() -> (String) -> Bool {
        if let positions {
            // Listed and not a removal: no record need be looked at.
            let removed = removedMealIDs
            if removed.isEmpty { return { positions[$0] != nil } }
            return { positions[$0] != nil && !removed.contains($0) }
        }
        let favorites = Set(favorites.map(\.id))
        return { favorites.contains($0) }
    }

    /// The changes that win over this index: per meal the later change, ours on a tie (it was made
    /// after the disk's was read).
    func winning(_ changes: [String: FavoriteRecord]) -> [String: FavoriteRecord] {
        changes.filter { mealID, change in change.changedAt >= (self[mealID]?.changedAt ?? .distantPast) }
    }

    /// This index with `changes` merged in (those that win), without the removals made before
    /// `forgetBefore` (nothing left waiting could be older), and with no recipe inline.
    func merging(_ changes: [String: FavoriteRecord], forgettingBefore forgetBefore: Date? = nil) -> FavoritesIndex {
        let winners = winning(changes)
        func kept(_ record: FavoriteRecord) -> Bool {
            record.favorite != nil || forgetBefore.map { record.changedAt >= $0 } ?? true
        }
        // The records replaced are found by their place (a handful), and the rest copied in runs
        // between them: asking each of 10,000 records whether it is replaced was most of a merge.
        var merged: [FavoriteRecord] = []
        merged.reserveCapacity(records.count + winners.count)
        var start = 0
        for replaced in winners.keys.compactMap(position(of:)).sorted() {
            merged += records[start..<replaced]
            start = replaced + 1
        }
        merged += records[start...]
        // Only a removal is ever forgotten: with none here, no record need be asked.
        if forgetBefore != nil, !removedMealIDs.isEmpty { merged.removeAll { !kept($0) } }
        if hasInlineRecipes {
            for position in merged.indices { merged[position].inlineRecipe = nil }
        }
        let added = winners.values.filter(kept).sorted(by: Self.savedOrder)
        // A change made now is the latest: it goes at the end, and only an older one needs a sort.
        let inOrder = merged.last.map { last in added.first.map { Self.savedOrder(last, $0) } ?? true } ?? true
        merged += added
        if !inOrder { merged.sort(by: Self.savedOrder) }
        return FavoritesIndex(ordered: merged)
    }

    /// Oldest first, as they were saved, the way the in-memory store lists them.
    static func savedOrder(_ a: FavoriteRecord, _ b: FavoriteRecord) -> Bool {
        (a.changedAt, a.mealID) < (b.changedAt, b.mealID)
    }
}
