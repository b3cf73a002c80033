import MealKit

/// How the plan commands fail; one line each (`message`).
public enum PlanError: Error, Equatable, Sendable {
    case badDay(PlanDay.Problem)
    /// `plan remove 9` when the week shows fewer entries.
    case noEntry(Int, count: Int)
    /// Meal n as the week was shown is no longer in the plan (taken off since, here or by another sous).
    case entryGone(Int, name: String, day: CalendarDay)
    /// `plan shop` with nothing planned this week.
    case emptyWeek(from: CalendarDay)

    public var message: String {
        switch self {
        case .badDay(.unknown(let text)):
            return "'\(TerminalText.truncated(TerminalText.sanitizedLine(text), to: 40))' is not a day: use mon … sun, today, tomorrow or a date (YYYY-MM-DD)"
        case .badDay(.noSuchDate(let text)):
            return "\(TerminalText.truncated(TerminalText.sanitizedLine(text), to: 40)) is not a date on the calendar"
        case .badDay(.past(let day)):
            return "\(PlanDay.label(day)) \(day.year) is in the past: plan from today on"
        case .noEntry(let number, let count):
            if count == 0 { return "nothing is planned this week: plan <day> puts the open meal on a day" }
            return "no meal \(number) in the plan: it has \(count == 1 ? "only 1" : "1–\(count)")"
        case .entryGone(let number, let name, let day):
            // Short, to stay one line at 80 columns with most names.
            return "meal \(number), \(TerminalText.truncated(TerminalText.sanitizedLine(name), to: 40)) on \(PlanDay.label(day)), "
                + "left the plan: plan numbers it afresh"
        case .emptyWeek(let from):
            return "nothing is planned from \(PlanDay.label(from)) to \(PlanDay.label(from.adding(days: 6))): plan <day> puts the open meal on a day"
        }
    }
}
