import FoundationEssentials
import MealKit
import Synchronization

/// The session's stores, opened at the first call any of them gets rather than at start.
///
/// Opening them makes the data directory (a walk up its path) and builds five file stores, each a
/// generic `JSONFileStore<…>` whose type the Swift runtime completes on first use by scanning every
/// protocol conformance in the binary: together ~0.4 ms of a start that needs none of it for its
/// prompt, `quit` or `help` (the session reads the stores at its first command that does, see
/// `ShellEngine`). What opening found wrong (no data directory, one that cannot be made) is told with
/// the answer of each store's calls; the session tells a problem once.
final class DeferredStorage: Sendable {
    private let open: @Sendable () -> LocalStorage
    private let opened = Mutex<LocalStorage?>(nil)
    /// Where `history.json` would be, if the data directory is known.
    private let historyPath: String?

    /// - Parameters:
    ///   - dataDirectory: the data directory the stores will be in, if known: a history read before
    ///     anything else (the line editor's, for Up at the first prompt) opens nothing when it finds no
    ///     `history.json` there.
    ///   - open: opens the stores.
    init(dataDirectory: URL?, open: @escaping @Sendable () -> LocalStorage) {
        self.open = open
        historyPath = dataDirectory.map { $0.fileSystemPath + "/" + FileHistoryStore.fileName }
    }

    /// Whether the stores have been opened.
    private var isOpen: Bool { opened.withLock { $0 != nil } }

    /// The stores, opened now if this is the first call.
    var storage: LocalStorage {
        opened.withLock { opened in
            if let opened { return opened }
            let storage = open()
            opened = storage
            return storage
        }
    }

    var favorites: any FavoritesStoring { Favorites(deferred: self) }
    var history: any HistoryStoring { History(deferred: self) }
    var shoppingList: any ShoppingListStoring { ShoppingListStore(deferred: self) }
    var pantry: any PantryStoring { PantryStore(deferred: self) }
    var plan: any PlanStoring { PlanStore(deferred: self) }
    var images: any ImageStoring { Images(deferred: self) }

    /// Each call's problems with the opening's in front.
    fileprivate func told<Value>(_ stored: Stored<Value>) -> Stored<Value> {
        var stored = stored
        stored.problems = storage.problems + stored.problems
        return stored
    }

    private struct Favorites: FavoritesStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<[Favorite]> { deferred.told(await deferred.storage.favorites.load()) }
        func apply(_ change: Favorite.Change) async -> Stored<[Favorite]> {
            deferred.told(await deferred.storage.favorites.apply(change))
        }
        func recipe(forMealID mealID: String) async -> Stored<MealDetail?> {
            deferred.told(await deferred.storage.favorites.recipe(forMealID: mealID))
        }
        func refreshIfChanged() async -> Stored<[Favorite]>? {
            await deferred.storage.favorites.refreshIfChanged().map(deferred.told)
        }
    }

    private struct History: HistoryStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<[HistoryEntry]> {
            // No file, nothing to read: what the store would answer, without opening every store.
            if !deferred.isOpen, let path = deferred.historyPath, Services.isAbsent(path) { return Stored([]) }
            return deferred.told(await deferred.storage.history.load())
        }
        func append(_ entry: HistoryEntry) async -> [StorageProblem] {
            deferred.storage.problems + (await deferred.storage.history.append(entry))
        }
    }

    private struct ShoppingListStore: ShoppingListStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<ShoppingList> { deferred.told(await deferred.storage.shoppingList.load()) }
        func apply(_ change: ShoppingList.Change) async -> Stored<ShoppingList> {
            deferred.told(await deferred.storage.shoppingList.apply(change))
        }
        func refreshIfChanged() async -> Stored<ShoppingList>? {
            await deferred.storage.shoppingList.refreshIfChanged().map(deferred.told)
        }
    }

    private struct PantryStore: PantryStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<[String]> { deferred.told(await deferred.storage.pantry.load()) }
        func apply(_ change: Pantry.Change) async -> Stored<[String]> { deferred.told(await deferred.storage.pantry.apply(change)) }
        func refreshIfChanged() async -> Stored<[String]>? {
            await deferred.storage.pantry.refreshIfChanged().map(deferred.told)
        }
    }

    private struct PlanStore: PlanStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<MealPlan> { deferred.told(await deferred.storage.plan.load()) }
        func apply(_ change: MealPlan.Change) async -> Stored<MealPlan> { deferred.told(await deferred.storage.plan.apply(change)) }
        func refreshIfChanged() async -> Stored<MealPlan>? {
            await deferred.storage.plan.refreshIfChanged().map(deferred.told)
        }
    }

    /// Pictures go into the data directory once it is made, into memory when there is none.
    private struct Images: ImageStoring {
        let deferred: DeferredStorage
        func keep(_ data: Data, contentType: String?, for mealID: String) async throws(ImageError) -> StoredImage {
            try await deferred.imageStore.keep(data, contentType: contentType, for: mealID)
        }
        func image(for mealID: String) async -> StoredImage? { await deferred.imageStore.image(for: mealID) }
        func remove(mealID: String) async { await deferred.imageStore.remove(mealID: mealID) }
    }

    private let imageStoreOpened = Mutex<(any ImageStoring)?>(nil)

    /// The picture store of the opened data directory, made once.
    fileprivate var imageStore: any ImageStoring {
        let directory = storage.dataDirectory
        return imageStoreOpened.withLock { opened in
            if let opened { return opened }
            let store: any ImageStoring = directory.map { ImageStore(dataDirectory: $0) } ?? InMemoryImageStore()
            opened = store
            return store
        }
    }
}
