import FoundationEssentials

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
    /// The file that holds `document`, reusing what `parts` remembers of earlier encodings; `parts` then
    /// holds this file's parts, for the next save.
    static func fileBytes(of document: Self, reusing parts: inout EncodedParts) throws -> [UInt8]
    /// The document and its parts read by a faster way than `JSONDecoder`, for a file in the exact shape
    /// this build writes; `nil` (the default) to decode it as any other file (whose parts are then
    /// encoded again at the next save). It must answer only what
    /// decoding would, so a file it declines (damaged, newer, hand-made) is read exactly as before.
    static func readQuickly(_ bytes: [UInt8]) -> (document: Self, parts: EncodedParts)?
}

/// The encoded parts of a document as last read or written, kept by a store between visits so that a
/// save encodes only what changed. Opaque: each document type decides what it holds.
public struct EncodedParts: Sendable {
    var storage: (any Sendable)?

    public init() {}

    init(_ storage: any Sendable) { self.storage = storage }
}

extension VersionedDocument {
    /// The whole file: `"version"` first, then the document's own keys, pretty-printed with sorted keys
    /// so a small file reads the same way after every save. Nothing is reused.
    public static func fileBytes(of document: Self, reusing parts: inout EncodedParts) throws -> [UInt8] {
        parts = EncodedParts()
        return [UInt8](try StoreCoding.encoder().encode(SavedDocument(document: document)))
    }

    public static func readQuickly(_ bytes: [UInt8]) -> (document: Self, parts: EncodedParts)? { nil }
}

/// The file as written: the version first, for whoever opens it.
struct SavedDocument<Document: VersionedDocument>: Encodable {
    var document: Document

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        try container.encode(Document.formatVersion, forKey: DynamicKey("version"))
        try document.write(to: encoder)
    }
}
