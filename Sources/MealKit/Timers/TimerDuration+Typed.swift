import FoundationEssentials

extension TimerDuration {
    /// A duration read from the start of what was typed to `timer`, and the words after it.
    public struct Typed: Hashable, Sendable {
        public var duration: TimerDuration
        /// The words after the duration ("pasta" in "10 minutes pasta"), or `nil`.
        public var rest: String?
        /// Whether a unit was written (or a clock's colons): `25` alone is minutes by default.
        public var unitGiven: Bool

        public init(duration: TimerDuration, rest: String?, unitGiven: Bool) {
            self.duration = duration
            self.rest = rest
            self.unitGiven = unitGiven
        }
    }

    /// The longest run of leading words of `text` that is a duration, in every form people type:
    /// `25m`, `90s`, `1h30`, `5 min`, `90 seconds`, `1 hour 30 minutes`, `1:30` (a minute and a half,
    /// as a clock shows it), `1:30:00`, `half an hour`, `an hour`, `ten minutes`, and a bare `25`
    /// (minutes). `nil` when the first word starts no duration.
    ///
    /// The longest run, so "90 seconds" is 90 s and never 90 min labelled "seconds"; the caller
    /// decides what the rest may be.
    public static func leading(_ text: String) -> Typed? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        for count in stride(from: min(words.count, 8), through: 1, by: -1) {
            let head = words[..<count].joined(separator: " ")
            guard let (duration, unitGiven) = reading(head) else { continue }
            let rest = words[count...].joined(separator: " ")
            return Typed(duration: duration, rest: rest.isEmpty ? nil : rest, unitGiven: unitGiven)
        }
        return nil
    }

    /// `head` as a whole duration, and whether it wrote a unit.
    private static func reading(_ head: String) -> (TimerDuration, Bool)? {
        if let clock = TimerDuration(clock: head) { return (clock, true) }
        if let duration = TimerDuration(parsing: head) {
            return (duration, !head.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") })
        }
        // Words: "half an hour", "ten minutes". Only the whole of `head`, and never a range: a timer
        // typed as "10-15 minutes" is a question, not a length.
        if let found = StepDuration.find(in: head), found.phrase == head, !found.isRange { return (found.duration, true) }
        return nil
    }

    /// `1:30` (minutes and seconds) or `1:30:00` (hours, minutes and seconds), as a clock reads;
    /// each part after the first below 60.
    public init?(clock text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        let seconds = numbers.reduce(0) { $0 * 60 + $1 }
        guard let duration = TimerDuration(rounding: Double(seconds)) else { return nil }
        self = duration
    }
}
