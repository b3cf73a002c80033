extension ScreenRenderer {
    /// An exported document, line for line: not wrapped (it is for copying), but sanitised.
    func renderDocument(_ text: String) -> [StyledLine] {
        var rows = TerminalText.sanitized(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows.map { StyledLine($0) }
    }
}
