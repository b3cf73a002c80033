import FoundationEssentials

/// A date on the calendar (year, month, day) with no time and no zone: what "today" means to a user.
public struct CalendarDay: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on where the clock is `offset` ahead of UTC: 23:30 UTC is already
    /// tomorrow in Tokyo.
    public init(_ date: Date, offset: UTCOffset) {
        self = offset.localTime(of: date).day
    }

    /// Days since 1970-01-01 (negative before): the seed, and what makes categories rotate.
    ///
    /// Computed with the civil-from-days arithmetic (Howard Hinnant's), not Foundation, so the number
    /// cannot depend on a calendar setting or on the machine's zone.
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day after (or `offset` days after) this one.
    public func adding(days offset: Int) -> CalendarDay {
        let z = ordinal + offset + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return CalendarDay(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// 0 is Sunday … 6 is Saturday.
    public var weekday: Int { ((ordinal % 7) + 7 + 4) % 7 }

    /// `2025-11-26`.
    public var description: String {
        String(year, zeroPaddedTo: 4) + "-" + String(month, zeroPaddedTo: 2) + "-" + String(day, zeroPaddedTo: 2)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.ordinal < rhs.ordinal }
}
