extension ScreenRenderer {
    /// A picture where no pixels can be drawn (a pipe, no colour): where it is, on one line, so a
    /// script can hand it to a viewer. The terminal layer draws the pixels when it can.
    /// Without the bytes, a hint at a terminal says why only the address is shown.
    func render(_ picture: MealPicture) -> [StyledLine] {
        var lines = [StyledLine(TerminalText.sanitizedLine(picture.location))]
        if let reason = picture.missingReason {
            lines += TextLayout.wrap(reason, width: width - 1).map { StyledLine(" " + $0, .hint) }
        }
        return lines
    }
}
