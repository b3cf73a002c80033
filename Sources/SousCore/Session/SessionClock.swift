import FoundationEssentials
import MealKit

/// What time it is and where: the one clock the session, its history and `today` read.
///
/// Injected once (the shell passes the machine's clock and zone, `SessionClock.local`; tests a fixed
/// instant), so no feature asks the machine for the date on its own.
public struct SessionClock: Sendable {
    public var now: @Sendable () -> Date
    /// The user's offset from UTC at an instant (the shell's comes from the C library's zone).
    public var utcOffset: UTCOffset

    public init(now: @escaping @Sendable () -> Date, utcOffset: UTCOffset) {
        self.now = now
        self.utcOffset = utcOffset
    }

    /// The machine's clock read in UTC: the default where nobody gives a zone (the shell gives the
    /// user's, SousShell's `SessionClock.local`).
    public static var utc: SessionClock { SessionClock(now: Date.init, utcOffset: .utc) }

    /// Always `instant`, in UTC unless told otherwise: for tests.
    public static func fixed(_ instant: Date, offset: UTCOffset = .utc) -> SessionClock {
        SessionClock(now: { instant }, utcOffset: offset)
    }

    /// The calendar day it is now, where the user is.
    public var today: CalendarDay { CalendarDay(now(), offset: utcOffset) }
}
