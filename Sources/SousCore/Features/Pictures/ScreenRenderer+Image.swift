extension ScreenRenderer {
    /// A picture where no pixels can be drawn (a pipe, no colour): where it is, on one line, so a
    /// script can hand it to a viewer. The terminal layer draws the pixels when it can.
    func render(_ picture: MealPicture) -> [StyledLine] {
        [StyledLine(TerminalText.sanitizedLine(picture.location))]
    }
}
