import FoundationEssentials

/// Favorites in `favorites.json`, shared safely by every sous running at once.
///
/// `favorites.json` is an index (version 2): per favorite its id, name, picture, source and dates, so
/// 10,000 of them load in milliseconds. Each recipe is in its own file (`RecipeFiles`). The writes are
/// ordered so that no crash can leave an index entry without its recipe: a favorite's recipe file is
/// written before the index that names it, and a removed favorite's file is unlinked after the index
/// that no longer names it, all under the index's lock. What a crash can leave (a recipe file nothing
/// names, a temporary file, a picture of no favorite) is swept by the store's first visit, under the lock.
/// A version-1 file (recipes inline), or a version-2 one (recipe files in TheMealDB's shape), is migrated
/// at the first visit that can write: recipes first, then the index, by atomic rename, so a crash in
/// between leaves the older index whole and the migration runs again.
///
/// Each call reads the file under its lock, merges, and saves before answering, so a favorite is on
/// disk when the command that made it completes, and another shell's changes show up at the next
/// command. Per meal the latest change wins, and a removal is remembered, so a shell's older change
/// cannot undo a newer removal made elsewhere.
///
/// When the disk fails (see `StorageProblem`) the store goes on in memory: changes not yet saved are
/// kept and saved by the first call that can, and what was on disk is left as it was. Each problem is
/// reported once, by the call that first met it, and again only if it returns after the disk recovered.
public typealias FileFavoritesStore = FileStore<[Favorite], Favorite.Change>

extension FileStore: FavoritesStoring where Value == [Favorite], Change == Favorite.Change {
    public static var fileName: String { "favorites.json" }

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: stamps each change; the later stamp wins when two shells change the same meal.
    ///   - lockWait: what to do while another sous holds the lock.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        self.init(file: FavoritesFile(directory: directory, fileSystem: fileSystem, clock: clock, lockWait: lockWait))
    }

    /// The favorites store over an empty `InMemoryFileSystem`: the very code of the file store (index,
    /// recipe files, their order), for tests and for a session that has no data directory.
    public static func inMemory() -> FileFavoritesStore {
        let (fileSystem, directory) = InMemoryFileSystem.dataDirectory()
        return FileFavoritesStore(directory: directory, fileSystem: fileSystem)
    }

    /// Read from its file each time: a recipe is opened now and then, and another shell may re-save it.
    public func recipe(forMealID mealID: String) -> Stored<Recipe?> {
        reading { ($0 as? FavoritesFile)?.recipe(forMealID: mealID) ?? Stored(nil) }
    }
}

/// What `FileFavoritesStore` keeps between its visits to the index and the recipe files.
struct FavoritesFile: ChangeFile {
    /// How long a removal is remembered: long past any change still waiting in a running shell.
    static let removalMemory: TimeInterval = 90 * 24 * 60 * 60

    /// The path of `favorites.json`.
    var path: String { file.path }

    private let file: JSONFileStore<FavoritesDocument>
    private let recipes: RecipeFiles
    /// The favorites' pictures, swept with the recipes.
    private let images: ImageStore
    /// The file as last read or written, so an unchanged file is not read again (see `Memory`).
    private var memory = JSONFileStore<FavoritesDocument>.Memory()
    private let clock: @Sendable () -> Date
    /// What the file held at the last visit that could read it.
    private var onDisk = FavoritesIndex([])
    /// Changes made here that are not on disk yet.
    private var unsaved: [String: FavoriteRecord] = [:]
    /// The recipes of the favorites in `unsaved`, until their files are written with the index.
    private var unsavedRecipes: [String: Recipe] = [:]
    private var problems = ProblemFilter()
    /// Whether a visit has swept the recipe folder of what crashes left.
    private var swept = false
    /// What the index and the folders were at the last clean sweep: a start that finds them so sweeps nothing.
    private let sweepStamp: SweepStamp

    init(directory: URL, fileSystem: any FileSystem, clock: @escaping @Sendable () -> Date, lockWait: LockWait) {
        file = JSONFileStore(directory: directory, fileName: FileFavoritesStore.fileName, fileSystem: fileSystem, clock: clock,
                             lockWait: lockWait)
        recipes = RecipeFiles(dataDirectory: directory, fileSystem: fileSystem)
        images = ImageStore(dataDirectory: directory, fileSystem: fileSystem)
        sweepStamp = SweepStamp(dataDirectory: directory, watching: [file.path, recipes.directory.path],
                                andUnguarded: [images.directory.path], fileSystem: fileSystem)
        self.clock = clock
    }

    mutating func apply(_ change: Favorite.Change) -> Stored<[Favorite]> {
        switch change {
        case .add(let recipe, let source, let savedAt):
            // A cookbook recipe's favorite refers to its file: no copy is kept.
            unsavedRecipes[recipe.id] = Cookbook.isCookbookID(recipe.id) ? nil : recipe
            unsaved[recipe.id] = FavoriteRecord(mealID: recipe.id, changedAt: clock(),
                                                favorite: Favorite(recipe: recipe, source: source, savedAt: savedAt))
        case .remove(let mealID):
            unsavedRecipes[mealID] = nil
            unsaved[mealID] = FavoriteRecord(mealID: mealID, changedAt: clock(), favorite: nil)
        }
        return synchronize()
    }

    /// Per meal the latest change wins: a change is always a change.
    mutating func applyTelling(_ change: Favorite.Change) -> (stored: Stored<[Favorite]>, changed: Bool) {
        (apply(change), true)
    }

