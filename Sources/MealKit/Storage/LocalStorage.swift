import FoundationEssentials

/// The stores a session keeps its data in: files in the data directory, or memory when there is none.
/// The directory is made once; each store is opened by its own call, so a shell can open each at its
/// first use (a terminal start reads the history for Up and nothing else; each file store is a generic
/// type the Swift runtime completes on first use, ~0.15 M instructions apiece).
///
/// ```swift
/// let storage = LocalStorage(XDGDirectories())
/// // storage.problems: tell the user once if nothing will be saved this session
/// let favorites = await storage.favorites().load()
/// ```
public struct LocalStorage: Sendable {
    /// The data directory made (0700), or why the stores keep to memory this session.
    public let place: Result<URL, StorageProblem>
    private let historyLimit: Int
    private let fileSystem: any FileSystem
    private let lockWait: LockWait

    /// Makes the data directory if needed; no store is opened yet.
    ///
    /// - Parameter lockWait: what every store does while another sous holds its lock; the shell
    ///   prints its notice ("waiting for another sous (pid N) to finish saving…").
    public init(
        _ directories: XDGDirectories = XDGDirectories(), historyLimit: Int = FileHistoryStore.defaultLimit,
        fileSystem: any FileSystem = PosixFileSystem(), lockWait: LockWait = LockWait()
    ) {
        place = directories.prepareDataDirectory(fileSystem: fileSystem)
        self.historyLimit = historyLimit
        self.fileSystem = fileSystem
        self.lockWait = lockWait
    }

    /// The data directory in use, or `nil` when the stores keep to memory.
    public var dataDirectory: URL? { try? place.get() }

    /// Why nothing will be saved this session: none, or the one reason the directory could not be had.
    public var problems: [StorageProblem] {
        guard case .failure(let problem) = place else { return [] }
        return [problem]
    }

    public func favorites() -> FileFavoritesStore {
        guard let directory = dataDirectory else { return .inMemory() }
        return FileFavoritesStore(directory: directory, fileSystem: fileSystem, lockWait: lockWait)
    }

    public func history() -> FileHistoryStore {
        guard let directory = dataDirectory else { return .inMemory(limit: historyLimit) }
        return FileHistoryStore(directory: directory, limit: historyLimit, fileSystem: fileSystem, lockWait: lockWait)
    }

    public func shoppingList() -> FileShoppingListStore {
        guard let directory = dataDirectory else { return .inMemory() }
        return FileShoppingListStore(directory: directory, fileSystem: fileSystem, lockWait: lockWait)
    }

    public func pantry() -> FilePantryStore {
        guard let directory = dataDirectory else { return .inMemory() }
        return FilePantryStore(directory: directory, fileSystem: fileSystem, lockWait: lockWait)
    }

    public func plan() -> FilePlanStore {
        guard let directory = dataDirectory else { return .inMemory() }
        return FilePlanStore(directory: directory, fileSystem: fileSystem, lockWait: lockWait)
    }
}
