/// The contents of `history.json`: command lines, oldest first.
struct HistoryDocument: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "history"

    var entries: [HistoryEntry]

    init(entries: [HistoryEntry]) { self.entries = entries }
}
