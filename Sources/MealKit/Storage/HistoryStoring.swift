import FoundationEssentials

/// Where the command history lives (the `history` command and Up/Down at the next start).
public protocol HistoryStoring: Sendable {
    func load() async -> Stored<[HistoryEntry]>
    func append(_ entry: HistoryEntry) async -> [StorageProblem]
}

/// History kept in memory only: for tests, and what a session falls back to.
public actor InMemoryHistoryStore: HistoryStoring {
    private var entries: [HistoryEntry]
    private let limit: Int

    public init(_ entries: [HistoryEntry] = [], limit: Int = 5_000) {
        self.entries = entries
        self.limit = limit
    }

    public func load() -> Stored<[HistoryEntry]> { Stored(entries) }

    public func append(_ entry: HistoryEntry) -> [StorageProblem] {
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return []
    }
}
