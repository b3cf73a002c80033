import CEditLine
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and rewriting libedit's line, and drawing it again: what suggestions and Ctrl-R build on.
extension LineEditor {
    /// The line being edited, and where the cursor is in it (in Unicode scalars, as libedit counts).
    struct EditedLine {
        var text: String
        var cursor: Int
        var cursorIsAtEnd: Bool { cursor == text.unicodeScalars.count }
    }

    /// The line as libedit holds it now.
    var editedLine: EditedLine? {
        guard let info = sous_el_wline(editor) else { return nil }
        let before = Self.scalars(from: info.pointee.buffer, to: info.pointee.cursor)
        let after = Self.scalars(from: info.pointee.cursor, to: info.pointee.lastchar)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: before)
        text.append(contentsOf: after)
        return EditedLine(text: String(text), cursor: before.count)
    }

    /// Inserts text at the cursor (libedit shows it at the next refresh).
    func insert(_ text: String) {
        guard !text.isEmpty else { return }
        _ = text.unicodeScalars.map(\.value).withWideCString { sous_el_winsertstr(editor, $0) }
    }

    /// Makes `text` the whole line, the cursor at scalar offset `cursor` (nil: at the end).
    func replaceLine(with text: String, cursor: Int? = nil) {
        guard let line = editedLine else { return }
        let length = line.text.unicodeScalars.count
        sous_el_cursor(editor, Int32(length - line.cursor))
        if length > 0 { sous_el_deletestr(editor, Int32(length)) }
        insert(text)
        if let cursor { sous_el_cursor(editor, Int32(cursor - text.unicodeScalars.count)) }
    }

    /// Shows `prompt` and `line` in place of what the prompt line shows now, from its first row.
    ///
    /// libedit's own full redraw (EL_REFRESH) starts wherever the terminal's cursor is and forgets what
    /// it drew, so the cursor goes back to the prompt's first column first and everything after it
    /// is cleared; a longer line before (or one that wrapped) leaves nothing behind.
    func redrawLine(prompt: String, line: String, cursor: Int? = nil) {
        moveToPromptStart()
        setPrompt(prompt)
        replaceLine(with: line, cursor: cursor)
        sous_el_refresh(editor)
    }

    /// Takes the terminal's cursor back to the prompt's first column, clears everything after it, and
    /// writes `text` there: what libedit's full redraw (EL_REFRESH), which starts at the cursor, needs.
    func moveToPromptStart(then text: String = "") {
        let rows = cursorRow()
        sous_flush_stdout()
        Self.emit("\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\u{1B}[J" + text)
    }

    /// The screen row the cursor is on, counted from the prompt's first row.
    func cursorRow() -> Int {
        guard let line = editedLine else { return 0 }
        let before = String(String.UnicodeScalarView(line.text.unicodeScalars.prefix(line.cursor)))
        return (Self.visibleWidth(ofPrompt: promptText) + TextLayout.displayWidth(before)) / max(1, width())
    }

    /// The columns a prompt takes, without the colour escapes it brackets with \u{1} (EL_PROMPT_ESC).
    static func visibleWidth(ofPrompt prompt: String) -> Int {
        let shown = prompt.split(separator: "\u{1}", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
        return TextLayout.displayWidth(shown)
    }

    /// Whether a key is waiting to be read (or comes within `milliseconds`).
    static func inputIsWaiting(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }
}
