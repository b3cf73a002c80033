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
    static func stripMarker(_ paragraph: String) -> String {
        var text = paragraph
            .replacingOccurrences(of: "\u{200B}", with: "")
            .replacingOccurrences(of: "\u{00AD}", with: "")
            .replacingOccurrences(of: "\t", with: " ")
            .trimmingCharacters(in: .whitespaces)
        let patterns = [
            #"^▢\s*"#,
            #"^(?i:step)\s*\d+\s*[:.\-–)]?\s*"#,
            #"^\d{1,2}\s*[.)]\s+"#,
            #"^\d{1,2}$"#,
        ]
        for pattern in patterns {
            if let range = text.range(of: pattern, options: .regularExpression) {
                text.removeSubrange(range)
                text = text.trimmingCharacters(in: .whitespaces)
            }
        }
        return text
    }
}
