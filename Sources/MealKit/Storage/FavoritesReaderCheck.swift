import FoundationEssentials

/// The fuzz target's question about `FavoritesIndexReader`: whatever the bytes, does it read what
/// `JSONDecoder` reads, or decline? (The reader is internal; this is its one door for the fuzzer.)
@_spi(Fuzzing) public enum FavoritesReaderCheck {
    /// `true` when the reader declines `bytes`, or reads the very entries, and line bytes, the store's
    /// decoder and scanner find in them.
    public static func readerAgreesWithDecoder(_ bytes: [UInt8]) -> Bool {
        guard let read = FavoritesIndexReader.read(bytes) else { return true }
        struct Whole: Decodable {
            var version: Int
            var document: FavoritesDocument

            private enum Keys: String, CodingKey { case version }

            init(from decoder: any Decoder) throws {
                version = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Int.self, forKey: .version) ?? 1
                document = try FavoritesDocument(reading: decoder)
            }
        }
        guard let whole = try? StoreCoding.decoder().decode(Whole.self, from: Data(bytes)),
              whole.version <= FavoritesDocument.formatVersion, whole.document.entries == read.entries else { return false }
        // The bytes remembered for each entry are the ones the salvage scanner splits the file into.
        let elements = JSONSalvageScanner.scan(bytes, entriesKey: FavoritesDocument.entriesKey).elements
        return elements.count == read.ranges.count
            // The store's own rule (`StoreDocument.encodedParts`): an entry over several lines has no bytes kept.
            && zip(elements, read.ranges).allSatisfy { element, range in range == (element.spansLines ? nil : element.indices) }
    }
}
