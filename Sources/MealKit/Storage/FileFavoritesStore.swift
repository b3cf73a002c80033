import Foundation

/// Favorites in `favorites.json`, shared safely by every sous running at once.
///
/// Each call reads the file under its lock, merges, and saves before answering, so a favorite is on
/// disk when the command that made it completes, and another shell's changes show up at the next
/// command. Per meal the latest change wins, and a removal is remembered, so a shell's older change
/// cannot undo a newer removal made elsewhere.
///
/// When the disk fails (see `StorageProblem`) the store goes on in memory: changes not yet saved are
/// kept and saved by the first call that can, and what was on disk is left as it was. Each problem is
/// reported once, by the call that first met it, and again only if it returns after the disk recovered.
public actor FileFavoritesStore: FavoritesStoring {
    /// The file's name in the data directory.
    public static let fileName = "favorites.json"

    /// How long a removal is remembered: long past any change still waiting in a running shell.
    static let removalMemory: TimeInterval = 90 * 24 * 60 * 60

    /// The path of `favorites.json`.
    public nonisolated var path: String { file.path }

    private let file: JSONFileStore<FavoritesDocument>
    /// The file as last read or written, so an unchanged file is not read again (see `Memory`).
    private var memory = JSONFileStore<FavoritesDocument>.Memory()
    private let clock: @Sendable () -> Date
    /// What the file held at the last visit that could read it.
    private var onDisk: [String: FavoriteRecord] = [:]
    /// Changes made here that are not on disk yet.
    private var unsaved: [String: FavoriteRecord] = [:]
    private var problems = ProblemFilter()

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: stamps each change; the later stamp wins when two shells change the same meal.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        file = JSONFileStore(directory: directory, fileName: Self.fileName, fileSystem: fileSystem, clock: clock)
        self.clock = clock
    }

    public func load() -> Stored<[Favorite]> { synchronize() }

    public func add(_ favorite: Favorite) -> Stored<[Favorite]> {
        record(FavoriteRecord(mealID: favorite.meal.id, changedAt: clock(), favorite: favorite))
    }

    public func remove(mealID: String) -> Stored<[Favorite]> {
        record(FavoriteRecord(mealID: mealID, changedAt: clock(), favorite: nil))
    }

    private func record(_ change: FavoriteRecord) -> Stored<[Favorite]> {
        unsaved[change.mealID] = change
        return synchronize()
    }

    private func synchronize() -> Stored<[Favorite]> {
        let unsaved = self.unsaved
        let forgetBefore = clock().addingTimeInterval(-Self.removalMemory)
        let visit = file.update(remembering: &memory) { document in
            guard !unsaved.isEmpty else { return nil }
            let merged = Self.merging(unsaved, into: Self.byMeal(document.entries))
            let kept = merged.values.filter { $0.favorite != nil || $0.changedAt >= forgetBefore }
            return FavoritesDocument(entries: kept.sorted(by: Self.savedOrder))
        }
        if let document = visit.document {
            onDisk = Self.byMeal(document.entries)
            if visit.saved { self.unsaved = [:] }
        }
        let current = Self.merging(self.unsaved, into: onDisk)
        let favorites = current.values.filter { $0.favorite != nil }.sorted(by: Self.savedOrder).compactMap(\.favorite)
        return Stored(favorites, problems: problems.fresh(visit.problems))
    }

    /// The later change per meal wins; on a tie, ours, as it was made after the disk's was read.
    private static func merging(
        _ changes: [String: FavoriteRecord], into base: [String: FavoriteRecord]
    ) -> [String: FavoriteRecord] {
        var merged = base
        for (mealID, change) in changes where change.changedAt >= (base[mealID]?.changedAt ?? .distantPast) {
            merged[mealID] = change
        }
        return merged
    }

    private static func byMeal(_ records: [FavoriteRecord]) -> [String: FavoriteRecord] {
        // A hand-edited file may list a meal twice; the later change is the one that counts.
        records.reduce(into: [:]) { index, record in
            if record.changedAt >= (index[record.mealID]?.changedAt ?? .distantPast) { index[record.mealID] = record }
        }
    }

    /// Oldest first, as they were saved, the way the in-memory store lists them.
    private static func savedOrder(_ a: FavoriteRecord, _ b: FavoriteRecord) -> Bool {
        (a.changedAt, a.mealID) < (b.changedAt, b.mealID)
    }
}
