import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MealKit
import SousCore

extension SessionClock {
    /// The machine's clock, on the user's wall clock: the zone the C library reads from `TZ` or
    /// /etc/localtime, daylight saving included, instant by instant.
    ///
    /// From `localtime_r` rather than Foundation's `TimeZone`, which without
    /// FoundationInternationalization (and its ICU data) knows only GMT.
    static var local: SessionClock { SessionClock(now: Date.init, utcOffset: .local) }
}

extension UTCOffset {
    /// The offset `localtime_r` gives at each instant (its `tm_gmtoff`).
    static let local = UTCOffset { date in
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return parts.tm_gmtoff
    }
}
