import FoundationEssentials

/// The fuzz target's question about `FavoritesIndexReader`: whatever the bytes, does it read what
/// `JSONDecoder` reads, or decline? (The reader is internal; this is its one door for the fuzzer.)
@_spi(Fuzzing) public enum FavoritesReaderCheck {
    /// `true` when the reader declines `bytes`, or reads the very entries, and line bytes, the store's
    /// decoder and scanner find in them.
    public static func readerAgreesWithDecoder(_ bytes: [UInt8]) -> Bool {
        guard let read = FavoritesIndexReader.read(bytes) else { return true }
        // Decoded as the store decodes a file: its version first, then the document of that version.
        guard let envelope = try? StoreCoding.decoder().decode(JSONFileStore<FavoritesDocument>.Envelope.self, from: Data(bytes)),
              envelope.version <= FavoritesDocument.formatVersion, case .success(let document) = envelope.document,
              document.entries == read.entries else { return false }
        // The bytes remembered for each entry are the ones the salvage scanner splits the file into.
        let elements = JSONSalvageScanner.scan(bytes, entriesKey: FavoritesDocument.entriesKey).elements
        return elements.count == read.ranges.count
            // The store's own rule (`StoreDocument.encodedParts`): an entry over several lines has no bytes kept.
            && zip(elements, read.ranges).allSatisfy { element, range in range == (element.spansLines ? nil : element.indices) }
    }
}
