/// A Cooklang file's bytes, with what the parser asks of them: where an offset is (line and column
/// for a diagnostic, counted only when one is made) and what kind of character starts there.
///
/// The parser works on UTF-8 bytes: every character Cooklang gives a meaning is ASCII, so only a
/// word's end needs a non-ASCII character decoded (Unicode punctuation and spaces end a one-word name).
struct CooklangSource {
    let bytes: [UInt8]
    let file: String?

    init(_ text: String, file: String?) {
        bytes = Array(text.utf8)
        self.file = file
    }

    /// Line and column (1-based, in characters) of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == 10 {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        var column = 1
        index = lineStart
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    func diagnostic(_ severity: CooklangDiagnostic.Severity, _ message: String, at offset: Int) -> CooklangDiagnostic {
        let (line, column) = location(of: offset)
        return CooklangDiagnostic(severity, message, file: file, line: line, column: column)
    }

    func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The character at `offset` and its length in bytes (a broken sequence is one byte).
    func scalar(at offset: Int) -> (Unicode.Scalar, Int) {
        let first = bytes[offset]
        if first < 0x80 { return (Unicode.Scalar(first), 1) }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard length > 1, offset + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(first) & (0xFF >> (length + 1))
        for index in 1..<length {
            let next = bytes[offset + index]
            guard next & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", length) }
        return (scalar, length)
    }

    /// Whether the character at `offset` may be part of a one-word name (`@salt`, `~rest`): letters,
    /// digits, emoji and other symbols; not spaces, punctuation, or a character Cooklang uses.
    func isWordCharacter(at offset: Int) -> (Bool, Int) {
        let byte = bytes[offset]
        if byte < 0x80 {
            let isWord = (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
            return (isWord, 1)
        }
        let (scalar, length) = scalar(at: offset)
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .connectorPunctuation, .dashPunctuation,
             .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .control, .format:
            return (false, length)
        default:
            return (true, length)
        }
    }

    /// Whether the character at `offset` is a space of any kind (a tab, U+2009…) or a line's end.
    func isSpace(at offset: Int) -> Bool {
        let byte = bytes[offset]
        if byte < 0x80 { return byte == 32 || byte == 9 || byte == 10 || byte == 13 }
        let (scalar, _) = scalar(at: offset)
        return scalar.properties.generalCategory == .spaceSeparator
    }

    /// Whether a line comment starts at `offset`: exactly two dashes (`---` is text, as a rule or a
    /// stray front matter fence is).
    func isLineComment(at offset: Int) -> Bool {
        guard offset + 1 < bytes.count, bytes[offset] == 45, bytes[offset + 1] == 45 else { return false }
        if offset > 0, bytes[offset - 1] == 45 { return false }
        return offset + 2 >= bytes.count || bytes[offset + 2] != 45
    }

    func isBlockCommentStart(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == 91 && bytes[offset + 1] == 45
    }

    /// The offset just past the `-]` closing a block comment whose content starts at `offset`, or nil.
    func blockCommentEnd(from offset: Int) -> Int? {
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == 45, bytes[index + 1] == 93 { return index + 2 }
            index += 1
        }
        return nil
    }
}
