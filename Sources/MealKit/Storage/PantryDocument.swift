import FoundationEssentials

/// The contents of `pantry.json`: the ingredients at hand, as typed, in the order added.
struct PantryDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "items"

    var entries: [String]

    init(entries: [String]) { self.entries = entries }
}

/// The pantry in `pantry.json`; each change is replayed onto the newest pantry on disk under its lock
/// (`Pantry.applying`), merging exactly as the in-memory pantry does.
public typealias FilePantryStore = FileStore<[String], Pantry.Change>

extension FileStore where Value == [String], Change == Pantry.Change {
    public static var fileName: String { format.fileName }

    static var format: StoreFormat<PantryDocument, Value, Change> {
        StoreFormat(fileName: "pantry.json", read: \.entries, make: PantryDocument.init(entries:), applying: Pantry.applying)
    }

    /// The pantry in `directory`, the data directory (see `FileStore.init(_:directory:…)`).
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        self.init(Self.format, directory: directory, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
    }

    /// The pantry in memory, starting with `items` (see `FileStore.inMemory`).
    public static func inMemory(_ items: [String] = []) -> FilePantryStore {
        inMemory(format, holding: items.isEmpty ? nil : items)
    }
}
