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
