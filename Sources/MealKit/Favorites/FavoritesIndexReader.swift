import FoundationEssentials

/// Reads `favorites.json` by hand when it is in the shape sous writes, so a start with 10,000 favorites
/// does not pay `JSONDecoder` (most of such a start's time: a few microseconds an entry).
///
/// It answers only for a file it can read exactly as `JSONDecoder` and `FavoriteRecord.init(from:)`
/// would: `{"version": 1 or 2, "favorites": [ … ]}`, each entry an object of the index's own keys with
/// string, `true`/`false` or `null` values. Anything else — another key, a number or an object where
/// sous writes none (a version-1 entry's `"meal"`), a key given twice, a value of the wrong type, an
/// escape it does not know, bad UTF-8, a damaged or truncated file — makes it answer `nil`, and the
/// store reads the file with `JSONDecoder` (and salvages it) as before. So it is only ever a shortcut:
/// what it reads, the decoder reads the same.
enum FavoritesIndexReader {
    /// The entries, each with where its own bytes are in the file (`nil` for one spread over lines).
    static func read(_ bytes: [UInt8]) -> ListDocumentParser.Read<FavoriteRecord>? {
        // One entry a line, some 200 bytes with its picture's address.
        ListDocumentParser.read(bytes, as: FavoritesDocument.self, bytesPerEntry: 200, entry: entry)
    }

    /// The keys of an entry.
    private enum Key {
        case id, name, thumbnail, source, savedAt, changedAt, removed

        init?(_ text: UnsafeBufferPointer<UInt8>) {
            switch text.count {
            case 2 where ListDocumentParser.matches(text, "id"): self = .id
            case 4 where ListDocumentParser.matches(text, "name"): self = .name
            case 6 where ListDocumentParser.matches(text, "source"): self = .source
            case 7 where ListDocumentParser.matches(text, "savedAt"): self = .savedAt
            case 7 where ListDocumentParser.matches(text, "removed"): self = .removed
            case 9 where ListDocumentParser.matches(text, "thumbnail"): self = .thumbnail
            case 9 where ListDocumentParser.matches(text, "changedAt"): self = .changedAt
            default: return nil
            }
        }
    }

    /// The values of one entry, by key; each is given at most once.
    private struct Fields {
        var id, name, thumbnail, source, savedAt, changedAt, removed: Value?

        /// Sets a key's value; `false` when the entry gave that key already.
        mutating func set(_ key: Key, _ value: Value) -> Bool {
            func put(_ field: inout Value?) -> Bool {
                guard field == nil else { return false }
                field = value
                return true
            }
            switch key {
            case .id: return put(&id)
            case .name: return put(&name)
            case .thumbnail: return put(&thumbnail)
            case .source: return put(&source)
            case .savedAt: return put(&savedAt)
            case .changedAt: return put(&changedAt)
            case .removed: return put(&removed)
            }
        }
    }

    /// One value of an entry: the only kinds the index holds.
    private enum Value {
        case text(String)
        /// A date's text, already read (sous writes dates in the one form `StoreCoding.fastDate` reads).
        case date(Date)
        case bool(Bool)
        case null
    }

    /// One entry, read as `FavoriteRecord.init(from:)` reads it.
    private static func entry(_ parser: inout ListDocumentParser) -> FavoriteRecord? {
        if let written = parser.attempt(writtenFavorite) { return written }
        var fields = Fields()
        let read = parser.object(key: Key.init) { parser, key in
            guard let given = value(&parser, dated: key == .savedAt || key == .changedAt) else { return false }
            return fields.set(key, given)
        }
        guard read else { return nil }
        return record(fields)
    }

