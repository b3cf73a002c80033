/// What a `JSONFileStore` keeps: a list of entries, saved as `{"version": n, "<entriesKey>": [ … ]}`.
///
/// A list, because that is what makes a damaged file worth salvaging: each entry that still parses is
/// kept on its own, whatever happened to its neighbours.
public protocol StoreDocument: Sendable {
    associatedtype Entry: Codable & Sendable

    /// The format this build writes. A file with a higher `"version"` is left alone and not written.
    static var formatVersion: Int { get }
    /// The key of the entry list, such as `"favorites"`.
    static var entriesKey: String { get }

    var entries: [Entry] { get }
    init(entries: [Entry])
}
