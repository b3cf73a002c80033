import MealKit

/// The week for scripts (`"kind": "plan"`): each day with its meals, and the count outside it.
struct PlanDocument: Encodable {
    struct Day: Encodable {
        var date: String
        var label: String
        var today: Bool
        var meals: [MealSummaryDocument]
    }

    let kind = "plan"
    var from: String
    var to: String
    /// Meals planned before `from` and after `to`.
    var before: Int
    var after: Int
    var days: [Day]

    init(_ week: PlanWeek, favoriteIDs: Set<String>) {
        from = week.firstDay.description
        to = week.lastDay.description
        before = week.before
        after = week.after
        days = week.days.map { day in
            Day(date: day.day.description, label: PlanDay.label(day.day, today: week.today), today: day.day == week.today,
                meals: day.meals.map { MealSummaryDocument($0.meal, number: $0.number, favoriteIDs: favoriteIDs, scale: $0.scale) })
        }
    }
}
