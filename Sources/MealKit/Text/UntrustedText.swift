/// Makes text from strangers safe to keep and to print: no control characters, no escape sequences, no
/// bidi tricks, nothing invisible.
///
/// In MealKit so that what a source or a page gives is cleaned where it is read (an imported recipe is
/// saved to a file the user opens elsewhere); the shell's `TerminalText` cleans with the same rules.
public enum UntrustedText {
    /// Removes ESC and whole escape sequences (CSI, OSC, DCS, …), C0 controls other than newline and
    /// tab, DEL, C1 controls, bidi overrides, isolates and marks (U+200E/F, U+061C), and characters a
    /// reader sees no trace of: zero width space, soft hyphen, word joiner and invisible operators, the
    /// byte order mark, tag characters and interlinear annotations. A line or paragraph separator
    /// (U+2028/9) becomes a newline. Accents, CJK, emoji (with their joiners and variation selectors) stay.
    public static func sanitized(_ text: String) -> String {
        // Fast paths: most text has nothing to remove, and most of it is ASCII, seen byte by byte.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A }) { return text }
        if !text.unicodeScalars.contains(where: isUnsafe) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x1B: // ESC: drop it and the sequence it starts.
                pending = skipEscapeSequence(after: pending, in: &scalars)
            case 0x9B: // C1 CSI: parameters and a final byte follow.
                pending = skipCSI(from: pending, in: &scalars)
            case 0x90, 0x9D, 0x9E, 0x9F, 0x98: // C1 DCS, OSC, PM, APC, SOS: a string up to ST.
                pending = skipString(from: pending, in: &scalars)
            case 0x2028, 0x2029: // line and paragraph separators: a line break, as the text meant.
                output.append("\n")
            default:
                if !isUnsafe(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Sanitised and on one line: newlines and tabs become spaces (names, labels, prompt, errors).
    public static func sanitizedLine(_ text: String) -> String {
        let clean = sanitized(text)
        guard clean.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r\n" }) else { return clean }
        return clean.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r\n" })
            .joined(separator: " ")
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true  // bidi
        case 0x00AD, 0x200B, 0x2060...0x2064, 0xFEFF: return true  // invisible
        case 0x2028, 0x2029: return true  // line separators (made newlines by `sanitized`)
        case 0xE0000...0xE007F, 0xFFF9...0xFFFB: return true  // tags, interlinear annotations
        default: return false
        }
    }

    private static func skipEscapeSequence(
        after next: Unicode.Scalar?, in scalars: inout String.UnicodeScalarView.Iterator
    ) -> Unicode.Scalar? {
        guard let next else { return nil }
        switch next {
        case "[": return skipCSI(from: scalars.next(), in: &scalars)
        case "]", "P", "X", "^", "_": return skipString(from: scalars.next(), in: &scalars)
        default:
            // Two-character sequences (ESC c, ESC 7, ESC ( B …): drop the intermediate and final too.
            var current: Unicode.Scalar? = next
            while let scalar = current, (0x20...0x2F).contains(scalar.value) { current = scalars.next() }
            return scalars.next()
        }
    }

    /// Skips CSI parameters and intermediates up to and including the final byte (0x40–0x7E).
    private static func skipCSI(
        from first: Unicode.Scalar?, in scalars: inout String.UnicodeScalarView.Iterator
    ) -> Unicode.Scalar? {
        var current = first
        while let scalar = current {
            if (0x40...0x7E).contains(scalar.value) { return scalars.next() }
            if !(0x20...0x3F).contains(scalar.value) { return current }  // malformed: stop here
            current = scalars.next()
        }
        return nil
    }

    /// Skips an OSC/DCS-style string up to BEL, ESC \ or C1 ST.
    private static func skipString(
        from first: Unicode.Scalar?, in scalars: inout String.UnicodeScalarView.Iterator
    ) -> Unicode.Scalar? {
        var current = first
        while let scalar = current {
            switch scalar.value {
            case 0x07, 0x9C: return scalars.next()
            case 0x1B:
                let next = scalars.next()
                return next == "\\" ? scalars.next() : next
            default: current = scalars.next()
            }
        }
        return nil
    }
}
