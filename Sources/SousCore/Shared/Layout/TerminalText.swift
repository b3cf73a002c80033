import MealKit

/// Makes text from strangers safe to print: no control characters, no escape sequences, no bidi tricks,
/// nothing invisible.
///
/// Every string that comes from a source, a file or the keyboard passes here before it is shown, in
/// text mode and in `--json` alike; only the shell's own styling emits escapes. The rules are MealKit's
/// `UntrustedText` (the one sanitiser), where an imported page's text is cleaned as it is read.
public enum TerminalText {
    /// `UntrustedText.sanitized`: ESC and whole escape sequences, controls other than newline and tab,
    /// bidi controls and invisible characters removed.
    public static func sanitized(_ text: String) -> String { UntrustedText.sanitized(text) }

    /// Sanitised and on one line: newlines and tabs become spaces (names, labels, prompt, errors).
    public static func sanitizedLine(_ text: String) -> String { UntrustedText.sanitizedLine(text) }

    /// At most `limit` characters: the text, or its start and an ellipsis. For text echoed in a
    /// one-line message (a typed word, a server's detail), which must stay one readable line.
    public static func truncated(_ text: String, to limit: Int) -> String {
        guard limit > 1, text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { UntrustedText.isUnsafe(scalar) }
}
