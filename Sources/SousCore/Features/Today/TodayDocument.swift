import MealKit

/// The day's menu for scripts (`"kind": "today"`): the meal of the day numbered 1, the picks after it.
struct TodayDocument: Encodable {
    let kind = "today"
    var date: String
    var category: String
    var meal: MealSummaryDocument
    var picks: [MealSummaryDocument]

    init(_ menu: DailyMenu, favoriteIDs: Set<String>) {
        date = menu.day.description
        category = TerminalText.sanitizedLine(menu.category)
        meal = MealSummaryDocument(menu.pick, number: 1, favoriteIDs: favoriteIDs)
        picks = menu.picks.enumerated().map { MealSummaryDocument($1, number: $0 + 2, favoriteIDs: favoriteIDs) }
    }
}
