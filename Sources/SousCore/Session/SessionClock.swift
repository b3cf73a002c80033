import Foundation
import MealKit

/// What time it is and where: the one clock the session, its history and `today` read.
///
/// Injected once (the shell passes `.system`; tests a fixed instant), so no feature asks the
/// machine for the date on its own.
public struct SessionClock: Sendable {
    public var now: @Sendable () -> Date
    public var timeZone: TimeZone

    public init(now: @escaping @Sendable () -> Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The machine's clock and time zone.
    public static var system: SessionClock { SessionClock(now: Date.init, timeZone: .current) }

    /// Always `instant`, in UTC unless told otherwise: for tests.
    public static func fixed(_ instant: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) -> SessionClock {
        SessionClock(now: { instant }, timeZone: timeZone)
    }

    /// The calendar day it is now, where the user is.
    public var today: CalendarDay { CalendarDay(now(), in: timeZone) }
}
