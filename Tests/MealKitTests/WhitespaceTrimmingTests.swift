import Foundation
import Testing
@testable import MealKit

/// MealKit's own trims must answer exactly what Foundation's `trimmingCharacters` does.
@Suite("Whitespace trimming")
struct WhitespaceTrimmingTests {
    static let samples = [
        "", " ", "\t\r\n", "100g", "100g ", " 100g", "\r\n100 g\t", "\u{00A0}Salt\u{3000}", "\u{2028}x\u{2029}",
        "\u{0085}nel\u{000B}", "\u{200B}zero width\u{200B}", "\u{FEFF}bom", "crème ", " e\u{0301}", " \u{0301}x",
        "🍋 ", "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}", "a b", "  a  b  ", "\u{180E}mongolian\u{2060}",
    ]

    @Test("Same result as trimmingCharacters(in: .whitespacesAndNewlines)", arguments: samples)
    func matchesFoundation(_ text: String) {
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("Same result as trimmingCharacters(in: .whitespaces)", arguments: samples)
    func spacesMatchFoundation(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("Same result as trimmingCharacters(in: CharacterSet(charactersIn:))", arguments: samples + [",x;", " ;,", ".5/"])
    func listedCharactersMatchFoundation(_ text: String) {
        #expect(text.trimming(anyOf: " ,;./\u{00A0}") == text.trimmingCharacters(in: CharacterSet(charactersIn: " ,;./\u{00A0}")))
    }
}
