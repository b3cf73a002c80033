import FoundationEssentials

/// The days a user types for the plan: `mon` … `sun`, `today`, `tomorrow`, or `2026-12-05`.
///
/// Weekdays mean the next such day, today included, so `plan fri` on a Friday is today. A date may be
/// any day from today on; the past is refused rather than planned for no one.
public enum PlanDay {
    /// Why a typed day is not one.
    public enum Problem: Error, Hashable, Sendable {
        /// Not a day sous knows (`"someday"`), or a weekday prefix that fits two (`"t"`, `"s"`).
        case unknown(String)
        /// A well-formed date that does not exist (`2026-02-30`).
        case noSuchDate(String)
        /// A date before today.
        case past(CalendarDay)
    }

    /// The English weekday names, Sunday first as `CalendarDay.weekday` counts.
    public static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// The day `text` names, seen from `today`.
    ///
    /// Weekdays are read by unique prefix of two letters or more (`we`, `wed`, `weds`, `wednesday`), and
    /// case and accents do not matter.
    public static func parse(_ text: String, today: CalendarDay) -> Result<CalendarDay, Problem> {
        let word = text.trimmingWhitespace()
            .foldedForSearch
        switch word {
        case "today": return .success(today)
        case "tomorrow", "tmrw": return .success(today.adding(days: 1))
        default: break
        }
        if word.first?.isNumber == true {
            guard let day = CalendarDay(iso: word) else {
                return .failure(isDateShaped(word) ? .noSuchDate(text) : .unknown(text))
            }
            return day < today ? .failure(.past(day)) : .success(day)
        }
        // "weds", "thurs", "tues": the spellings people write, beyond the plain prefixes.
        let spelled = ["weds": "wednesday", "thurs": "thursday", "tues": "tuesday"][word] ?? word
        let matches = weekdayNames.indices.filter { spelled.count >= 2 && weekdayNames[$0].hasPrefix(spelled) }
        guard matches.count == 1, let weekday = matches.first else { return .failure(.unknown(text)) }
        return .success(today.adding(days: (weekday - today.weekday + 7) % 7))
    }

    /// "Tue 1 Dec": how the plan names a day.
    public static func label(_ day: CalendarDay) -> String {
        let weekday = weekdayNames[day.weekday].prefix(3).capitalized
        return "\(weekday) \(day.day) \(monthNames[day.month - 1])"
    }

    /// "Tue 1 Dec", or "Tue 1 Jan 2030" when the day is not in the year of `today`.
    public static func label(_ day: CalendarDay, today: CalendarDay) -> String {
        label(day) + (day.year == today.year ? "" : " \(day.year)")
    }

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func isDateShaped(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}

extension CalendarDay {
    /// The day of `2026-12-05`, or `nil` when the text is not such a date or the date does not exist.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), (1...12).contains(month), day >= 1
        else { return nil }
        let candidate = CalendarDay(year: year, month: month, day: day)
        // The arithmetic rolls 30 February over into March; a real date comes back unchanged.
        guard candidate.adding(days: 0) == candidate else { return nil }
        self = candidate
    }
}
