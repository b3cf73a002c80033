import FoundationEssentials

/// The pantry in `pantry.json`, shared safely by every sous running at once.
///
/// Each call applies its change to the newest pantry on disk under the file's lock and saves before
/// answering, merging exactly as the in-memory store does (`Pantry`). When the disk fails the store
/// goes on in memory and saves the waiting changes with the first call that can.
public actor FilePantryStore: PantryStoring {
    /// The file's name in the data directory.
    public static let fileName = "pantry.json"

    /// The path of `pantry.json`.
    public nonisolated let path: String

    private var file: ReplayedFile<PantryDocument, [String]>

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    ///   - lockWait: what to do while another sous holds the lock.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        let store = JSONFileStore<PantryDocument>(
            directory: directory, fileName: Self.fileName, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
        path = store.path
        file = ReplayedFile(store, read: \.entries, make: PantryDocument.init(entries:))
    }

    public func load() -> Stored<[String]> { file.synchronize() }

    public func apply(_ change: Pantry.Change) -> Stored<[String]> {
        file.apply { Pantry.applying(change, to: $0) }
    }

    public func refreshIfChanged() -> Stored<[String]>? { file.refreshIfChanged() }

    public func saveWaitingChanges() -> Int { file.saveWaitingChanges() }
}
