import FoundationEssentials

/// Command history in `history.json`, the last `limit` lines of every shell, interleaved by time.
///
/// Each `append` is saved before it returns, under the file's lock, so two shells running at once
/// both keep all their lines. When the disk fails the store goes on in memory, keeps the lines not yet
/// saved, and saves them with the first append that can; each problem is reported once.
public actor FileHistoryStore: HistoryStoring {
    /// The file's name in the data directory.
    public static let fileName = "history.json"
    public static let defaultLimit = 5_000

    /// The path of `history.json`.
    public nonisolated var path: String { file.path }
    public nonisolated let limit: Int

    private let file: JSONFileStore<HistoryDocument>
    /// The file as last read or written, so an unchanged file is not read again (see `Memory`).
    private var memory = JSONFileStore<HistoryDocument>.Memory()
    /// What the file held at the last visit that could read it.
    private var onDisk: [HistoryEntry] = []
    /// Lines appended here that are not on disk yet.
    private var unsaved: [HistoryEntry] = []
    private var problems = ProblemFilter()

    /// - Parameters:
    ///   - directory: the data directory, which must exist (`XDGDirectories.prepareDataDirectory()`).
    ///   - limit: how many of the most recent lines are kept, across all shells.
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - lockWait: what to do while another sous holds the lock.
    public init(
        directory: URL, limit: Int = FileHistoryStore.defaultLimit, fileSystem: any FileSystem = PosixFileSystem(),
        lockWait: LockWait = LockWait()
    ) {
        file = JSONFileStore(directory: directory, fileName: Self.fileName, fileSystem: fileSystem, lockWait: lockWait)
        self.limit = max(1, limit)
    }

    public func load() -> Stored<[HistoryEntry]> {
        let problems = synchronize()
        return Stored(Self.interleaving(onDisk, unsaved, limit: limit), problems: problems)
    }

    public func append(_ entry: HistoryEntry) -> [StorageProblem] {
        unsaved.append(entry)
        if unsaved.count > limit { unsaved.removeFirst(unsaved.count - limit) }
        return synchronize()
    }

    public func saveWaitingChanges() -> Int {
        if !unsaved.isEmpty { _ = synchronize() }
        return unsaved.count
    }

    private func synchronize() -> [StorageProblem] {
        let unsaved = self.unsaved
        let limit = self.limit
        let absent = unsaved.isEmpty ? file.visitIfAbsent(remembering: &memory) : nil
        let visit = absent ?? file.update(remembering: &memory) { document in
            guard !unsaved.isEmpty else { return nil }
            return HistoryDocument(entries: Self.interleaving(document.entries, unsaved, limit: limit))
        }
        if let document = visit.document {
            onDisk = document.entries
            if visit.saved { self.unsaved = [] }
        }
        return problems.fresh(visit.problems)
    }

    /// Both lists in time order, the file's first on a tie, cut to the newest `limit`.
    private static func interleaving(_ saved: [HistoryEntry], _ added: [HistoryEntry], limit: Int) -> [HistoryEntry] {
        let merged = (saved + added).enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        return Array(merged.suffix(limit))
    }
}
