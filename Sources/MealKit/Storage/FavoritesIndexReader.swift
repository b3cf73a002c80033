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
    struct Read {
        var entries: [FavoriteRecord]
        var ranges: [Range<Int>?]
    }

    static func read(_ bytes: [UInt8]) -> Read? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer)
            return parser.document().map { Read(entries: $0.entries, ranges: $0.ranges) }
        }
    }

    /// The keys of an entry.
    private enum Key {
        case id, name, thumbnail, source, savedAt, changedAt, removed

        init?(_ text: UnsafeBufferPointer<UInt8>) {
            switch text.count {
            case 2 where text.elementsEqual("id".utf8): self = .id
            case 4 where text.elementsEqual("name".utf8): self = .name
            case 6 where text.elementsEqual("source".utf8): self = .source
            case 7 where text.elementsEqual("savedAt".utf8): self = .savedAt
            case 7 where text.elementsEqual("removed".utf8): self = .removed
            case 9 where text.elementsEqual("thumbnail".utf8): self = .thumbnail
            case 9 where text.elementsEqual("changedAt".utf8): self = .changedAt
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

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Unescaped text of a string holding escapes, reused from one string to the next.
        var scratch: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func document() -> (entries: [FavoriteRecord], ranges: [Range<Int>?])? {
            var version: Int?
            var entries: [FavoriteRecord]?
            var ranges: [Range<Int>?] = []
            _ = skipWhitespace()
            guard consume(.openBrace) else { return nil }
            repeat {
                _ = skipWhitespace()
                guard let key = keyText() else { return nil }
                _ = skipWhitespace()
                guard consume(.colon) else { return nil }
                _ = skipWhitespace()
                if key == "version", version == nil {
                    guard let number = integer() else { return nil }
                    version = number
                } else if key == FavoritesDocument.entriesKey, entries == nil {
                    guard let list = entryList(ranges: &ranges) else { return nil }
                    entries = list
                } else {
                    return nil
                }
                _ = skipWhitespace()
            } while consume(.comma)
            guard consume(.closeBrace) else { return nil }
            _ = skipWhitespace()
            // A newer version is the decoder's to refuse; a file without one or the other is not sous's.
            guard index == bytes.count, let version, (1...FavoritesDocument.formatVersion).contains(version),
                  let entries else { return nil }
            return (entries, ranges)
        }

        private mutating func entryList(ranges: inout [Range<Int>?]) -> [FavoriteRecord]? {
            guard consume(.openBracket) else { return nil }
            var entries: [FavoriteRecord] = []
            // One entry a line, roughly a hundred bytes each: enough room at once for a file sous wrote
            // (bounded, so that a huge file of anything else reserves no more than a big index needs).
            let estimate = min(bytes.count / 96, 200_000)
            entries.reserveCapacity(estimate)
            ranges.reserveCapacity(estimate)
            _ = skipWhitespace()
            if consume(.closeBracket) { return entries }
            repeat {
                _ = skipWhitespace()
                let start = index
                guard let (entry, spansLines) = entry() else { return nil }
                entries.append(entry)
                ranges.append(spansLines ? nil : start..<index)
                _ = skipWhitespace()
            } while consume(.comma)
            guard consume(.closeBracket) else { return nil }
            return entries
        }

        /// One entry, read as `FavoriteRecord.init(from:)` reads it, and whether it spans lines.
        private mutating func entry() -> (FavoriteRecord, spansLines: Bool)? {
            guard consume(.openBrace) else { return nil }
            var fields = Fields()
            var spansLines = skipWhitespace()
            if !consume(.closeBrace) {
                repeat {
                    spansLines = skipWhitespace() || spansLines
                    guard let key = entryKey() else { return nil }
                    spansLines = skipWhitespace() || spansLines
                    guard consume(.colon) else { return nil }
                    spansLines = skipWhitespace() || spansLines
                    guard let value = value(dated: key == .savedAt || key == .changedAt), fields.set(key, value)
                    else { return nil }
                    spansLines = skipWhitespace() || spansLines
                } while consume(.comma)
                guard consume(.closeBrace) else { return nil }
            }
            guard let record = Self.record(fields) else { return nil }
            return (record, spansLines)
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
            let thumbnail: URL?
            switch fields.thumbnail {
            case nil, .null: thumbnail = nil
            case .text(let text):
                // As the decoder reads a URL: a string that does not make one fails the whole file.
                guard let url = URL(string: text) else { return nil }
                thumbnail = url
            case .date, .bool: return nil
            }
            let favorite = Favorite(summary: MealSummary(id: id, name: name, thumbnailURL: thumbnail),
                                    source: source, savedAt: savedAt)
            return FavoriteRecord(mealID: id, changedAt: changedAt ?? savedAt, favorite: favorite)
        }

        // MARK: - Values

        private mutating func entryKey() -> Key? {
            guard peek == .quote else { return nil }
            if let raw = plainString() { return Key(raw) }
            guard let text = escapedString() else { return nil }
            var copy = text
            return copy.withUTF8 { Key($0) }
        }

        private mutating func keyText() -> String? {
            guard peek == .quote else { return nil }
            if let raw = plainString() { return Self.validated(raw) }
            return escapedString()
        }

        private mutating func value(dated: Bool) -> Value? {
            switch peek {
            case .quote:
                if let raw = plainString() {
                    if dated, let date = StoreCoding.fastDate(utf8: raw) { return .date(date) }
                    return Self.validated(raw).map(Value.text)
                }
                return escapedString().map(Value.text)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return nil
            }
        }

        /// A string with no escape, as its raw bytes between the quotes; the index stays at the opening
        /// quote when the string holds an escape (read it with `escapedString()`).
        private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                if byte == .quote {
                    let raw = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                    index = end + 1
                    return raw
                }
                if byte == .backslash { return nil }
                // A control character must be escaped in JSON.
                if byte < 0x20 { return nil }
                end += 1
            }
            return nil
        }

        /// A string holding escapes, unescaped; `nil` for an escape JSON has not, or a lone surrogate.
        private mutating func escapedString() -> String? {
            scratch.removeAll(keepingCapacity: true)
            var at = index + 1
            while at < bytes.count {
                let byte = bytes[at]
                if byte == .quote {
                    index = at + 1
                    return scratch.withUnsafeBufferPointer { Self.validated($0) }
                }
                if byte < 0x20 { return nil }
                guard byte == .backslash else {
                    scratch.append(byte)
                    at += 1
                    continue
                }
                guard at + 1 < bytes.count else { return nil }
                at += 2
                switch bytes[at - 1] {
                case UInt8(ascii: "\""): scratch.append(.quote)
                case UInt8(ascii: "\\"): scratch.append(.backslash)
                case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"):
                    guard let unit = hex(at) else { return nil }
                    at += 4
                    var scalar: Unicode.Scalar?
                    if (0xD800...0xDBFF).contains(unit) {
                        // A high surrogate must be followed by its low one, as `\uDC00`…`\uDFFF`.
                        guard at + 1 < bytes.count, bytes[at] == .backslash, bytes[at + 1] == UInt8(ascii: "u"),
                              let low = hex(at + 2), (0xDC00...0xDFFF).contains(low) else { return nil }
                        at += 6
                        scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                    } else {
                        scalar = Unicode.Scalar(UInt32(unit))
                    }
                    guard let scalar else { return nil }
                    scratch.append(contentsOf: UTF8.encode(scalar)!)
                default:
                    return nil
                }
            }
            return nil
        }

        private func hex(_ at: Int) -> UInt16? {
            guard at + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for byte in bytes[at..<(at + 4)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }

        /// The text of well-formed UTF-8, else `nil`.
        private static func validated(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
            let text = String(decoding: raw, as: UTF8.self)
            // Decoding repairs bad UTF-8 with U+FFFD: the text is the bytes only if nothing was repaired.
            // ASCII (ids, dates, most names) needs no second look.
            if raw.allSatisfy({ $0 < 0x80 }) { return text }
            return text.utf8.elementsEqual(raw) ? text : nil
        }

        /// A non-negative integer of a few digits, written as JSON writes one (no sign, fraction or leading zero).
        private mutating func integer() -> Int? {
            let start = index
            var value = 0
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), index - start < 9 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
            }
            guard index > start, bytes[start] != UInt8(ascii: "0") || index - start == 1 else { return nil }
            // What follows a number must end it; "2.0", "2e0" or a tenth digit are the decoder's to read.
            if let byte = peek, !(byte == .comma || byte == .closeBrace || byte.isWhitespace) { return nil }
            return value
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            guard bytes[index..<(index + count)].elementsEqual(expected) else { return false }
            index += count
            return true
        }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        /// Skips JSON whitespace; whether it held a line break.
        private mutating func skipWhitespace() -> Bool {
            var lineBreak = false
            while let byte = peek, byte.isWhitespace {
                if byte == 0x0A { lineBreak = true }
                index += 1
            }
            return lineBreak
        }
    }
}
