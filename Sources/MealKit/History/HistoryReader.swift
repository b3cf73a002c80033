import FoundationEssentials

/// Reads `history.json` by hand when it is in the shape sous writes, so that a start with a history
/// does not pay `JSONDecoder`: the first use of its generic types costs the Swift runtime millions of
/// instructions (each first instantiation scans every protocol conformance in the binary), on the way
/// to the first prompt.
///
/// It answers only for a file it reads exactly as `JSONDecoder` and `HistoryEntry`'s `Decodable` would:
/// `{"version": 1, "history": [ … ]}`, each entry `{"date": "…", "line": "…"}` in either order, the date
/// read as `StoreCoding.decoder()` reads one. Anything else — another key (which the decoder would
/// ignore), a key given twice, a value that is no string, an escape it does not know, bad UTF-8, a
/// newer version, a damaged or truncated file — makes it answer `nil`, and the store reads the file with
/// `JSONDecoder` (and salvages it) as before.
enum HistoryReader {
    /// The entries, each with where its own bytes are in the file (`nil` for one spread over lines).
    static func read(_ bytes: [UInt8]) -> ListDocumentParser.Read<HistoryEntry>? {
        // `{"date":"2026-12-01T16:02:32.807Z","line":"…"},` and the indent: 55 bytes and the line.
        ListDocumentParser.read(bytes, as: HistoryDocument.self, bytesPerEntry: 64, entry: entry)
    }

    /// The keys of an entry.
    private enum Key {
        case date, line

        init?(_ text: UnsafeBufferPointer<UInt8>) {
            if ListDocumentParser.matches(text, "date") {
                self = .date
            } else if ListDocumentParser.matches(text, "line") {
                self = .line
            } else {
                return nil
            }
        }
    }

    /// One entry, read as the synthesized `HistoryEntry.init(from:)` reads it: both keys, once each.
    private static func entry(_ parser: inout ListDocumentParser) -> HistoryEntry? {
        if let written = parser.attempt(writtenEntry) { return written }
        var date: Date?
        var line: String?
        let read = parser.object(key: Key.init) { parser, key in
            switch key {
            case .date:
                guard date == nil, let value = parser.date() else { return false }
                date = value
            case .line:
                guard line == nil, let value = parser.string() else { return false }
                line = value
            }
            return true
        }
        guard read, let date, let line else { return nil }
        return HistoryEntry(line: line, date: date)
    }

    /// An entry exactly as sous writes one, `{"date":"…","line":"…"}` with no escape in the line, read
    /// straight through without looking keys up: a terminal start reads a thousand of them before its
    /// first prompt. Anything else answers `nil`, and the entry is read the general way.
    private static func writtenEntry(_ parser: inout ListDocumentParser) -> HistoryEntry? {
        guard parser.literal(#"{"date":"#), let dateText = parser.plainString(),
              let date = StoreCoding.fastDate(utf8: dateText),
              parser.literal(#","line":"#), let lineText = parser.plainString(),
              let line = ListDocumentParser.validated(lineText),
              parser.literal("}")
        else { return nil }
        return HistoryEntry(line: line, date: date)
    }
}
