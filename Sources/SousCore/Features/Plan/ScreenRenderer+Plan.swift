import MealKit

extension ScreenRenderer {
    /// The week: a heading a day (today marked), its meals numbered across the week, an empty day said
    /// to be empty, and one line for the meals planned outside it, so none is hidden.
    func render(_ week: PlanWeek, favoriteIDs: Set<String>) -> [StyledLine] {
        let meals = week.meals
        let count = meals.isEmpty ? "nothing planned" : "\(meals.count) meal\(meals.count == 1 ? "" : "s")"
        let label = { (day: CalendarDay) in PlanDay.label(day, today: week.today) }
        var lines = [StyledLine([
            Span(" Plan", .heading),
            Span(" · \(label(week.firstDay)) – \(label(week.lastDay)) · \(count)", .dim),
        ])]
        let numberWidth = String(max(1, meals.count)).count
        let nameColumn = 3 + numberWidth + 2
        for day in week.days {
            lines.append(day.day == week.today
                ? StyledLine([Span(" " + label(day.day), .heading), Span(" · today", .dim)])
                : StyledLine(" " + label(day.day), .bold))
            if day.meals.isEmpty {
                lines.append(StyledLine(String(repeating: " ", count: nameColumn) + "nothing planned", .dim))
            }
            for meal in day.meals {
                var spans = [Span(numberLabel(meal.number, width: numberWidth), .number),
                             Span(clean(meal.meal.name))]
                if meal.scale != 1 { spans.append(Span(" · ×" + ScaledMeasure.factor(meal.scale), .dim)) }
                if favoriteIDs.contains(meal.meal.id) { spans.append(Span(" ★", .star)) }
                // A long name wraps under itself, clear of the numbers.
                lines += TextLayout.wrap(StyledLine(spans), width: width, hangingIndent: nameColumn)
            }
        }
        if let outside = Self.outsideLine(week) { lines.append(StyledLine(" " + outside, .dim)) }
        lines.append(StyledLine(" " + Self.hints(week).joined(separator: " · "), .hint))
        return lines
    }

    /// "also planned: 2 meals before today, 1 after Mon 7 Dec (plan prev, plan next)": none hidden,
    /// each with the command that shows it; a far one by its day ("the next on Tue 1 Jan 2030").
    static func outsideLine(_ week: PlanWeek) -> String? {
        let label = { (day: CalendarDay) in PlanDay.label(day, today: week.today) }
        let far = week.nextPlanned.flatMap { $0 > week.lastDay.adding(days: 7) ? $0 : nil }
        let parts = [(week.before, week.isFromToday ? "before today" : "before \(label(week.firstDay))", "plan prev"),
                     (week.after, "after \(label(week.lastDay))" + (far.map { ", the next on \(label($0))" } ?? ""),
                      far.map { "plan week \($0)" } ?? "plan next")]
            .filter { $0.0 > 0 }
        guard !parts.isEmpty else { return nil }
        let said = parts.enumerated().map { index, part in
            index == 0 ? "\(part.0) meal\(part.0 == 1 ? "" : "s") \(part.1)" : "\(part.0) \(part.1)"
        }
        return "also planned: " + said.joined(separator: ", ") + " (" + parts.map(\.2).joined(separator: ", ") + ")"
    }

    /// What to type next, for the week as it is.
    private static func hints(_ week: PlanWeek) -> [String] {
        // Another week than today's: fill and shop are for this week, so they are not offered here.
        guard week.isFromToday else {
            return (week.meals.isEmpty ? [] : ["open <n> shows a recipe", "plan remove <n> takes one off"])
                + ["plan shows this week"]
        }
        guard !week.meals.isEmpty else { return ["plan <day> puts the open meal on a day", "plan fill fills the week"] }
        var hints = ["open <n> shows a recipe"]
        if !week.emptyDays.isEmpty { hints.append("plan fill fills empty days") }
        hints.append("plan shop buys them")
        return hints
    }
}
