import FoundationEssentials
import MealKit

/// Screens as JSON documents, one a line (JSON Lines), for `--json` and `set output json`.
///
/// Every document has a `"kind"`; an error is `{"error": {"message": …, "line": n}}`. Text from a
/// source is sanitised as on screen; nothing is styled, paged or hinted. The README documents the schema.
/// Each document is an `Encodable` value beside the screen it is for; a feature's own screens give theirs.
extension ScreenRenderer {
    /// The screen as one line of JSON; `line` is the input line an error came from, in a script.
    public func json(_ screen: Screen, line: Int? = nil) -> String {
        guard let data = try? Self.jsonEncoder.encode(document(screen, line: line)) else {
            return #"{"error":{"message":"this result could not be written as JSON"}}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// One line, keys sorted, `/` as it is (URLs and paths stay readable).
    private static let jsonEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private func document(_ screen: Screen, line: Int?) -> any Encodable {
        switch screen {
        case .listing(let listing, let favoriteIDs): ListingDocument(listing, favoriteIDs: favoriteIDs)
        case .recipe(let meal, let isFavorite): RecipeDocument(meal, isFavorite: isFavorite, scale: 1, units: .original)
        case .scaledRecipe(let meal, let isFavorite, let scale, let units):
            RecipeDocument(meal, isFavorite: isFavorite, scale: scale, units: units)
        case .categories(let categories, let counts, _): CategoriesDocument(categories, mealCounts: counts)
        case .areas(let areas): AreasDocument(items: areas.map { clean($0.name) })
        case .ingredients(let ingredients, let prefix):
            IngredientsDocument(prefix: prefix.map(clean), items: ingredients.map { clean($0.name) })
        case .help(let topic): HelpDocument(topic: topic)
        case .history(let entries, let firstNumber): HistoryDocument(entries, firstNumber: firstNumber)
        case .message(let text): TextDocument(kind: "message", text: clean(text))
        case .clearScreen: TextDocument(kind: "clear", text: "")
        case .notice(let text): TextDocument(kind: "notice", text: clean(text))
        case .error(let error): ErrorDocument(message: clean(error.message), line: line)
        case .today(let menu, let favoriteIDs): TodayDocument(menu, favoriteIDs: favoriteIDs)
        case .document(let text): TextDocument(kind: "document", text: TerminalText.sanitized(text))
        case .image(let picture): ImageDocument(picture)
        case .tour(let dataDirectory): TourDocument(dataDirectory: dataDirectory.map(clean))
        case .settings(let settings, let overridden): SettingsDocument(settings, overridden: overridden)
        case .shopping(let screen): screen.document
        case .pantry(let screen): screen.document
        case .plan(let screen): screen.document
        case .timers(let screen): screen.document
        case .cooking(let screen): screen.document
        }
    }
}
