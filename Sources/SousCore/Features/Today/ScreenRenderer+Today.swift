import FoundationEssentials
import MealKit

extension ScreenRenderer {
    /// The day's menu: the date, the meal of the day marked, then the category's picks, numbered as
    /// the listing is so `open 1` opens the meal of the day.
    func render(_ menu: DailyMenu, favoriteIDs: Set<String>) -> [StyledLine] {
        var lines = [StyledLine([Span(" Today", .heading), Span(" · " + Self.longDate(menu.day), .dim)])]
        let mark = "  ☀ meal of the day"
        lines.append(row(1, menu.pick, favoriteIDs: favoriteIDs, suffix: Span(mark, .star)))
        if !menu.picks.isEmpty {
            let count = ["One", "Two", "Three"].indices.contains(menu.picks.count - 1)
                ? ["One", "Two", "Three"][menu.picks.count - 1] : String(menu.picks.count)
            lines.append(StyledLine([Span(" \(count) from ", .dim), Span(TerminalText.sanitizedLine(menu.category), .bold)]))
            for (offset, meal) in menu.picks.enumerated() {
                lines.append(row(offset + 2, meal, favoriteIDs: favoriteIDs, suffix: nil))
            }
        }
        lines.append(StyledLine(" open <n> shows a recipe · new picks tomorrow", .hint))
        return lines
    }

    private func row(_ number: Int, _ meal: MealSummary, favoriteIDs: Set<String>, suffix: Span?) -> StyledLine {
        let label = "   \(number)  "
        let isFavorite = favoriteIDs.contains(meal.id)
        let tail = (isFavorite ? 2 : 0) + (suffix.map { TextLayout.displayWidth($0.text) } ?? 0)
        var spans = [Span(label, .number),
                     Span(TextLayout.truncate(TerminalText.sanitizedLine(meal.name), width: width - label.count - tail))]
        if isFavorite { spans.append(Span(" ★", .star)) }
        if let suffix { spans.append(suffix) }
        return StyledLine(spans)
    }

    /// `Wednesday 26 November 2025`, in English like the rest of the shell.
    static func longDate(_ day: CalendarDay) -> String {
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let month = (1...12).contains(day.month) ? months[day.month - 1] : String(day.month)
        return "\(weekdays[day.weekday]) \(day.day) \(month) \(day.year)"
    }
}