    /// A favorite's entry exactly as sous writes one, read straight through: the keys in the encoder's
    /// sorted order, each once, every string without escapes, the picture a plain web address or none.
    /// At 10,000 favorites this shape is every line, and reading it without looking up keys or holding
    /// values apart takes a third of the general reading; anything else (a removal, an escape, a key
    /// edited by hand) answers `nil`, and the entry is read the general way.
    private static func writtenFavorite(_ parser: inout ListDocumentParser) -> FavoriteRecord? {
        guard parser.literal(#"{"changedAt":"#), let changedText = parser.plainString(),
              let changedAt = StoreCoding.fastDate(utf8: changedText),
              parser.literal(#","id":"#), let idText = parser.plainString(),
              let id = ListDocumentParser.validated(idText),
              parser.literal(#","name":"#), let nameText = parser.plainString(),
              let name = ListDocumentParser.validated(nameText),
              parser.literal(#","savedAt":"#), let savedText = parser.plainString(),
              // Saved and changed at once, unless saved again: the same text, read once.
              let savedAt = ListDocumentParser.same(savedText, changedText) ? changedAt : StoreCoding.fastDate(utf8: savedText),
              parser.literal(#","source":"#), let sourceText = parser.plainString(),
              let source = writtenSource(sourceText)
        else { return nil }
        var thumbnail: String?
        if parser.literal(#","thumbnail":"#) {
            // A plain web address is ASCII, and taken as written (`PictureAddress.acceptedText`).
            guard let raw = parser.plainString(), PictureAddress.isPlainWebAddress(raw) else { return nil }
            thumbnail = String(decoding: raw, as: UTF8.self)
        }
        guard parser.literal("}") else { return nil }
        let favorite = Favorite(summary: MealSummary(id: id, name: name, pictureAddress: thumbnail),
                                source: source, savedAt: savedAt)
        return FavoriteRecord(mealID: id, changedAt: changedAt, favorite: favorite)
    }

    /// The source sous writes as this text, told from its bytes (a `String` each would cost more than
    /// reading the rest of the line); `nil` for any other text, which the general reading then judges.
    private static func writtenSource(_ raw: UnsafeBufferPointer<UInt8>) -> SourceKind? {
        switch raw.count {
        case 4 where ListDocumentParser.matches(raw, "live"): .live
        case 7 where ListDocumentParser.matches(raw, "offline"): .offline
        case 6 where ListDocumentParser.matches(raw, "edamam"): .edamam
        default: nil
        }
    }

    /// The record the decoder makes of these values, or `nil` where it would throw.
    private static func record(_ fields: Fields) -> FavoriteRecord? {
        func text(_ value: Value?) -> String? {
            if case .text(let text) = value { return text }
            return nil
        }
        /// `.some(nil)` for a date missing or null, `nil` for a value that is not a date.
        func optionalDate(_ value: Value?) -> Date?? {
            switch value {
            case nil, .null: return .some(nil)
            case .date(let date): return .some(date)
            case .text(let text): return StoreCoding.date(from: text).map { .some($0) }
            case .bool: return nil
            }
        }
        switch fields.removed {
        case .bool(true):
            guard let mealID = text(fields.id), let changedAt = optionalDate(fields.changedAt) else { return nil }
            return FavoriteRecord(mealID: mealID, changedAt: changedAt ?? .distantPast, favorite: nil)
        case nil, .null, .bool(false):
            break
        case .text, .date:
            return nil
        }
        guard let id = text(fields.id), let name = text(fields.name),
              let source = text(fields.source).flatMap(SourceKind.init(rawValue:)),
              let savedAt = optionalDate(fields.savedAt), let savedAt, let changedAt = optionalDate(fields.changedAt)
        else { return nil }
        let thumbnail: String?
        switch fields.thumbnail {
        case nil, .null: thumbnail = nil
        case .text(let text):
            // As the decoder reads it: a web address, or sous's own kept copy; anything else is no picture.
            thumbnail = PictureAddress.acceptedText(text, mealID: id)
        case .date, .bool: return nil
        }
        let favorite = Favorite(summary: MealSummary(id: id, name: name, pictureAddress: thumbnail),
                                source: source, savedAt: savedAt)
        return FavoriteRecord(mealID: id, changedAt: changedAt ?? savedAt, favorite: favorite)
    }

    /// A value of one of the kinds the index holds.
    private static func value(_ parser: inout ListDocumentParser, dated: Bool) -> Value? {
        switch parser.peek {
        case .quote:
            if let raw = parser.plainString() {
                if dated, let date = StoreCoding.fastDate(utf8: raw) { return .date(date) }
                return ListDocumentParser.validated(raw).map(Value.text)
            }
            return parser.escapedString().map(Value.text)
        case UInt8(ascii: "t"): return parser.literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return parser.literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return parser.literal("null") ? .null : nil
        default: return nil
        }
    }
}
