import FoundationEssentials

/// Where the command history lives (the `history` command and Up/Down at the next start).
public protocol HistoryStoring: Sendable {
    func load() async -> Stored<[HistoryEntry]>
    func append(_ entry: HistoryEntry) async -> [StorageProblem]
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
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

    /// Memory never refuses a line.
    public func saveWaitingChanges() -> Int { 0 }
}
