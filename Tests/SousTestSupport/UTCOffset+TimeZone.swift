import Foundation
import MealKit

extension UTCOffset {
    /// The offset Foundation's time-zone database gives at each instant, so a test can name a zone
    /// (the product itself reads the zone through the C library).
    public static func zone(_ identifier: String) -> UTCOffset { zone(TimeZone(identifier: identifier)!) }

    /// The offset `zone` gives at each instant.
    public static func zone(_ zone: TimeZone) -> UTCOffset { UTCOffset { zone.secondsFromGMT(for: $0) } }
}
