import CEditLine

/// Ctrl-R as bash and fish show it: the prompt gives way to `(search) Be: ` and the line to the newest
/// history line that matches, case- and accent-insensitively, as each key is typed.
///
/// Ctrl-R again steps to older matches, Backspace edits the search, Enter runs the match, Esc or
/// Ctrl-G puts back what was typed; any other key (an arrow, Ctrl-A) keeps the match on the line and
/// then does what it does. The keys are read here, inside one libedit command, which draws the line
/// itself (`redrawLine`) and leaves libedit's picture of the screen true when it returns.
extension LineEditor {
    /// Ctrl-R: reads the search's keys until one ends it, and answers libedit what to do next.
    func search() -> UInt8 {
        guard let typed = editedLine else { return UInt8(CC_ERROR) }
        let prompt = promptText
        var search = HistorySearch(lines: recall.lines)
        readingOwnKeys = true
        defer { readingOwnKeys = false }

        func show() { redrawLine(prompt: search.prompt, line: search.matchedLine ?? typed.text) }
        func restore() { redrawLine(prompt: prompt, line: typed.text, cursor: typed.cursor) }
        /// Ends the search with the match on the line and `keys` to be handled next by libedit.
        func keep(then keys: [wchar_t]) -> UInt8 {
            redrawLine(prompt: prompt, line: search.matchedLine ?? typed.text)
            (keys + [0]).withUnsafeBufferPointer { sous_el_wpush(editor, $0.baseAddress) }
            return UInt8(CC_REFRESH)
        }

        show()
        while true {
            var key: wchar_t = 0
            guard sous_el_wgetc(editor, &key) == 1 else {
                restore()
                return UInt8(CC_EOF)
            }
            switch key {
            case 0x0D, 0x0A:
                // The newline goes through libedit's own path, which ends the line below it.
                return keep(then: [0x0A])
            case 0x07:  // Ctrl-G
                restore()
                return UInt8(CC_REFRESH)
            case 0x03:  // Ctrl-C abandons the line as it does anywhere, what was typed shown before ^C
                restore()
                sous_el_wpush(editor, [0x03, 0])
                return UInt8(CC_REFRESH)
            case 0x1B:
                let sequence = readEscapeSequence()
                guard !sequence.isEmpty else {
                    restore()
                    return UInt8(CC_REFRESH)
                }
                return keep(then: [0x1B] + sequence)
            case 0x12:  // Ctrl-R
                search.older()
                show()
            case 0x7F, 0x08:
                search.deleteBackward()
                show()
            default:
                guard let scalar = UnicodeScalar(UInt32(bitPattern: key)), scalar.value >= 0x20,
                      !(0x7F...0x9F).contains(scalar.value) else { return keep(then: [key]) }
                search.type(String(Character(scalar)))
                show()
            }
        }
    }

    /// What follows an Esc that began a key sequence (`[C` of →, `b` of Alt-B); empty for Esc alone.
    ///
    /// A terminal sends a sequence's bytes together, so an Esc with nothing after it for a moment is
    /// the Esc key (the wait readline's and vim's ESCDELAY make too).
    private func readEscapeSequence() -> [wchar_t] {
        guard Self.inputIsWaiting(within: 50) else { return [] }
        var sequence: [wchar_t] = []
        var key: wchar_t = 0
        guard sous_el_wgetc(editor, &key) == 1 else { return [] }
        sequence.append(key)
        switch key {
        case 0x5B:  // CSI: parameters and intermediates, then one final byte in @…~
            while sequence.count < 16, sous_el_wgetc(editor, &key) == 1 {
                sequence.append(key)
                if (0x40...0x7E).contains(key) { break }
            }
        case 0x4F:  // SS3: one more byte (the keypad's →, Home…)
            if sous_el_wgetc(editor, &key) == 1 { sequence.append(key) }
        default:
            break
        }
        return sequence
    }
}
