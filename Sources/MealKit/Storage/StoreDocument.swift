#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// What a `JSONFileStore` keeps: a list of entries, saved as `{"version": n, "<entriesKey>": [ … ]}`.
///
/// A list, because that is what makes a damaged file worth salvaging: each entry that still parses is
/// kept on its own, whatever happened to its neighbours.
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
        let entries = JSONSalvageScanner.entries(Entry.self, under: entriesKey, in: bytes, decoder: decoder)
        return (Self(entries: entries), entries.count)
    }

    public static func reuseKey(for entry: Entry) -> String? { nil }

    public static func isSame(_ entry: Entry, as other: Entry) -> Bool { false }

    /// `{"version": n, "<entriesKey>": [` then one compact entry per line, copied from `parts` when an
    /// equal entry was read or written before, encoded otherwise.
    public static func fileBytes(of document: Self, reusing parts: inout EncodedParts) throws -> [UInt8] {
        let remembered = (parts.storage as? RememberedEntries<Entry>)?.byKey ?? [:]
        let encoder = StoreCoding.entryEncoder()
        var pieces: [ArraySlice<UInt8>] = []
        pieces.reserveCapacity(document.entries.count)
        // Each key once: at 10,000 favorites, building them twice is a measurable part of a save.
        let keys = document.entries.map(reuseKey(for:))
        for (entry, key) in zip(document.entries, keys) {
            if let key, let old = remembered[key], isSame(entry, as: old.entry) {
                pieces.append(old.bytes)
            } else {
                pieces.append(ArraySlice(try encoder.encode(entry)))
            }
        }

        let head = Array("{\n  \"version\" : \(formatVersion),\n  ".utf8) + (try encoder.encode(entriesKey)) + Array(" : [".utf8)
        let separator = Array(",\n    ".utf8)
        let tail = Array((pieces.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)
        // One allocation for the whole file: at 10,000 favorites it is tens of megabytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(head.count + tail.count + pieces.reduce(0) { $0 + $1.count + separator.count })
        bytes += head
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            bytes += index == 0 ? separator.dropFirst() : separator[...]
            ranges.append(bytes.count..<(bytes.count + piece.count))
            bytes += piece
        }
        bytes += tail

        var byKey: [String: RememberedEntries<Entry>.Remembered] = [:]
        byKey.reserveCapacity(pieces.count)
        for ((entry, key), range) in zip(zip(document.entries, keys), ranges) {
            // Slices of the file just made: the memory holds one buffer, not one per entry.
            if let key { byKey[key] = .init(entry: entry, bytes: bytes[range]) }
        }
        parts = EncodedParts(RememberedEntries(byKey: byKey))
        return bytes
    }

    /// Each entry's own bytes in the file it was read from, when the file splits into exactly the
    /// entries read.
    public static func encodedParts(of document: Self, readFrom bytes: [UInt8]) -> EncodedParts {
        guard let first = document.entries.first, reuseKey(for: first) != nil else { return EncodedParts() }
        let elements = JSONSalvageScanner.scan(bytes, entriesKey: entriesKey).elements
        // A count that differs means the scan and the decoder saw different lists (a key given twice):
        // pairing them would attach one entry's bytes to another.
        guard elements.count == document.entries.count else { return EncodedParts() }
        var byKey: [String: RememberedEntries<Entry>.Remembered] = [:]
        byKey.reserveCapacity(elements.count)
        for (entry, element) in zip(document.entries, elements) where !element.spansLines {
            // An entry spread over lines (a file from before one-per-line, or edited by hand) is encoded
            // again at the next save, so the file ends up one entry per line throughout.
            if let key = reuseKey(for: entry) { byKey[key] = .init(entry: entry, bytes: element) }
        }
        return EncodedParts(RememberedEntries(byKey: byKey))
    }
}

extension StoreDocument where Entry: Equatable {
    public static func isSame(_ entry: Entry, as other: Entry) -> Bool { entry == other }
}

/// Each entry's bytes in the last file read or written, under its `reuseKey`.
struct RememberedEntries<Entry: Sendable>: Sendable {
    struct Remembered: Sendable {
        var entry: Entry
        var bytes: ArraySlice<UInt8>
    }

    var byKey: [String: Remembered]
}

private extension ArraySlice<UInt8> {
    /// Whether the text holds a line break; memchr, since at 10,000 favorites this is tens of megabytes.
    var spansLines: Bool {
        withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0x0A, buffer.count) != nil
        }
    }
}
