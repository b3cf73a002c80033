import FoundationEssentials

/// What a `JSONFileStore` keeps: a list of entries, saved as `{"version": n, "<entriesKey>": [ … ]}`.
///
/// A list, because that is what makes a damaged file worth salvaging: each entry that still decodes is
/// kept on its own, whatever happened to its neighbours (`StoreSalvage`).
///
/// The file is written one entry per line, each entry compact JSON: a save then copies the bytes of the
/// entries it has seen before and encodes only the new or changed ones, and a person can still `grep`
/// it or read it with `jq`.
public protocol StoreDocument: VersionedDocument {
    associatedtype Entry: Codable & Sendable

    /// The key of the entry list, such as `"favorites"`.
    static var entriesKey: String { get }

    var entries: [Entry] { get }
    init(entries: [Entry])

    /// The name under which an entry's encoded bytes are remembered between saves, or `nil` (the default)
    /// to encode it at every save.
    ///
    /// Names may collide: remembered bytes are used only for an entry `isSame` as the one they came from.
    static func reuseKey(for entry: Entry) -> String?
    /// Whether `entry` equals `other`, so remembered bytes are never written for a different entry.
    static func isSame(_ entry: Entry, as other: Entry) -> Bool
}

extension StoreDocument {
    public static var empty: Self { Self(entries: []) }

    public init(reading decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicKey.self)
        self.init(entries: try container.decodeIfPresent([Entry].self, forKey: DynamicKey(Self.entriesKey)) ?? [])
    }

    public func write(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        try container.encode(entries, forKey: DynamicKey(Self.entriesKey))
    }

    public static func salvage(_ bytes: [UInt8], decoder: JSONDecoder) -> (document: Self, recovered: Int) {
        let entries = StoreSalvage.elements(Entry.self, under: entriesKey, in: bytes, decoder: decoder)
        return (Self(entries: entries), entries.count)
    }

    public static func reuseKey(for entry: Entry) -> String? { nil }

    public static func isSame(_ entry: Entry, as other: Entry) -> Bool { false }

    /// `{"version": n, "<entriesKey>": [` then one compact entry per line, copied from `parts` when an
    /// equal entry was read or written before, encoded otherwise.
    public static func fileBytes(of document: Self, reusing parts: inout EncodedParts) throws -> [UInt8] {
        let remembered = parts.storage as? RememberedEntries<Entry>
        var reuse = Reuse<Self>(remembered)
        let encoder = StoreCoding.entryEncoder()
        let head = Array("{\n  \"version\" : \(formatVersion),\n  ".utf8) + (try encoder.encode(entriesKey)) + Array(" : [".utf8)
        let separator = Array(",\n    ".utf8)
        // One buffer for the whole file, grown as entries are copied in: no piece is held apart.
        var bytes: [UInt8] = []
        // About the last file's size when there was one (a favorite's line is some 220 bytes): growing
        // a buffer of 2 MB twice copied it twice.
        bytes.reserveCapacity(max(head.count + document.entries.count * 128, (remembered?.file.count ?? 0) + 4_096))
        bytes += head
        var ranges: [Range<Int>?] = []
        ranges.reserveCapacity(document.entries.count)
        for (index, entry) in document.entries.enumerated() {
            bytes += index == 0 ? separator.dropFirst() : separator[...]
            let start = bytes.count
            if let old = reuse.bytes(of: entry) {
                bytes += old
            } else {
                bytes += try encoder.encode(entry)
            }
            ranges.append(start..<bytes.count)
        }
        bytes += Array((document.entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)

        if let first = document.entries.first, reuseKey(for: first) != nil {
            // Slices of the file just made: the memory holds one buffer, not one per entry.
            parts = EncodedParts(RememberedEntries(entries: document.entries, file: bytes, ranges: ranges))
        } else {
            parts = EncodedParts()
        }
        return bytes
    }

    /// The parts of entries read quickly (`FavoritesIndexReader`, `HistoryReader`): each entry with
    /// where its bytes are in `file`, `nil` for one spread over lines, which the next save encodes again.
    static func encodedParts(of entries: [Entry], in file: [UInt8], at ranges: [Range<Int>?]) -> EncodedParts {
        guard let first = entries.first, reuseKey(for: first) != nil, ranges.count == entries.count else {
            return EncodedParts()
        }
        return EncodedParts(RememberedEntries(entries: entries, file: file, ranges: ranges))
    }
}

/// Finds the remembered bytes of each entry of a document being saved.
///
/// A save mostly writes the entries of the last file in the same order, less one or two, plus one
/// or two at the end: so each entry is looked for where the previous one was found, and the next
/// place after it. Only an entry found in neither place is looked up by its `reuseKey`, in a table
/// built at the first such miss; at 10,000 favorites building it would be most of a save.
private struct Reuse<Document: StoreDocument> {
    private let old: RememberedEntries<Document.Entry>?
    private var next = 0
    private var byKey: [String: Int]?

    init(_ old: RememberedEntries<Document.Entry>?) { self.old = old }

    mutating func bytes(of entry: Document.Entry) -> ArraySlice<UInt8>? {
        guard let old else { return nil }
        for candidate in next..<min(next + 2, old.entries.count) where Document.isSame(entry, as: old.entries[candidate]) {
            next = candidate + 1
            return old.ranges[candidate].map { old.file[$0] }
        }
        // Past the last old entry, an entry is new (the usual case) unless the table says otherwise.
        guard byKey != nil || next < old.entries.count, let key = Document.reuseKey(for: entry) else { return nil }
        // The entry in the next place, changed (a favorite removed, or saved again): encoded anew, and
        // the rest looked for after it, with no table.
        if byKey == nil, Document.reuseKey(for: old.entries[next]) == key {
            next += 1
            return nil
        }
        if byKey == nil {
            var table: [String: Int] = [:]
            table.reserveCapacity(old.entries.count)
            for (index, entry) in old.entries.enumerated() {
                if let key = Document.reuseKey(for: entry) { table[key] = index }
            }
            byKey = table
        }
        guard let found = byKey?[key], Document.isSame(entry, as: old.entries[found]) else { return nil }
        next = found + 1
        return old.ranges[found].map { old.file[$0] }
    }
}

extension StoreDocument where Entry: Equatable {
    public static func isSame(_ entry: Entry, as other: Entry) -> Bool { entry == other }
}

/// The entries of the last file read or written, in its order, each with where its bytes are in that
/// file (`nil` for one that must be encoded again): one buffer and plain ranges, not a slice each.
struct RememberedEntries<Entry: Sendable>: Sendable {
    var entries: [Entry]
    var file: [UInt8]
    var ranges: [Range<Int>?]
}
