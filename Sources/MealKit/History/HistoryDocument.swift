import FoundationEssentials

/// The contents of `history.json`: command lines, oldest first.
struct HistoryDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "history"

    var entries: [HistoryEntry]

    init(entries: [HistoryEntry]) { self.entries = entries }
}

extension HistoryDocument {
    /// The time and the line: two entries alike in both are the same line, whichever bytes are used.
    static func reuseKey(for entry: HistoryEntry) -> String? {
        "\(entry.date.timeIntervalSinceReferenceDate.bitPattern)\u{0}\(entry.line)"
    }

    /// The file sous wrote, read by `HistoryReader` rather than `JSONDecoder`.
    static func readQuickly(_ bytes: [UInt8]) -> (document: HistoryDocument, parts: EncodedParts)? {
        guard let read = HistoryReader.read(bytes) else { return nil }
        return (HistoryDocument(entries: read.entries), encodedParts(of: read.entries, in: bytes, at: read.ranges))
    }
}

/// Command history in `history.json`, the last `limit` lines of every shell, interleaved by time: each
/// line is saved before `append` returns, under the file's lock, so two shells running at once both
/// keep all their lines.
public typealias FileHistoryStore = FileStore<[HistoryEntry], HistoryEntry>

extension FileStore where Value == [HistoryEntry], Change == HistoryEntry {
    public static var fileName: String { "history.json" }
    public static var defaultLimit: Int { 5_000 }

    /// Lines in time order, the file's first on a tie, cut to the newest `limit`; a line is put after
    /// those of its time or older, so a file sous wrote is read in order and a hand-made one sorted.
    static func storeFile(limit: Int) -> StoreFile<Value, Change> {
        let limit = max(1, limit)
        return StoreFile(
            fileName, as: HistoryDocument.self,
            read: { document in
                Array(document.entries.enumerated()
                    .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                    .map(\.element).suffix(limit))
            },
            make: HistoryDocument.init(entries:),
            applying: { entry, entries in
                var entries = entries
                entries.insert(entry, at: entries.lastIndex { $0.date <= entry.date }.map { $0 + 1 } ?? 0)
                return entries.count > limit ? Array(entries.suffix(limit)) : entries
            })
    }

    /// The history in `directory`, the data directory (see `FileStore.init(_:directory:…)`), keeping
    /// the most recent `limit` lines across all shells.
    public init(
        directory: URL, limit: Int = FileHistoryStore.defaultLimit, fileSystem: any FileSystem = PosixFileSystem(),
        lockWait: LockWait = LockWait()
    ) {
        self.init(Self.storeFile(limit: limit), directory: directory, fileSystem: fileSystem, lockWait: lockWait)
    }

    /// The history in memory, starting with `entries` (see `FileStore.inMemory`).
    public static func inMemory(_ entries: [HistoryEntry] = [], limit: Int = defaultLimit) -> FileHistoryStore {
        inMemory(storeFile(limit: limit), holding: entries.isEmpty ? nil : entries)
    }
}
