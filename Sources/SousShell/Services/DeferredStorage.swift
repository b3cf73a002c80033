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
    private let opener: OpenedOnce<LocalStorage.Opener>
    private let favoritesStore: OpenedOnce<any FavoritesStoring>
    private let historyStore: OpenedOnce<any HistoryStoring>
    private let shoppingListStore: OpenedOnce<any ShoppingListStoring>
    private let pantryStore: OpenedOnce<any PantryStoring>
    private let planStore: OpenedOnce<any PlanStoring>
    /// Pictures go into the data directory once it is made, into memory when there is none.
    fileprivate let imageStore: OpenedOnce<any ImageStoring>
    /// Where `history.json` would be, if the data directory is known.
    private let historyPath: String?

    /// - Parameters:
    ///   - dataDirectory: the data directory the stores will be in, if known: a history read before
    ///     anything else (the line editor's, for Up at the first prompt) opens nothing when it finds no
    ///     `history.json` there.
    ///   - open: makes the data directory; each store is then opened from it at its first call.
    init(dataDirectory: URL?, open: @escaping @Sendable () -> LocalStorage.Opener) {
        let opener = OpenedOnce(open)
        self.opener = opener
        favoritesStore = OpenedOnce { opener.value.favorites() }
        historyStore = OpenedOnce { opener.value.history() }
        shoppingListStore = OpenedOnce { opener.value.shoppingList() }
        pantryStore = OpenedOnce { opener.value.pantry() }
        planStore = OpenedOnce { opener.value.plan() }
        imageStore = OpenedOnce { () -> any ImageStoring in
            guard let directory = opener.value.dataDirectory else { return InMemoryImageStore() }
            return ImageStore(dataDirectory: directory)
        }
        historyPath = dataDirectory.map { $0.fileSystemPath.appendingPathComponent(FileHistoryStore.fileName) }
    }

    var favorites: any FavoritesStoring { Favorites(deferred: self) }
    var history: any HistoryStoring { History(deferred: self) }
    var shoppingList: any ShoppingListStoring { ShoppingListStore(deferred: self) }
    var pantry: any PantryStoring { PantryStore(deferred: self) }
    var plan: any PlanStoring { PlanStore(deferred: self) }
    var images: any ImageStoring { Images(deferred: self) }

    /// What a store keeps waiting, asked only of one already opened: one not opened yet has nothing
    /// waiting, and opening it would cost a run that used no store the start of every one.
    fileprivate static func waiting<Store: Sendable>(in store: OpenedOnce<Store>, _ ask: (Store) async -> Int) async -> Int {
        guard store.isMade else { return 0 }
        return await ask(store.value)
    }

    /// Each call's problems with the opening's in front.
    fileprivate func told<Value>(_ stored: Stored<Value>) -> Stored<Value> {
        var stored = stored
        stored.problems = opener.value.problems + stored.problems
        return stored
    }

    private struct Favorites: FavoritesStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<[Favorite]> { deferred.told(await deferred.favoritesStore.value.load()) }
        func apply(_ change: Favorite.Change) async -> Stored<[Favorite]> {
            deferred.told(await deferred.favoritesStore.value.apply(change))
        }
        func recipe(forMealID mealID: String) async -> Stored<Recipe?> {
            deferred.told(await deferred.favoritesStore.value.recipe(forMealID: mealID))
        }
        func refreshIfChanged() async -> Stored<[Favorite]>? {
            await deferred.favoritesStore.value.refreshIfChanged().map(deferred.told)
        }
        func saveWaitingChanges() async -> Int {
            await DeferredStorage.waiting(in: deferred.favoritesStore) { await $0.saveWaitingChanges() }
        }
    }

    private struct History: HistoryStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<[HistoryEntry]> {
            // No file, nothing to read: what the store would answer, without opening every store.
            if !deferred.historyStore.isMade, let path = deferred.historyPath, Services.isAbsent(path) { return Stored([]) }
            return deferred.told(await deferred.historyStore.value.load())
        }
        func append(_ entry: HistoryEntry) async -> [StorageProblem] {
            deferred.opener.value.problems + (await deferred.historyStore.value.append(entry))
        }
        func saveWaitingChanges() async -> Int {
            await DeferredStorage.waiting(in: deferred.historyStore) { await $0.saveWaitingChanges() }
        }
    }

    private struct ShoppingListStore: ShoppingListStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<ShoppingList> { deferred.told(await deferred.shoppingListStore.value.load()) }
        func apply(_ change: ShoppingList.Change) async -> Stored<ShoppingList> {
            deferred.told(await deferred.shoppingListStore.value.apply(change))
        }
        func refreshIfChanged() async -> Stored<ShoppingList>? {
            await deferred.shoppingListStore.value.refreshIfChanged().map(deferred.told)
        }
        func saveWaitingChanges() async -> Int {
            await DeferredStorage.waiting(in: deferred.shoppingListStore) { await $0.saveWaitingChanges() }
        }
    }

    private struct PantryStore: PantryStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<[String]> { deferred.told(await deferred.pantryStore.value.load()) }
        func apply(_ change: Pantry.Change) async -> Stored<[String]> { deferred.told(await deferred.pantryStore.value.apply(change)) }
        func refreshIfChanged() async -> Stored<[String]>? {
            await deferred.pantryStore.value.refreshIfChanged().map(deferred.told)
        }
        func saveWaitingChanges() async -> Int {
            await DeferredStorage.waiting(in: deferred.pantryStore) { await $0.saveWaitingChanges() }
        }
    }

    private struct PlanStore: PlanStoring {
        let deferred: DeferredStorage
        func load() async -> Stored<MealPlan> { deferred.told(await deferred.planStore.value.load()) }
        func apply(_ change: MealPlan.Change) async -> Stored<MealPlan> { deferred.told(await deferred.planStore.value.apply(change)) }
        func refreshIfChanged() async -> Stored<MealPlan>? {
            await deferred.planStore.value.refreshIfChanged().map(deferred.told)
        }
        func remove(entryID: String) async -> (stored: Stored<MealPlan>, wasPlanned: Bool) {
            let (stored, wasPlanned) = await deferred.planStore.value.remove(entryID: entryID)
            return (deferred.told(stored), wasPlanned)
        }
        func saveWaitingChanges() async -> Int {
            await DeferredStorage.waiting(in: deferred.planStore) { await $0.saveWaitingChanges() }
        }
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
