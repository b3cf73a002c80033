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
        let thisYear = civilYear(daysSinceEpoch: Int((now.timeIntervalSince1970 / 86_400).rounded(.down)))
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
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds))
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year a day since 1970-01-01 falls in (`civil_from_days`, the year only).
    static func civilYear(daysSinceEpoch days: Int) -> Int {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        return yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)
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
