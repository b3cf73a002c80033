import FoundationEssentials

/// The stores a session keeps its data in: files in the data directory, or memory when there is none.
///
/// ```swift
/// let storage = LocalStorage.open(XDGDirectories())
/// // storage.problems: tell the user once if nothing will be saved this session
/// let favorites = await storage.favorites.load()
/// ```
public struct LocalStorage: Sendable {
    public var favorites: any FavoritesStoring
    public var history: any Storing<[HistoryEntry], HistoryEntry>
    public var shoppingList: any Storing<ShoppingList, ShoppingList.Change>
    public var pantry: any Storing<[String], Pantry.Change>
    public var plan: any Storing<MealPlan, MealPlan.Change>
    /// The data directory in use, or `nil` when the session keeps everything in memory.
    public var dataDirectory: URL?
    /// Why nothing will be saved this session (`noDataDirectory`, or the directory cannot be made).
    public var problems: [StorageProblem]

    public init(
        favorites: any FavoritesStoring, history: any Storing<[HistoryEntry], HistoryEntry>,
        shoppingList: any Storing<ShoppingList, ShoppingList.Change> = FileShoppingListStore.inMemory(),
        pantry: any Storing<[String], Pantry.Change> = FilePantryStore.inMemory(),
        plan: any Storing<MealPlan, MealPlan.Change> = FilePlanStore.inMemory(),
        dataDirectory: URL?,
        problems: [StorageProblem] = []
    ) {
        self.favorites = favorites
        self.history = history
        self.shoppingList = shoppingList
        self.pantry = pantry
        self.plan = plan
        self.dataDirectory = dataDirectory
        self.problems = problems
    }

    /// Creates the data directory if needed (0700) and opens the file stores in it; falls back to the
    /// in-memory stores, with the reason in `problems`, when that is impossible.
    ///
    /// - Parameter lockWait: what every store does while another sous holds its lock; the shell
    ///   prints its notice ("waiting for another sous (pid N) to finish saving…").
    public static func open(
        _ directories: XDGDirectories = XDGDirectories(),
        historyLimit: Int = FileHistoryStore.defaultLimit,
        fileSystem: any FileSystem = PosixFileSystem(),
        lockWait: LockWait = LockWait()
    ) -> LocalStorage {
        let opener = Opener(directories, historyLimit: historyLimit, fileSystem: fileSystem, lockWait: lockWait)
        return LocalStorage(
            favorites: opener.favorites(), history: opener.history(), shoppingList: opener.shoppingList(),
            pantry: opener.pantry(), plan: opener.plan(), dataDirectory: opener.dataDirectory,
            problems: opener.problems)
    }
}
