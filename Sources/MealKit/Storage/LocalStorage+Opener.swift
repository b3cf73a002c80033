import FoundationEssentials

extension LocalStorage {
    /// Opens the stores one at a time, in the data directory made once: what `open` does for all five
    /// together, for a shell that opens each at its first use (a terminal start reads the history for
    /// Up and nothing else; each file store is a generic type the Swift runtime completes on first use,
    /// ~0.15 M instructions apiece).
    public struct Opener: Sendable {
        /// The data directory made (0700), or why the stores keep to memory this session.
        public let place: Result<URL, StorageProblem>
        private let historyLimit: Int
        private let fileSystem: any FileSystem
        private let lockWait: LockWait

        /// Makes the data directory if needed; no store is opened yet.
        public init(
            _ directories: XDGDirectories, historyLimit: Int = FileHistoryStore.defaultLimit,
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
}
