import FoundationEssentials

/// The dates HTTP headers carry (`Retry-After`), read by hand: Foundation's `DateFormatter` would
/// bring ICU into the binary for three fixed English formats.
///
/// RFC 9110 §5.6.7: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`, what servers send), and the two
/// obsolete forms a recipient must still read, RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and
/// asctime (`Sun Nov  6 08:49:37 1994`). Exactly those: names in their case, always GMT, and a date
/// that exists (no 31 April); anything else is nil.
enum HTTPDate {
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The moment `text` names, or nil; `now` decides the century of RFC 850's two-digit year (the
    /// latest one not more than 50 years ahead, as RFC 9110 asks).
    static func parse(_ text: String, now: Date = Date()) -> Date? {
        let bytes = Array(text.utf8)
        return imfFixdate(bytes) ?? rfc850(bytes, now: now) ?? asctime(bytes)
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT`
    private static func imfFixdate(_ bytes: [UInt8]) -> Date? {
        var reader = Reader(bytes: bytes)
        guard reader.word(days) != nil, reader.literal(", "), let day = reader.number(digits: 2), reader.literal(" "),
              let month = reader.word(months), reader.literal(" "), let year = reader.number(digits: 4),
              reader.literal(" "), let time = reader.time(), reader.literal(" GMT"), reader.atEnd
        else { return nil }
        return date(year: year, month: month + 1, day: day, seconds: time)
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`
    private static func rfc850(_ bytes: [UInt8], now: Date) -> Date? {
        var reader = Reader(bytes: bytes)
        guard reader.word(longDays) != nil, reader.literal(", "), let day = reader.number(digits: 2),
              reader.literal("-"), let month = reader.word(months), reader.literal("-"),
              let shortYear = reader.number(digits: 2), reader.literal(" "), let time = reader.time(),
              reader.literal(" GMT"), reader.atEnd
        else { return nil }
        let thisYear = UTCOffset.utc.localTime(of: now).day.year
        var year = thisYear - thisYear % 100 + shortYear
        if year > thisYear + 50 { year -= 100 }
        return date(year: year, month: month + 1, day: day, seconds: time)
    }

    /// `Sun Nov  6 08:49:37 1994` (a one-digit day after a space)
    private static func asctime(_ bytes: [UInt8]) -> Date? {
        var reader = Reader(bytes: bytes)
        guard reader.word(days) != nil, reader.literal(" "), let month = reader.word(months), reader.literal(" ")
        else { return nil }
        let day = reader.literal(" ") ? reader.number(digits: 1) : reader.number(digits: 2)
        guard let day, reader.literal(" "), let time = reader.time(), reader.literal(" "),
              let year = reader.number(digits: 4), reader.atEnd
        else { return nil }
        return date(year: year, month: month + 1, day: day, seconds: time)
    }

    /// The moment, when the day exists in that month.
    private static func date(year: Int, month: Int, day: Int, seconds: Int) -> Date? {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...lengths[month - 1]).contains(day) else { return nil }
        let days = CalendarDay(year: year, month: month, day: day).ordinal
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds))
    }

    /// A cursor over the header's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        /// Steps over `text` when it comes next.
        mutating func literal(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected
            else { return false }
            index += expected.count
            return true
        }

        /// Which of `words` comes next (its index), stepping over it.
        mutating func word(_ words: [String]) -> Int? {
            for (position, word) in words.enumerated() where literal(word) { return position }
            return nil
        }

        /// Exactly `digits` ASCII digits, as a number.
        mutating func number(digits: Int) -> Int? {
            guard bytes.count - index >= digits else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += digits
            return value
        }

        /// `HH:MM:SS` as seconds into the day (a leap second's 60 allowed).
        mutating func time() -> Int? {
            guard let hour = number(digits: 2), hour < 24, literal(":"), let minute = number(digits: 2), minute < 60,
                  literal(":"), let second = number(digits: 2), second <= 60
            else { return nil }
            return hour * 3600 + minute * 60 + second
        }
    }
}
