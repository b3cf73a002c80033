import FoundationEssentials

/// What the fuzz checks (`FavoritesReaderCheck`, `HistoryReaderCheck`) hold a hand-written list reader
/// to: that what it read from a file is what `JSONDecoder` reads in it, the whole file and each line kept.
enum ListReaderCheck {
    /// The document as the store decodes the file (`JSONFileStore.Envelope`: a missing version is the
    /// first), or `nil` where decoding throws or the version is newer than this build's.
    static func decoded<Document: VersionedDocument>(_ bytes: [UInt8], as type: Document.Type) -> Document? {
        guard let envelope = try? StoreCoding.decoder().decode(JSONFileStore<Document>.Envelope.self, from: Data(bytes)),
              envelope.version <= Document.formatVersion, case .success(let document) = envelope.document else { return nil }
        return document
    }

    /// `true` when the store decodes `bytes` as a document of this build's version or an older one
    /// holding the very entries of `read`, and the bytes `read` keeps for an entry (to copy into the next
    /// save) are one line that `JSONDecoder` decodes alone as that very entry.
    static func decoderReads<Document: StoreDocument>(
        _ read: ListDocumentParser.Read<Document.Entry>, in bytes: [UInt8], as type: Document.Type
    ) -> Bool where Document.Entry: Equatable {
        guard let document = decoded(bytes, as: type), document.entries == read.entries,
              read.ranges.count == read.entries.count else { return false }
        let decoder = StoreCoding.decoder()
        return zip(read.entries, read.ranges).allSatisfy { entry, range in
            guard let range else { return true }
            let kept = bytes[range]
            return !kept.contains(0x0A) && (try? decoder.decode(Document.Entry.self, from: Data(kept))) == entry
        }
    }
}
