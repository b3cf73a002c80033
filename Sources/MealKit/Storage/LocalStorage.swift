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
    public var history: any HistoryStoring
    public var shoppingList: any ShoppingListStoring
    public var pantry: any PantryStoring
    public var plan: any PlanStoring
    /// The data directory in use, or `nil` when the session keeps everything in memory.
    public var dataDirectory: URL?
    /// Why nothing will be saved this session (`noDataDirectory`, or the directory cannot be made).
    public var problems: [StorageProblem]

    public init(
        favorites: any FavoritesStoring, history: any HistoryStoring,
        shoppingList: any ShoppingListStoring = FileShoppingListStore.inMemory(),
        pantry: any PantryStoring = FilePantryStore.inMemory(), plan: any PlanStoring = InMemoryPlanStore(),
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
