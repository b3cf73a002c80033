/// The fuzz target's questions about `history.json`: whatever the bytes, does the hand-written reader
/// read what `JSONDecoder` reads, or decline? Does the decoder read the file whole? (The reader is
/// internal; this is its one door for the fuzzer.)
@_spi(Fuzzing) public enum HistoryReaderCheck {
    /// `true` when the reader declines `bytes`, or reads the very entries the store's decoder finds in
    /// them, each line it keeps decoding alone as its entry.
    public static func readerAgreesWithDecoder(_ bytes: [UInt8]) -> Bool {
        guard let read = HistoryReader.read(bytes) else { return true }
        return ListReaderCheck.decoderReads(read, in: bytes, as: HistoryDocument.self)
    }

    /// Whether the store's decoder reads `bytes` whole, as a version this build knows: such a file is
    /// never moved aside as damaged.
    public static func decoderReadsWhole(_ bytes: [UInt8]) -> Bool {
        ListReaderCheck.decoded(bytes, as: HistoryDocument.self) != nil
    }
}
