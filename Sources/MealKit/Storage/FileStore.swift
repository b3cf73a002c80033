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

/// How one kind of value is kept in its file: all a `FileStore` needs to know of a feature besides
/// its change type and the pure function that applies a change (`Pantry.applying`, …).
struct StoreFormat<Document: VersionedDocument, Value: Sendable, Change: Sendable>: Sendable {
    var fileName: String
    /// The value a document holds.
    var read: @Sendable (Document) -> Value
    /// The document that holds a value.
    var make: @Sendable (Value) -> Document
    var applying: @Sendable (Change, Value) -> Value
    /// Whether a change made something different, for `applyTelling`.
    var changed: @Sendable (Value, Value) -> Bool = { _, _ in true }
}

extension FileStore {
    /// The store of `format`'s file in `directory`, which must exist (`XDGDirectories.prepareDataDirectory()`),
    /// holding `value` first if given.
    ///
    /// - Parameters:
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    ///   - lockWait: what to do while another sous holds the lock.
    init<Document>(
        _ format: StoreFormat<Document, Value, Change>, directory: URL, fileSystem: any FileSystem,
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait(), holding value: Value? = nil
    ) {
        let store = JSONFileStore<Document>(
            directory: directory, fileName: format.fileName, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
        if let value { _ = store.update { _ in format.make(value) } }
        self.init(file: ReplayedFile(store, read: format.read, make: format.make, applying: format.applying,
                                     changed: format.changed))
    }

    /// The store of `format` over an `InMemoryFileSystem` holding `value`: the very code of the file
    /// store, for tests and for a session that has no data directory.
    static func inMemory<Document>(_ format: StoreFormat<Document, Value, Change>, holding value: Value?) -> FileStore {
        let (fileSystem, directory) = InMemoryFileSystem.dataDirectory()
        return FileStore(format, directory: directory, fileSystem: fileSystem, holding: value)
    }
}
