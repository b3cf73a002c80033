import MealKit

/// A meal as a screen numbers it (in a listing, among today's picks, in the plan), for scripts: its
/// number as shown (`open n`), whether it is a favorite, the listing's detail for it when there is one,
/// and the scale of a planned meal.
struct MealSummaryDocument: Encodable {
    var number: Int
    var id: String
    var name: String
    var favorite: Bool
    var detail: String?
    /// What a planned meal's recipe is multiplied by; none outside the plan.
    var scale: Double?

    init(_ meal: MealSummary, number: Int, favoriteIDs: Set<String>, detail: String? = nil, scale: Double? = nil) {
        self.number = number
        id = meal.id
        name = TerminalText.sanitizedLine(meal.name)
        favorite = favoriteIDs.contains(meal.id)
        self.detail = detail.flatMap { $0.isEmpty ? nil : TerminalText.sanitizedLine($0) }
        self.scale = scale
    }
}
