import FoundationEssentials

/// How long a kitchen timer runs, in whole seconds: what `timer 25m` and a step's "bake for 25 minutes" say.
public struct TimerDuration: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var seconds: Int

    public init(seconds: Int) { self.seconds = seconds }

    /// Longer than a day is not a kitchen timer, and is refused rather than kept running for days.
    public static let longest = TimerDuration(seconds: 24 * 3_600)

    /// Reads `25m`, `1h30` (1 h 30 min), `1h30m`, `90s`, `1h`, `2m30` (2 min 30 s), `25min`, `1.5h`,
    /// `90 seconds`, `1 hour 30`, and
    /// a bare number as minutes (`25`), the kitchen timer's own unit; `nil` for anything else, for
    /// nothing at all, and for more than `longest`.
    public init?(parsing text: String) {
        // "1 30" is two numbers, not 130: spaces may part a number from its unit, not two numbers.
        let words = text.split(whereSeparator: \.isWhitespace)
        for (word, next) in zip(words, words.dropFirst()) where word.last?.isNumber == true && next.first?.isNumber == true {
            return nil
        }
        let text = text.lowercased().filter { !$0.isWhitespace }
        guard !text.isEmpty else { return nil }
        var total = 0.0
        var rest = Substring(text)
        // The unit a trailing bare number is in: the one below the last unit written ("1h30" is minutes).
        var nextSmaller: Double = 60
        var sawUnit = false
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !digits.isEmpty, digits.filter({ $0 == "." }).count <= 1, let amount = Double(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            let letters = rest.prefix(while: \.isLetter)
            rest = rest.dropFirst(letters.count)
            let unit: Double
            switch letters {
            case "h", "hr", "hrs", "hour", "hours": unit = 3_600
            case "m", "min", "mins", "minute", "minutes": unit = 60
            case "s", "sec", "secs", "second", "seconds": unit = 1
            case "":
                // Only last, and only after a larger unit or alone: "30" in "1h30", or "25".
                guard rest.isEmpty, nextSmaller >= 1 else { return nil }
                unit = sawUnit ? nextSmaller : 60
            default: return nil
            }
            // Units from large to small, each once: "30m1h" and "5m5m" are typing slips, not durations.
            guard unit <= (sawUnit ? nextSmaller : 3_600) else { return nil }
            total += amount * unit
            sawUnit = true
            nextSmaller = unit == 3_600 ? 60 : unit == 60 ? 1 : 0
        }
        guard let duration = Self(rounding: total) else { return nil }
        self = duration
    }

    /// `seconds` to the nearest whole second; `nil` unless that is from 1 s to `longest`. A number
    /// typed or read in a recipe can be any length, and `Int(_:)` traps past 2⁶³ and on infinity, so
    /// the range is checked before converting.
    public init?(rounding seconds: Double) {
        let rounded = seconds.rounded()
        guard rounded >= 1, rounded <= Double(Self.longest.seconds) else { return nil }
        self.seconds = Int(rounded)
    }

    /// "25 min", "1 h 30 min", "1 min 30 s", "45 s": how the duration was set, as a ring names it.
    public var description: String {
        let (hours, minutes, secs) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if secs > 0 || parts.isEmpty { parts.append("\(secs) s") }
        return parts.joined(separator: " ")
    }

    /// "24:59", "1:02:03": what is left, as a clock shows it.
    public var clockText: String {
        let (hours, minutes, secs) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
        let clock = String(minutes, zeroPaddedTo: hours > 0 ? 2 : 1) + ":" + String(secs, zeroPaddedTo: 2)
        return hours > 0 ? String(hours) + ":" + clock : clock
    }

    public static func < (lhs: TimerDuration, rhs: TimerDuration) -> Bool { lhs.seconds < rhs.seconds }
}
