import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// Every recipe of the real catalogue, rendered as a user sees it: nothing it says is lost, nothing
/// is wider than the terminal.
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
            #expect(!lines.contains { $0.plainText.contains("…") && !meal.stepTexts.contains { $0.contains("…") } && !meal.name.contains("…") },
                    "\(meal.id): nothing is cut with an ellipsis")
        }
    }
}
