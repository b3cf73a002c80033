import Foundation
import MealKit
import Testing
@testable import SousCore

/// Every recipe of the real catalogue, rendered as a user sees it: nothing it says is lost, nothing
/// is wider than the terminal, and its steps carry the author's numbers.
@Suite("Catalogue reads whole")
struct CatalogueReadingTests {
    let catalog = OfflineCatalog()

    /// The words of a text, without the commas a layout may add or drop at a word's end.
    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
            .filter { !$0.isEmpty }
    }

    /// The lines between the " Ingredients" heading and the next blank line.
    private static func ingredientSection(_ lines: [StyledLine]) -> [String] {
        let text = lines.map(\.plainText)
        guard let start = text.firstIndex(of: " Ingredients") else { return [] }
        return Array(text[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test("at 80 and 60 columns every word of every measure and ingredient is shown, within the width",
          arguments: [80, 60])
    func measuresAreWhole(width: Int) async throws {
        let renderer = ScreenRenderer(width: width, utcOffset: .utc)
        let meals = try await catalog.allMeals()
        #expect(meals.count == 552)
        for meal in meals {
            let lines = renderer.render(.recipe(meal, isFavorite: true))
            for line in lines where !line.plainText.contains("http") {
                #expect(TextLayout.displayWidth(line.plainText) <= width, "\(meal.id) at \(width): [\(line.plainText)]")
            }
            var shown: [String: Int] = [:]
            for word in Self.ingredientSection(lines).flatMap(Self.words) { shown[word, default: 0] += 1 }
            for ingredient in meal.ingredients {
                let written = TerminalText.sanitizedLine(ingredient.measure) + " " + TerminalText.sanitizedLine(ingredient.name)
                for word in Self.words(written) {
                    let left = shown[word, default: 0]
                    #expect(left > 0, "\(meal.id) \(meal.name) at \(width): '\(word)' of '\(written)' is not shown")
                    shown[word] = left - 1
                }
            }
            #expect(!lines.contains { $0.plainText.contains("…") && !meal.instructions.contains("…") && !meal.name.contains("…") },
                    "\(meal.id): nothing is cut with an ellipsis")
        }
    }

    /// The numbers the author wrote at the start of lines: "1.", "2)", "3:", "Step 4", "STEP 5", or a
    /// number alone on its line. Read with a pattern, independently of `RecipeSteps`.
    private static func authorNumbers(_ instructions: String) throws -> [Int] {
        let pattern = try NSRegularExpression(
            pattern: #"^[ \t]*(?:step[ \t]*(\d{1,2})\b|(\d{1,2})[ \t]*(?:[.):](?!\d)|$))"#,
            options: [.caseInsensitive, .anchorsMatchLines])
        let text = instructions.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\u{2028}", with: "\n")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            let group = match.range(at: 1).location != NSNotFound ? 1 : 2
            return Range(match.range(at: group), in: text).flatMap { Int(text[$0]) }
        }
    }

    @Test("wherever the text numbers its steps, the recipe shows the author's numbers")
    func authorsNumbering() async throws {
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        var numbered = 0
        for meal in try await catalog.allMeals() {
            let author = try Self.authorNumbers(meal.instructions)
            guard author.count >= 2 else { continue }
            numbered += 1
            let lines = renderer.render(.recipe(meal, isFavorite: false))
            let steps = lines.drop { $0.plainText != " Steps" }.dropFirst()
            let shown = steps.compactMap { line -> Int? in
                guard line.spans.first?.style == .number else { return nil }
                return Int(line.spans[0].text.trimmingCharacters(in: .whitespaces).dropLast())
            }
            // An opening paragraph the author left unnumbered before "2." is shown as 1.
            let allowed = [author] + (author[0] > 1 ? [[author[0] - 1] + author] : [])
            #expect(allowed.contains(shown), "\(meal.id) \(meal.name): written \(author), shown \(shown)")
        }
        #expect(numbered > 100, "the catalogue numbers the steps of many recipes")
    }
}
