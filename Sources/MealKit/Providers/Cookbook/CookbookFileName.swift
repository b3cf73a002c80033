/// A recipe title as a file name the cookbook can hold: never a path, never hidden, never a terminal's
/// escape. `../../.bashrc` becomes `bashrc.cook`; a title with nothing usable becomes `Recipe.cook`.
enum CookbookFileName {
    /// The longest name kept (in characters, before ".cook"): file systems allow 255 bytes.
    static let maxLength = 80

    static func forTitle(_ title: String) -> String {
        var kept = ""
        for scalar in title.unicodeScalars {
            let props = scalar.properties
            // Invisible (bidi overrides, zero-width joiners): dropped, as they change nothing a name shows.
            if props.generalCategory == .format { continue }
            if scalar == "/" || scalar == "\\" || scalar == ":" || props.generalCategory == .control
                || props.generalCategory == .lineSeparator
                || props.generalCategory == .paragraphSeparator || props.generalCategory == .surrogate
                || props.generalCategory == .privateUse || props.generalCategory == .unassigned
                || ["*", "?", "\"", "<", ">", "|"].contains(scalar) {
                kept.unicodeScalars.append(" ")
            } else {
                kept.unicodeScalars.append(props.isWhitespace ? " " : scalar)
            }
        }
        // One space between words; no leading dots or spaces (hidden files, `..`), no trailing dots.
        var name = kept.split(separator: " ").joined(separator: " ")
        while let first = name.first, first == "." || first == " " || first == "-" { name.removeFirst() }
        while let last = name.last, last == "." || last == " " { name.removeLast() }
        if name.count > maxLength { name = String(name.prefix(maxLength)).trimmingWhitespace() }
        if name.isEmpty { name = "Recipe" }
        return name + ".cook"
    }

    /// "Name 2.cook", "Name 3.cook", … for the `number`th try at `fileName`.
    static func numbered(_ fileName: String, _ number: Int) -> String {
        guard number > 1 else { return fileName }
        return String(fileName.dropLast(5)) + " \(number).cook"
    }
}
