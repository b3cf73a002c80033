import Foundation

/// What a `JSONFileStore` keeps: a list of entries, saved as `{"version": n, "<entriesKey>": [ … ]}`.
///
/// A list, because that is what makes a damaged file worth salvaging: each entry that still parses is
/// kept on its own, whatever happened to its neighbours.
public protocol StoreDocument: VersionedDocument {
    associatedtype Entry: Codable & Sendable

    /// The key of the entry list, such as `"favorites"`.
    static var entriesKey: String { get }

    var entries: [Entry] { get }
    init(entries: [Entry])
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
}
