import FoundationEssentials

/// The shopping list in `shopping.json`, shared safely by every sous running at once.
///
/// Each call applies its change to the newest list on disk under the file's lock and saves before
/// answering, so a meal added in one shell is on the list the other shell shows at its next command.
/// When the disk fails the store goes on in memory and saves the waiting changes with the first call
/// that can; each problem is reported once.
public actor FileShoppingListStore: ShoppingListStoring {
    /// The file's name in the data directory.
    public static let fileName = "shopping.json"

    /// The path of `shopping.json`.
    public nonisolated let path: String

    private var file: ReplayedFile<ShoppingListDocument, ShoppingList>

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    ///   - lockWait: what to do while another sous holds the lock.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        let store = JSONFileStore<ShoppingListDocument>(
            directory: directory, fileName: Self.fileName, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
        path = store.path
        file = ReplayedFile(store, read: \.list, make: ShoppingListDocument.init(list:))
    }

    public func load() -> Stored<ShoppingList> { file.synchronize() }

    public func apply(_ change: ShoppingList.Change) -> Stored<ShoppingList> {
        file.apply { $0.applying(change) }
    }

    public func refreshIfChanged() -> Stored<ShoppingList>? { file.refreshIfChanged() }

    public func saveWaitingChanges() -> Int { file.saveWaitingChanges() }
}
