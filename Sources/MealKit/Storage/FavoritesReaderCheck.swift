/// The fuzz target's question about `FavoritesIndexReader`: whatever the bytes, does it read what
/// `JSONDecoder` reads, or decline? (The reader is internal; this is its one door for the fuzzer.)
@_spi(Fuzzing) public enum FavoritesReaderCheck {
    /// `true` when the reader declines `bytes`, or reads the very entries, and line bytes, the store's
    /// decoder and scanner find in them.
    public static func readerAgreesWithDecoder(_ bytes: [UInt8]) -> Bool {
        guard let read = FavoritesIndexReader.read(bytes) else { return true }
        return ListReaderCheck.decoderReads(read, in: bytes, as: FavoritesDocument.self)
    }
}
