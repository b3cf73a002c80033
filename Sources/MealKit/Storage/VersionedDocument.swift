import Foundation

/// What a `JSONFileStore` keeps: a JSON object with a `"version"` key, read whole when it is sound and
/// salvaged part by part when it is not.
///
/// `StoreDocument` (one list of entries) provides all of it. A document of another shape, such as the
/// shopping list's two lists or the settings' one object, says itself how it reads, writes and salvages;
/// the store keeps the rest (the version check, the lock, the atomic write, moving a damaged file aside).
public protocol VersionedDocument: Sendable {
    /// The format this build writes. A file with a higher `"version"` is left alone and not written.
    static var formatVersion: Int { get }
    /// The document when there is no file yet.
    static var empty: Self { get }
    /// Reads a file of this version or an older one; throws when any part of it does not parse.
    init(reading decoder: any Decoder) throws
    /// Writes the document's own keys; the store writes `"version"` beside them.
    func write(to encoder: any Encoder) throws
    /// What can be kept of a file that did not read whole, and how many parts (entries, settings) that is.
    static func salvage(_ bytes: [UInt8], decoder: JSONDecoder) -> (document: Self, recovered: Int)
}
