import FoundationEssentials

/// What the fuzz checks (`HistoryReaderCheck`) hold a hand-written list reader to: that what it read
/// from a file is what the store's decoder and salvage scanner find in it.
enum ListReaderCheck {
    /// The file's version and document as the store decodes them (a missing version is the first), or
    /// `nil` where decoding throws.
    static func decoded<Document: VersionedDocument>(_ bytes: [UInt8], as type: Document.Type) -> (version: Int, document: Document)? {
        (try? StoreCoding.decoder().decode(Whole<Document>.self, from: Data(bytes))).map { ($0.version, $0.document) }
    }

    /// `true` when the decoder reads `bytes` as a document of this build's version or an older one
    /// holding the very entries of `read`, and the line bytes `read` remembers for each entry are the
    /// ones the salvage scanner splits the file into.
    static func decoderReads<Document: StoreDocument>(
        _ read: ListDocumentParser.Read<Document.Entry>, in bytes: [UInt8], as type: Document.Type
    ) -> Bool where Document.Entry: Equatable {
        guard let (version, document) = decoded(bytes, as: type), version <= Document.formatVersion,
              document.entries == read.entries else { return false }
        let elements = JSONSalvageScanner.scan(bytes, entriesKey: Document.entriesKey).elements
        return elements.count == read.ranges.count
            // The store's own rule (`StoreDocument.encodedParts`): an entry over several lines has no bytes kept.
            && zip(elements, read.ranges).allSatisfy { element, range in range == (element.spansLines ? nil : element.indices) }
    }

    /// A whole file, its version beside the document, as `JSONFileStore` reads one.
    private struct Whole<Document: VersionedDocument>: Decodable {
        var version: Int
        var document: Document

        init(from decoder: any Decoder) throws {
            version = try decoder.container(keyedBy: DynamicKey.self).decodeIfPresent(Int.self, forKey: DynamicKey("version")) ?? 1
            document = try Document(reading: decoder)
        }
    }
}
