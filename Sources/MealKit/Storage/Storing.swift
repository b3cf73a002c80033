import FoundationEssentials

/// Where a session keeps one kind of data (favorites, history, shopping list, pantry, plan, settings).
/// Every call answers with the whole value, merged with what other shells wrote meanwhile, and never
/// throws: disk trouble comes back as `problems`.
///
/// A change is a value (`Pantry.Change`, …), not a whole value to write, so a file store can apply it
/// to the newest value on disk under its lock and lose nothing another shell did.
public protocol Storing<Value, Change>: Sendable {
    associatedtype Value: Sendable
    associatedtype Change: Sendable

    func load() async -> Stored<Value>
    /// Makes `change` to the newest value and saves it.
    func apply(_ change: Change) async -> Stored<Value>
    /// `apply(_:)`, also saying whether `change` changed the value it met (under the lock, the newest
    /// file's): of two shells removing the same meal, only the first removed it.
    func applyTelling(_ change: Change) async -> (stored: Stored<Value>, changed: Bool)
    /// The value again if another process changed the file since this store last saw it, else `nil`;
    /// costs one `lstat` when nothing changed, so it can run before every command that reads it.
    func refreshIfChanged() async -> Stored<Value>?
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
}

extension Storing {
    /// A store that cannot tell (one kept in memory for a test) says every change changed something.
    public func applyTelling(_ change: Change) async -> (stored: Stored<Value>, changed: Bool) {
        (await apply(change), true)
    }
}

/// The favorites: their index entries, each favorite's full recipe read on demand.
public protocol FavoritesStoring: Storing<[Favorite], Favorite.Change> {
    /// A favorite's saved recipe; `nil` when it is not a favorite or its recipe is missing or damaged.
    func recipe(forMealID mealID: String) async -> Stored<Recipe?>
}

extension Storing where Change == Favorite.Change {
    /// Adds, or replaces, the favorite of `recipe`, keeping the recipe so it opens with no network.
    public func add(_ recipe: Recipe, source: SourceKind, savedAt: Date) async -> Stored<Value> {
        await apply(.add(recipe, source: source, savedAt: savedAt))
    }

    public func remove(mealID: String) async -> Stored<Value> { await apply(.remove(mealID: mealID)) }
}

extension Storing where Change == HistoryEntry {
    /// Saves one command line; the answer is what went wrong.
    public func append(_ entry: HistoryEntry) async -> [StorageProblem] { await apply(entry).problems }
}

extension Storing where Change == MealPlan.Change {
    /// Removes one entry from the newest plan, and says whether it was still there: of two shells
    /// removing the same meal, only the first removed it.
    public func remove(entryID: String) async -> (stored: Stored<Value>, wasPlanned: Bool) {
        let (stored, changed) = await applyTelling(.remove(entryID: entryID))
        return (stored, changed)
    }
}

extension Storing where Change == Settings.Change {
    /// Chooses a value already checked (`SettingDomain.canonical`) for one key, or its default with `nil`.
    public func set(_ key: SettingKey, to value: String?) async -> Stored<Value> {
        await apply(Settings.Change(key: key, value: value))
    }
}
