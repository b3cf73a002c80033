import FoundationEssentials

/// One kind of data in its JSON file in the data directory, shared safely by every sous running at
/// once: `FilePantryStore`, `FilePlanStore`, `FileShoppingListStore`, `FileHistoryStore`,
/// `FileSettingsStore` (each beside its document) and `FileFavoritesStore`.
///
/// Each call applies its change to the newest value on disk under the file's lock and saves before
/// answering, so a change made in one shell is in the other's value at its next command. When the
/// disk fails (see `StorageProblem`) the store goes on in memory: changes not yet saved are kept and
/// saved by the first call that can, and what was on disk is left as it was. Each problem is reported
/// once, by the call that first met it, and again only if it returns after the disk recovered.
public actor FileStore<Value: Sendable, Change: Sendable>: Storing {
    /// The file's path, as the user would look for it.
    public nonisolated let path: String
    private var file: any ChangeFile<Value, Change>

    init(file: some ChangeFile<Value, Change>) {
        path = file.path
        self.file = file
    }

    public func load() -> Stored<Value> { file.synchronize() }

    public func apply(_ change: Change) -> Stored<Value> { file.apply(change) }

    public func applyTelling(_ change: Change) -> (stored: Stored<Value>, changed: Bool) { file.applyTelling(change) }

    /// Also when changes wait in memory: the disk that refused them may take them now.
    public func refreshIfChanged() -> Stored<Value>? { file.refreshIfChanged() }

    public func saveWaitingChanges() -> Int { file.saveWaitingChanges() }

    /// What the file holds, for the reads of a kind that keeps more than its value (favorites' recipes).
    func reading<Result>(_ read: (any ChangeFile<Value, Change>) -> Result) -> Result { read(file) }
}

/// A change a `FileStore` keeps in a file of its own: `Pantry.Change`, `MealPlan.Change`, … Each says
/// in which file, as which document, and by which pure function a change is made to the value.
public protocol StoredChange: Sendable {
    associatedtype StoredValue: Sendable
    static var storeFile: StoreFile<StoredValue, Self> { get }
}

/// How one kind of value is kept in its file: all a `FileStore` needs to know of a feature besides
/// its change type and the pure function that applies a change (`Pantry.applying`, …).
public struct StoreFile<Value: Sendable, Change: Sendable>: Sendable {
    let fileName: String
    /// The file's memory, over the document type the file holds, holding a first value if given.
    let open: @Sendable (URL, any FileSystem, @escaping @Sendable () -> Date, LockWait, Value?) -> any ChangeFile<Value, Change>

    /// - Parameters:
    ///   - read: the value a document holds.
    ///   - make: the document that holds a value.
    ///   - applying: the value with one change made.
    ///   - changed: whether a change made something different, for `applyTelling`.
    init<Document: VersionedDocument>(
        _ fileName: String, as: Document.Type, read: @escaping @Sendable (Document) -> Value,
        make: @escaping @Sendable (Value) -> Document, applying: @escaping @Sendable (Change, Value) -> Value,
        changed: @escaping @Sendable (Value, Value) -> Bool = { _, _ in true }
    ) {
        self.fileName = fileName
        open = { directory, fileSystem, clock, lockWait, value in
            let store = JSONFileStore<Document>(directory: directory, fileName: fileName, fileSystem: fileSystem,
                                                clock: clock, lockWait: lockWait)
            if let value { _ = store.update { _ in make(value) } }
            return ReplayedFile(store, read: read, make: make, applying: applying, changed: changed)
        }
    }
}

extension FileStore {
    /// The store of `file` in `directory`, which must exist (`XDGDirectories.prepareDataDirectory()`),
    /// holding `value` first if given.
    ///
    /// - Parameters:
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    ///   - lockWait: what to do while another sous holds the lock.
    init(
        _ file: StoreFile<Value, Change>, directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait(), holding value: Value? = nil
    ) {
        self.init(file: file.open(directory, fileSystem, clock, lockWait, value))
    }

    /// The store of `file` over an `InMemoryFileSystem` holding `value`: the very code of the file
    /// store, for tests and for a session that has no data directory.
    static func inMemory(_ file: StoreFile<Value, Change>, holding value: Value?) -> FileStore {
        let (fileSystem, directory) = InMemoryFileSystem.dataDirectory()
        return FileStore(file, directory: directory, fileSystem: fileSystem, holding: value)
    }
}

extension FileStore where Change: StoredChange, Change.StoredValue == Value {
    public static var fileName: String { Change.storeFile.fileName }

    /// The store of its change's file in `directory` (see `init(_:directory:…)`).
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        self.init(Change.storeFile, directory: directory, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
    }

    /// The store in memory, holding `value` first if given (see `inMemory(_:holding:)`).
    public static func inMemory(_ value: Value? = nil) -> FileStore { inMemory(Change.storeFile, holding: value) }
}
