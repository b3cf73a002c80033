#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// Reads a list document, `{"version": n, "<entriesKey>": [ … ]}`, byte by byte: the lexical part the
/// hand-written readers of store files share (`FavoritesIndexReader`, `HistoryReader`), each of which
/// adds only its entries' keys, fields and rules.
///
/// It reads strict JSON — strings plain or escaped (`\u` with surrogate pairs), well-formed UTF-8, the
/// literals, small non-negative integers, whitespace — and nothing more; anything it does not know
/// makes it answer `nil`, so that its reader declines and the store decodes the file as before. It
/// also tells whether an entry spans lines: an entry on one line is kept as bytes for the next save.
struct ListDocumentParser {
    /// A document's entries, each with where its own bytes are in the file (`nil` for one spread over lines).
    struct Read<Entry> {
        var entries: [Entry]
        var ranges: [Range<Int>?]
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Unescaped text of a string holding escapes, reused from one string to the next.
    private var scratch: [UInt8] = []
    /// How many line breaks the whitespace skipped so far held: an entry spans lines when it changes.
    private var lineBreaks = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The document in `bytes`, each entry read by `entry` from its opening brace; `nil` unless the
    /// whole file is such a document, of one of `versions`, with an entry list that `entry` reads whole.
    ///
    /// - Parameter bytesPerEntry: about how long an entry's line is, to reserve room for the entries at once.
    static func read<Entry>(
        _ bytes: [UInt8], entriesKey: String, versions: ClosedRange<Int>, bytesPerEntry: Int,
        entry: (inout ListDocumentParser) -> Entry?
    ) -> Read<Entry>? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = ListDocumentParser(bytes: buffer)
            return parser.document(entriesKey: entriesKey, versions: versions, bytesPerEntry: bytesPerEntry, entry: entry)
        }
    }

    /// `read(_:entriesKey:versions:bytesPerEntry:entry:)` of a store's document: its entries' key, and
    /// any version up to its own.
    static func read<Document: StoreDocument>(
        _ bytes: [UInt8], as document: Document.Type, bytesPerEntry: Int, entry: (inout ListDocumentParser) -> Document.Entry?
    ) -> Read<Document.Entry>? {
        read(bytes, entriesKey: Document.entriesKey, versions: 1...Document.formatVersion, bytesPerEntry: bytesPerEntry,
             entry: entry)
    }

    /// The document's two keys.
    private enum DocumentKey {
        case version, entries
    }

    private mutating func document<Entry>(
        entriesKey: String, versions: ClosedRange<Int>, bytesPerEntry: Int, entry: (inout ListDocumentParser) -> Entry?
    ) -> Read<Entry>? {
        var version: Int?
        var list: Read<Entry>?
        skipWhitespace()
        let read = object { key -> DocumentKey? in
            if key.elementsEqual("version".utf8) { return .version }
            return key.elementsEqual(entriesKey.utf8) ? .entries : nil
        } member: { parser, key in
            switch key {
            case .version:
                guard version == nil, let number = parser.integer() else { return false }
                version = number
            case .entries:
                guard list == nil, let entries = parser.entryList(bytesPerEntry: bytesPerEntry, entry: entry) else { return false }
                list = entries
            }
            return true
        }
        guard read else { return nil }
        skipWhitespace()
        // A newer version is the decoder's to refuse; a file without one or the other is not sous's.
        guard index == bytes.count, let version, versions.contains(version), let list else { return nil }
        return list
    }

    private mutating func entryList<Entry>(
        bytesPerEntry: Int, entry: (inout ListDocumentParser) -> Entry?
    ) -> Read<Entry>? {
        guard consume(.openBracket) else { return nil }
        var list = Read<Entry>(entries: [], ranges: [])
        // One entry a line: enough room at once for a file sous wrote (bounded, so that a huge file of
        // anything else reserves no more than a big store needs).
        let estimate = min(bytes.count / max(1, bytesPerEntry), 200_000)
        list.entries.reserveCapacity(estimate)
        list.ranges.reserveCapacity(estimate)
        skipWhitespace()
        if consume(.closeBracket) { return list }
        repeat {
            skipWhitespace()
            let start = index
            let lineBreaksBefore = lineBreaks
            guard let read = entry(&self) else { return nil }
            list.entries.append(read)
            list.ranges.append(lineBreaks == lineBreaksBefore ? start..<index : nil)
            skipWhitespace()
        } while consume(.comma)
        guard consume(.closeBracket) else { return nil }
        return list
    }

    // MARK: - Objects and values

    /// An object, `{"key": value, …}`: each key made a `Key` by `key` (`nil` for a key the reader does
    /// not know), then its value read by `member` (`false` for a value it does not take, or a key given
    /// twice). Whether the whole object was read.
    mutating func object<Key>(
        key makeKey: (UnsafeBufferPointer<UInt8>) -> Key?, member: (inout ListDocumentParser, Key) -> Bool
    ) -> Bool {
        guard consume(.openBrace) else { return false }
        skipWhitespace()
        if consume(.closeBrace) { return true }
        repeat {
            skipWhitespace()
            guard let key = memberKey(makeKey) else { return false }
            skipWhitespace()
            guard consume(.colon) else { return false }
            skipWhitespace()
            guard member(&self, key) else { return false }
            skipWhitespace()
        } while consume(.comma)
        return consume(.closeBrace)
    }

    /// A key, made a `Key` from its unescaped UTF-8.
    private mutating func memberKey<Key>(_ makeKey: (UnsafeBufferPointer<UInt8>) -> Key?) -> Key? {
        guard peek == .quote else { return nil }
        if let raw = plainString() { return makeKey(raw) }
        guard var text = escapedString() else { return nil }
        return text.withUTF8 { makeKey($0) }
    }

    /// A string's text.
    mutating func string() -> String? {
        guard peek == .quote else { return nil }
        if let raw = plainString() { return Self.validated(raw) }
        return escapedString()
    }

    /// A date as `StoreCoding.decoder()` reads one: a string, in the form sous writes read by hand,
    /// in any other through `StoreCoding.date(from:)`.
    mutating func date() -> Date? {
        guard peek == .quote else { return nil }
        if let raw = plainString() {
            if let date = StoreCoding.fastDate(utf8: raw) { return date }
            return Self.validated(raw).flatMap(StoreCoding.date(from:))
        }
        return escapedString().flatMap(StoreCoding.date(from:))
    }

    /// A string with no escape, as its raw bytes between the quotes (not checked as UTF-8: see
    /// `validated(_:)`); the index stays at the opening quote when the string holds an escape (read it
    /// with `escapedString()`).
    mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        var end = index + 1
        // Eight bytes at a time, the first that ends the string or needs a look found in the word
        // itself (most of a name or a line): at 10,000 favorites this loop was a tenth of a start.
        if let base = bytes.baseAddress {
            while end + 8 <= bytes.count {
                let special = Self.specialBytes(ByteWord(at: base + end))
                if special != 0 { return plainString(endingAt: end + special.trailingZeroBitCount / 8) }
                end += 8
            }
        }
        // The last few bytes, one by one.
        while end < bytes.count {
            let byte = bytes[end]
            if byte == .quote || byte == .backslash || byte < 0x20 { return plainString(endingAt: end) }
            end += 1
        }
        return nil
    }

    /// The string up to `end`, the first byte after the opening quote that is a quote, a backslash or
    /// a control character: read when it is the closing quote; `nil` for an escape (read by
    /// `escapedString()`) or a control character, which JSON has escaped.
    private mutating func plainString(endingAt end: Int) -> UnsafeBufferPointer<UInt8>? {
        guard bytes[end] == .quote else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        index = end + 1
        return raw
    }

    /// The high bit of each of the eight bytes (the first in memory lowest) that is a quote, a
    /// backslash or a control character (below 0x20), and possibly of bytes after the first such one:
    /// zero exactly when there is none, and the lowest bit set is always the first one's. A byte of
    /// 0x80 or more is never one.
    private static func specialBytes(_ word: ByteWord) -> UInt64 {
        word.equal(to: .quote) | word.equal(to: .backslash) | word.below(0x20)
    }

    /// A string holding escapes, unescaped; `nil` for an escape JSON has not, or a lone surrogate.
    mutating func escapedString() -> String? {
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
            guard let digit = byte.hexDigitValue else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The text of well-formed UTF-8, else `nil`.
    static func validated(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: raw, as: UTF8.self)
        // Decoding repairs bad UTF-8 with U+FFFD: the text is the bytes only if nothing was repaired.
        // ASCII (ids, dates, most names and command lines) needs no second look. (`String(validating:as:)`
        // is not specialized for a buffer: it took three times as long.)
        if isASCII(raw) { return text }
        return text.utf8.elementsEqual(raw) ? text : nil
    }

    /// Whether every byte is below 0x80, asked eight bytes at a time.
    private static func isASCII(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = raw.baseAddress else { return true }
        var index = 0
        while index + 8 <= raw.count {
            guard ByteWord(at: base + index).isASCII else { return false }
            index += 8
        }
        return raw[index...].allSatisfy { $0 < 0x80 }
    }

    /// A non-negative integer of a few digits, written as JSON writes one (no sign, fraction or leading zero).
    mutating func integer() -> Int? {
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

    /// What `read` makes of what comes next, or `nil` with nothing read: a reader's shortcut for the
    /// shape sous writes, which gives way to its general reading at the first byte it does not expect.
    mutating func attempt<Value>(_ read: (inout ListDocumentParser) -> Value?) -> Value? {
        let (start, lineBreaksBefore) = (index, lineBreaks)
        if let value = read(&self) { return value }
        (index, lineBreaks) = (start, lineBreaksBefore)
        return nil
    }

    /// Whether `word` (`true`, `false`, `null`, or any bytes the reader expects) is next; it is read if so.
    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              Self.matches(UnsafeBufferPointer(rebasing: bytes[index..<(index + count)]), word) else { return false }
        index += count
        return true
    }

    /// Whether two runs of bytes are the same, compared as `matches(_:_:)` does.
    static func same(_ raw: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard raw.count == other.count else { return false }
        guard let base = raw.baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base, otherBase, raw.count) == 0
    }

    /// Whether `raw` is `word`'s bytes: a key compared as bytes, without going through `String`.
    static func matches(_ raw: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard raw.count == word.utf8CodeUnitCount else { return false }
        // With the C library's `memcmp`: comparing the buffers as sequences costs a few hundred
        // instructions a key, and even by index a line of ten keys and values cost a thousand.
        guard let base = raw.baseAddress else { return true }
        return memcmp(base, word.utf8Start, raw.count) == 0
    }

    // MARK: - Bytes

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// Skips JSON whitespace, counting its line breaks.
    private mutating func skipWhitespace() {
        while let byte = peek, byte.isWhitespace {
            if byte == 0x0A { lineBreaks += 1 }
            index += 1
        }
    }
}
