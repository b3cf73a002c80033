import FoundationEssentials

/// Where favorites live. Every call answers with the current list, merged with what other shells
/// wrote meanwhile, and never throws: disk trouble comes back as `problems`.
///
/// The list holds each favorite's index entry; its full recipe is read on demand with `recipe(forMealID:)`.
public protocol FavoritesStoring: Sendable {
    func load() async -> Stored<[Favorite]>
    func apply(_ change: Favorite.Change) async -> Stored<[Favorite]>
    /// A favorite's saved recipe; `nil` when it is not a favorite or its recipe is missing or damaged.
    func recipe(forMealID mealID: String) async -> Stored<Recipe?>
    /// The favorites again if another process changed the index since this store last saw it, else
    /// `nil` (one `lstat` when nothing changed): call it before a command that reads the favorites.
    func refreshIfChanged() async -> Stored<[Favorite]>?
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
}

extension FavoritesStoring {
    /// Adds, or replaces, the favorite of `recipe`, keeping the recipe so it opens with no network.
    public func add(_ recipe: Recipe, source: SourceKind, savedAt: Date) async -> Stored<[Favorite]> {
        await apply(.add(recipe, source: source, savedAt: savedAt))
    }

    public func remove(mealID: String) async -> Stored<[Favorite]> { await apply(.remove(mealID: mealID)) }
}

extension FileFavoritesStore {
    /// The favorites store over an empty `InMemoryFileSystem`: the very code of the file store (index,
    /// recipe files, their order), for tests and for a session that has no data directory.
    public static func inMemory() -> FileFavoritesStore {
        let (fileSystem, directory) = InMemoryFileSystem.dataDirectory()
        return FileFavoritesStore(directory: directory, fileSystem: fileSystem)
    }
}
