import FoundationEssentials

/// What the fuzz checks (`FavoritesReaderCheck`, `HistoryReaderCheck`) hold a hand-written list reader to: that what it read
/// from a file is what the store's own decoding and salvage scanner find in it.
enum ListReaderCheck {
    /// The document as the store decodes the file (`JSONFileStore.Envelope`: a missing version is the
    /// first), or `nil` where decoding throws or the version is newer than this build's.
    static func decoded<Document: VersionedDocument>(_ bytes: [UInt8], as type: Document.Type) -> Document? {
        guard let envelope = try? StoreCoding.decoder().decode(JSONFileStore<Document>.Envelope.self, from: Data(bytes)),
              envelope.version <= Document.formatVersion, case .success(let document) = envelope.document else { return nil }
        return document
    }

    /// `true` when the store decodes `bytes` as a document of this build's version or an older one
    /// holding the very entries of `read`, and the line bytes `read` remembers for each entry are the
    /// ones the salvage scanner splits the file into.
    static func decoderReads<Document: StoreDocument>(
        _ read: ListDocumentParser.Read<Document.Entry>, in bytes: [UInt8], as type: Document.Type
    ) -> Bool where Document.Entry: Equatable {
        guard let document = decoded(bytes, as: type), document.entries == read.entries else { return false }
        let elements = JSONSalvageScanner.scan(bytes, entriesKey: Document.entriesKey).elements
        return elements.count == read.ranges.count
            // The store's own rule (`StoreDocument.encodedParts`): an entry over several lines has no bytes kept.
            && zip(elements, read.ranges).allSatisfy { element, range in range == (element.spansLines ? nil : element.indices) }
    }
}
