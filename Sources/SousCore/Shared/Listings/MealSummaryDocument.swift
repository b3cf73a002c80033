import MealKit

/// A meal in a listing or among today's picks, for scripts: its number as shown (`open n`), whether it
/// is a favorite, and the listing's detail for it when there is one.
struct MealSummaryDocument: Encodable {
    var number: Int
    var id: String
    var name: String
    var favorite: Bool
    var detail: String?

    init(_ meal: MealSummary, number: Int, favoriteIDs: Set<String>, detail: String? = nil) {
        self.number = number
        id = meal.id
        name = TerminalText.sanitizedLine(meal.name)
        favorite = favoriteIDs.contains(meal.id)
        self.detail = detail.flatMap { $0.isEmpty ? nil : TerminalText.sanitizedLine($0) }
    }
}
