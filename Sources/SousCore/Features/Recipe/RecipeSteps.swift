import Foundation

/// Splits TheMealDB's free-text instructions into numbered steps.
///
/// The source separates paragraphs with `\r\n` (sometimes U+2028), often writes "STEP 1" on a line
/// of its own, or opens steps with "1." or "▢". Those markers are numbering, not text.
public enum RecipeSteps {
    public static func steps(from instructions: String) -> [String] {
        let paragraphs = instructions
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\u{2028}", with: "\n")
            .replacingOccurrences(of: "\u{2029}", with: "\n")
            .split(separator: "\n")
            .map { stripMarker(String($0)) }
            .filter { !$0.isEmpty }
        return paragraphs
    }

    /// Removes "STEP 3", "Step 3:", "3.", "3)", "▢" at the start of a paragraph, and invisible characters.
    ///
    /// Scanned by hand rather than with regular expressions: this runs for every paragraph of every
    /// recipe shown, and compiling patterns each time was a quarter of a piped session's time.
    static func stripMarker(_ paragraph: String) -> String {
        var text = Substring(paragraph.filter { $0 != "\u{200B}" && $0 != "\u{00AD}" }
            .replacingOccurrences(of: "\t", with: " "))
        text = text.drop(while: \.isWhitespace)
        if text.first == "▢" { text = text.dropFirst().drop(while: \.isWhitespace) }
        if text.prefix(4).lowercased() == "step" {
            let afterWord = text.dropFirst(4).drop(while: \.isWhitespace)
            let digits = afterWord.prefix(while: \.isASCIIDigit)
            if !digits.isEmpty {
                var rest = afterWord.dropFirst(digits.count).drop(while: \.isWhitespace)
                if let mark = rest.first, ":.-–)".contains(mark) { rest = rest.dropFirst() }
                text = rest.drop(while: \.isWhitespace)
            }
        }
        let digits = text.prefix(while: \.isASCIIDigit)
        if (1...2).contains(digits.count) {
            let rest = text.dropFirst(digits.count)
            if rest.allSatisfy(\.isWhitespace) {
                text = ""  // a number alone on its line is a step marker
            } else {
                let marked = rest.drop(while: { $0 == " " })
                if let mark = marked.first, mark == "." || mark == ")", marked.dropFirst().first?.isWhitespace ?? true {
                    text = marked.dropFirst().drop(while: \.isWhitespace)
                }
            }
        }
        return String(text).trimmingCharacters(in: .whitespaces)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
