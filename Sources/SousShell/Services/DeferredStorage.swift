import FoundationEssentials
import MealKit

/// The session's stores, each opened at the first call it gets rather than at start.
///
/// Opening one makes the data directory (a walk up its path, once for all) and builds its file store,
/// a generic `JSONFileStore<…>` whose type the Swift runtime completes on first use by scanning every
/// protocol conformance in the binary (~0.15 M instructions a store). A start needs none of it for its
/// prompt, `quit` or `help`; a terminal start reads the history for Up, which opens that store alone.
/// The session reads the stores at its first command that needs them (see `ShellEngine`). What
/// opening found wrong (no data directory, one that cannot be made) is told with the answer of each
/// store's calls; the session tells a problem once.
final class DeferredStorage: Sendable {
    private let opener: OpenedOnce<LocalStorage>
    private let favoritesStore: OpenedStore<FileFavoritesStore>
    private let historyStore: OpenedStore<FileHistoryStore>
    private let shoppingListStore: OpenedStore<FileShoppingListStore>
    private let pantryStore: OpenedStore<FilePantryStore>
    private let planStore: OpenedStore<FilePlanStore>
    /// Pictures go into the data directory once it is made, into memory when there is none.
    fileprivate let imageStore: OpenedOnce<any ImageStoring>
    /// Where `history.json` would be, if the data directory is known.
    private let historyPath: String?

    /// - Parameters:
    ///   - dataDirectory: the data directory the stores will be in, if known: a history read before
    ///     anything else (the line editor's, for Up at the first prompt) opens nothing when it finds no
    ///     `history.json` there.
    ///   - open: makes the data directory; each store is then opened from it at its first call.
    init(dataDirectory: URL?, open: @escaping @Sendable () -> LocalStorage) {
        let opener = OpenedOnce(open)
        self.opener = opener
        favoritesStore = OpenedStore { opener.value.favorites() }
        historyStore = OpenedStore { opener.value.history() }
        shoppingListStore = OpenedStore { opener.value.shoppingList() }
        pantryStore = OpenedStore { opener.value.pantry() }
        planStore = OpenedStore { opener.value.plan() }
        imageStore = OpenedOnce { () -> any ImageStoring in
            guard let directory = opener.value.dataDirectory else { return InMemoryImageStore() }
            return ImageStore(dataDirectory: directory)
        }
        historyPath = dataDirectory.map { $0.fileSystemPath.appendingPathComponent(FileHistoryStore.fileName) }
    }

    var favorites: any FavoritesStoring { Favorites(opened: favoritesStore, openingProblems: openingProblems) }
    var history: any Storing<[HistoryEntry], HistoryEntry> {
        History(opened: historyStore, openingProblems: openingProblems, path: historyPath)
    }
    var shoppingList: any Storing<ShoppingList, ShoppingList.Change> {
        ShoppingListStore(opened: shoppingListStore, openingProblems: openingProblems)
    }
    var pantry: any Storing<[String], Pantry.Change> { PantryStore(opened: pantryStore, openingProblems: openingProblems) }
    var plan: any Storing<MealPlan, MealPlan.Change> { PlanStore(opened: planStore, openingProblems: openingProblems) }
    var images: any ImageStoring { Images(deferred: self) }

    private var openingProblems: @Sendable () -> [StorageProblem] {
        let opener = opener
        return { opener.value.problems }
    }

    // One type each, not one generic type for all: a generic type's metadata and conformance are
    // completed by the runtime when first used (~10 k instructions each), and a start makes all five.
    private struct Favorites: DeferredStore, FavoritesStoring {
        let opened: OpenedStore<FileFavoritesStore>, openingProblems: @Sendable () -> [StorageProblem]
    }

    private struct History: DeferredStore {
        let opened: OpenedStore<FileHistoryStore>, openingProblems: @Sendable () -> [StorageProblem]
        /// Where `history.json` would be.
        let path: String?

        /// No file, nothing to read: what the store would answer, without opening every store.
        func unopened() -> Stored<[HistoryEntry]>? { path.flatMap { Services.isAbsent($0) ? Stored([]) : nil } }
    }

    private struct ShoppingListStore: DeferredStore {
        let opened: OpenedStore<FileShoppingListStore>, openingProblems: @Sendable () -> [StorageProblem]
    }

    private struct PantryStore: DeferredStore {
        let opened: OpenedStore<FilePantryStore>, openingProblems: @Sendable () -> [StorageProblem]
    }

    private struct PlanStore: DeferredStore {
        let opened: OpenedStore<FilePlanStore>, openingProblems: @Sendable () -> [StorageProblem]
    }

    private struct Images: ImageStoring {
        let deferred: DeferredStorage
        func keep(_ data: Data, contentType: String?, for mealID: String) async throws(ImageError) -> StoredImage {
            try await deferred.imageStore.value.keep(data, contentType: contentType, for: mealID)
        }
        func image(for mealID: String) async -> StoredImage? { await deferred.imageStore.value.image(for: mealID) }
        func remove(mealID: String) async { await deferred.imageStore.value.remove(mealID: mealID) }
    }
}

/// A store opened at its first call, whose answers carry what opening it found wrong (no data
/// directory, one that cannot be made) in front of their own problems; the session tells each once.
protocol DeferredStore: Storing where Value == Store.Value, Change == Store.Change {
    associatedtype Store: Storing & AnyObject
    var opened: OpenedStore<Store> { get }
    var openingProblems: @Sendable () -> [StorageProblem] { get }
    /// What a load answers before the store is opened, if it can without opening it.
    func unopened() -> Stored<Value>?
}

extension DeferredStore {
    func unopened() -> Stored<Value>? { nil }

    private func told<Answer>(_ stored: Stored<Answer>) -> Stored<Answer> {
        var stored = stored
        stored.problems = openingProblems() + stored.problems
        return stored
    }

    func load() async -> Stored<Value> {
        if !opened.isMade, let stored = unopened() { return stored }
        return told(await opened.value.load())
    }

    func apply(_ change: Change) async -> Stored<Value> { told(await opened.value.apply(change)) }

    func applyTelling(_ change: Change) async -> (stored: Stored<Value>, changed: Bool) {
        let (stored, changed) = await opened.value.applyTelling(change)
        return (told(stored), changed)
    }

    func refreshIfChanged() async -> Stored<Value>? { await opened.value.refreshIfChanged().map(told) }

    /// Asked only of a store already opened: one not opened yet has nothing waiting, and opening it
    /// would cost a run that used no store the start of every one.
    func saveWaitingChanges() async -> Int {
        guard opened.isMade else { return 0 }
        return await opened.value.saveWaitingChanges()
    }
}

extension DeferredStore where Store: FavoritesStoring {
    func recipe(forMealID mealID: String) async -> Stored<Recipe?> { told(await opened.value.recipe(forMealID: mealID)) }
}
