extension StringProtocol {
    /// Where an ASCII character (`|`, `%`, `-`, `:`, `.`) first is, found among the bytes: a search by
    /// Character runs the grapheme rules over every character before it, and the parser asks this of
    /// every component and metadata key.
    func firstIndex(ofASCII character: Unicode.Scalar) -> Index? {
        utf8.firstIndex(of: UInt8(ascii: character))
    }
}
