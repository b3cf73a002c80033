import CEditLine
import SousCore

/// Suggestions from history, as fish and LLDB show them: the rest of the newest history line that
/// starts with what is typed, faint after the cursor; → or Ctrl-F at the end of the line takes it.
///
/// libedit knows nothing of the faint text: it is drawn while sous waits for a key (the cursor saved
/// and put back around it) and wiped before the key is handled, so libedit's picture of the screen
/// stays true. It is cut to the cursor's row, so it never wraps or scrolls the window.
extension LineEditor {
    /// Draws the suggestion for the line as it is, if the cursor is at its end and one fits.
    func showSuggestion() {
        guard let line = editedLine, line.cursorIsAtEnd, let rest = recall.suggestion(completing: line.text) else { return }
        let columns = max(1, width())
        let column = (Self.visibleWidth(ofPrompt: promptText) + TextLayout.displayWidth(line.text)) % columns
        // The last column stays empty: writing there leaves the cursor waiting to wrap.
        let shown = Self.prefix(of: TerminalText.sanitizedLine(rest), fitting: columns - column - 1)
        guard !shown.isEmpty else { return }
        sous_flush_stdout()
        Self.emit("\u{1B}7" + Self.faint + shown + Self.plain + "\u{1B}8")
        suggestionShown = true
    }

    /// Wipes the drawn suggestion: the cursor sits where it begins, and it never goes past this row.
    func hideSuggestion() {
        guard suggestionShown else { return }
        suggestionShown = false
        sous_flush_stdout()
        Self.emit("\u{1B}[K")
    }

    /// → and Ctrl-F: one character right, or, at the end of the line, the suggestion taken into it.
    func forwardOrAccept() -> UInt8 {
        guard let line = editedLine else { return UInt8(CC_ERROR) }
        guard line.cursorIsAtEnd else {
            sous_el_cursor(editor, 1)
            return UInt8(CC_CURSOR)
        }
        guard suggests, let rest = recall.suggestion(completing: line.text) else { return UInt8(CC_NORM) }
        insert(rest)
        return UInt8(CC_REFRESH)
    }

    /// SGR 2, as LLDB draws its suggestions: dimmer than what is typed whatever the colour scheme.
    static let faint = "\u{1B}[2m"
    static let plain = "\u{1B}[0m"

    /// The longest start of `text` that takes at most `columns` columns.
    static func prefix(of text: String, fitting columns: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += TextLayout.displayWidth(String(text[index]))
            guard used <= columns else { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