    mutating func refreshIfChanged() -> Stored<[Favorite]>? {
        guard !unsaved.isEmpty || !file.isUnchanged(since: memory) else { return nil }
        return synchronize()
    }

    mutating func saveWaitingChanges() -> Int {
        if !unsaved.isEmpty { _ = synchronize() }
        return unsaved.count
    }

    func recipe(forMealID mealID: String) -> Stored<Recipe?> {
        if let waiting = unsavedRecipes[mealID] { return Stored(waiting) }
        // A version-1 file not yet migrated (a read-only disk) still has the recipe inline.
        if let inline = onDisk[mealID]?.inlineRecipe { return Stored(inline) }
        return Stored(recipes.read(mealID: mealID))
    }

    mutating func synchronize() -> Stored<[Favorite]> {
        let unsaved = self.unsaved
        let unsavedRecipes = self.unsavedRecipes
        let recipes = self.recipes
        let sweep = !swept
        let images = self.images
        let sweepStamp = self.sweepStamp
        // Asked under the lock, before this visit writes anything: the stamps found, and whether they are
        // a clean sweep's.
        var stampBefore: String?
        var cleanBefore = false
        let now = clock()
        let forgetBefore = clock().addingTimeInterval(-Self.removalMemory)
        var recipeProblems: [StorageProblem] = []
        var sweptNow = false
        // A recipe folder that leads out of the data directory is not touched at all, the index
        // neither, so the two never disagree: every change waits in memory.
        let refusal = recipes.refusal()
        // No index and nothing to save: no lock file either. The recipe folder is swept at the first
        // visit that takes the lock (a recipe file a kill left before the first index names nothing).
        let absent = unsaved.isEmpty && refusal == nil ? file.visitIfAbsent(remembering: &memory) : nil
        let visit = absent ?? file.update(remembering: &memory) { document in
            if let refusal {
                recipeProblems.append(refusal)
                return nil
            }
            let onDisk = document.index
            if sweep || !unsaved.isEmpty {
                stampBefore = sweepStamp.current()
                cleanBefore = sweepStamp.isClean(now: stampBefore)
            }
            guard !unsaved.isEmpty || onDisk.hasInlineRecipes else { return nil }
            // Before the index names them: a recipe file is there whenever a saved index lists its
            // favorite, and no other shell can remove it between the two writes (we hold the lock).
            do throws(FileSystemError) {
                if onDisk.hasInlineRecipes {
                    for record in onDisk.records {
                        if let inline = record.inlineRecipe { try recipes.write(inline) }
                    }
                }
                for (mealID, change) in onDisk.winning(unsaved) where change.favorite != nil {
                    if let recipe = unsavedRecipes[mealID] { try recipes.write(recipe) }
                }
            } catch {
                // Named by the folder, not the file: the same trouble is then one problem, told once,
                // whichever recipe met it (a temporary file's name differs at every try).
                recipeProblems.append(.unwritable(path: recipes.directory.path, reason: error.reason))
                return nil
            }
            return FavoritesDocument(index: onDisk.merging(unsaved, forgettingBefore: forgetBefore))
        } migrating: { document in
            // An index older than version 3 names recipe files in TheMealDB's shape: each is rewritten in
            // sous's own before the index says they are (a kill in between leaves the old index, and
            // the next visit does it again; either shape reads).
            guard refusal == nil else { return false }
            do throws(FileSystemError) {
                for record in document.index.records where record.favorite != nil && record.inlineRecipe == nil {
                    if let recipe = recipes.read(mealID: record.mealID) { try recipes.write(recipe) }
                }
                return true
            } catch {
                recipeProblems.append(.unwritable(path: recipes.directory.path, reason: error.reason))
                return false
            }
        } then: { onDisk in
            guard refusal == nil else { return }
            // After the index: a crash before these unlinks leaves only files nothing names.
            let listed = onDisk.index
            var removedAll = true
            for (mealID, change) in unsaved where change.favorite == nil && listed[mealID]?.favorite == nil {
                removedAll = recipes.remove(mealID: mealID) && removedAll
            }
            // A visit that finds all as the last clean sweep left it has nothing to sweep; if it wrote, its
            // own writes leave all as clean (each recipe named, each removed one gone), so it says so.
            let keptClean = cleanBefore && !listed.hasInlineRecipes
            if keptClean, !unsaved.isEmpty, removedAll, recipeProblems.isEmpty, let stampBefore {
                sweepStamp.recordAfterGuardedWrites(fromClean: stampBefore)
            }
            if sweep {
                if !keptClean {
                    let isFavorite = listed.favoriteTest()
                    recipes.sweep(keeping: isFavorite)
                    // Pictures are kept only for favorites: one of no favorite was left by a kill in `unfav`.
                    // One too young to tell from a picture on its way to its favorite is left, and the
                    // folder is not called clean, so a later visit looks again.
                    let settled = images.sweep(keeping: isFavorite, now: now)
                    if settled, recipeProblems.isEmpty { sweepStamp.record(sweepStamp.current()) }
                }
                sweptNow = true
            }
        }
        if sweptNow { swept = true }
        if let document = visit.document {
            onDisk = document.index
            // A recipe that could not be written kept the index from being saved: its change waits.
            if visit.saved, recipeProblems.isEmpty {
                self.unsaved = [:]
                self.unsavedRecipes = [:]
            }
        }
        let favorites = self.unsaved.isEmpty ? onDisk.favorites : onDisk.merging(self.unsaved).favorites
        return Stored(favorites, problems: problems.fresh(recipeProblems + visit.problems), isSaved: self.unsaved.isEmpty)
    }
}
