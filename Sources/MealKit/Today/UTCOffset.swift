import FoundationEssentials

/// How far the user's wall clock is ahead of UTC, instant by instant: what turns an instant into
/// "today" and a history entry into its local time.
///
/// A function of the instant rather than one number, so a history entry from before a daylight-saving
/// change shows the time the clock showed then. The shell builds it from the C library's view of the
/// zone (TZ, /etc/localtime); tests give fixed offsets. MealKit never asks the machine itself.
public struct UTCOffset: Sendable {
    /// Seconds east of UTC at an instant (Tokyo +32 400, Los Angeles −28 800 in winter).
    public var secondsEast: @Sendable (Date) -> Int

    public init(secondsEast: @escaping @Sendable (Date) -> Int) {
        self.secondsEast = secondsEast
    }

    /// The same offset at every instant.
    public static func fixed(seconds: Int) -> UTCOffset { UTCOffset { _ in seconds } }

    /// UTC itself.
    public static let utc = UTCOffset.fixed(seconds: 0)

    /// The wall-clock day and the seconds since its midnight (0 ..< 86 400) at `date`.
    public func localTime(of date: Date) -> (day: CalendarDay, secondsIntoDay: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + secondsEast(date)
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (wholeDays, secondsIntoDay) = rest < 0 ? (days - 1, rest + 86_400) : (days, rest)
        return (CalendarDay(year: 1970, month: 1, day: 1).adding(days: wholeDays), secondsIntoDay)
    }
}
