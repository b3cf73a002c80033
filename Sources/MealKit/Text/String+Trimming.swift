extension Unicode.Scalar {
    /// Whether this is in Foundation's `CharacterSet.whitespaces`: a space separator (Unicode Zs,
    /// which includes the no-break and ideographic spaces), a tab, or the zero-width space U+200B
    /// (Zs in older Unicode, and still in Foundation's set).
    @inlinable public var isSpaceOrTab: Bool {
        if isASCII { return self == " " || self == "\t" }
        return value == 0x200B || properties.generalCategory == .spaceSeparator
    }

    /// Whether this is in Foundation's `CharacterSet.whitespacesAndNewlines`: `isSpaceOrTab`, or a
    /// line or paragraph end (U+000A–000D, U+0085, U+2028, U+2029).
    @inlinable public var isWhitespaceOrNewline: Bool {
        if isASCII { return self == " " || (0x09...0x0D).contains(value) }
        return value == 0x85 || value == 0x2028 || value == 0x2029 || isSpaceOrTab
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs at its ends: `trimmingCharacters(in: .whitespaces)`.
    @inlinable public func trimmingWhitespace() -> String { trimming(where: { $0.isSpaceOrTab }) }

    /// The text without the spaces, tabs and line ends at its ends:
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    @inlinable public func trimmingWhitespaceAndNewlines() -> String { trimming(where: { $0.isWhitespaceOrNewline }) }

    /// The text without any of `characters` (taken scalar by scalar) at its ends:
    /// `trimmingCharacters(in: CharacterSet(charactersIn: characters))`.
    public func trimming(anyOf characters: String) -> String {
        let scalars = Set(characters.unicodeScalars)
        return trimming(where: scalars.contains)
    }

    /// The text without the Unicode scalars at its ends for which `isTrimmed` holds.
    ///
    /// Scalar by scalar, as Foundation's `trimmingCharacters(in:)` does (a combining mark after a
    /// trimmed space stays), and without its round trip through UTF-16: a text with nothing to trim
    /// is returned as it is.
    ///
    /// Inlinable, with the predicates above, so each caller gets it specialised for its own string type
    /// and test: decoding a meal trims every field, and a generic call per field (or a key path as
    /// the test) cost ~20 % of decoding the catalogue.
    @inlinable public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return "" }
        if !isTrimmed(first) && !isTrimmed(last) { return String(self) }
        guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        // The bytes between, copied at once (appending the scalars one by one cost ~30 instructions each:
        // a Cooklang front matter trims every value).
        return String(decoding: utf8[start..<scalars.index(after: last)], as: UTF8.self)
    }
}
