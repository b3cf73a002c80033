import FoundationEssentials

/// A duration a recipe step names ("bake for 25 minutes", "simmer 10-15 mins"), for cooking mode to
/// offer as a timer.
///
/// A range gives its upper bound: the time the recipe allows, so a timer set to it is not early, and
/// the step's own words (shown beside the offer) say when to start checking. Of several durations in a
/// step, the longest is the one offered (`main(in:)`): "fry for 2 minutes more, … simmer for 30
/// minutes; remove the lid after 10 minutes" is a 30-minute step.
public struct StepDuration: Hashable, Sendable {
    public var duration: TimerDuration
    /// The words the duration was read from, as the step writes them: "10-15 mins".
    public var phrase: String
    /// Whether the phrase was a range, read as its upper bound.
    public var isRange: Bool

    /// The first duration `text` names, or `nil`.
    ///
    /// Reads numbers (`25`, `1.5`, `1½`, `1 1/2`, `ten`), `a`/`an` and `half` ("an hour", "half an hour"),
    /// ranges (`10-15`, `10 to 15`, `5 or 6`), the units hours, minutes and seconds in their usual
    /// spellings (`hrs`, `mins`, `secs`, `10mins`), and compounds ("1 hour 30 minutes", "1 hr and 15 min").
    /// Scanned by hand: a step is short, and the grammar is small.
    public static func find(in text: String) -> StepDuration? {
        all(in: text).first
    }

    /// Every duration `text` names, in order.
    public static func all(in text: String) -> [StepDuration] {
        let tokens = Token.scan(text)
        var found: [StepDuration] = []
        var index = 0
        while index < tokens.count {
            if let (duration, end) = read(tokens, from: index, in: text) {
                found.append(duration)
                index = end + 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// The step's main time: the longest duration it names (the first of equals), or `nil`.
    public static func main(in text: String) -> StepDuration? {
        all(in: text).reduce(nil) { longest, next in
            guard let longest, longest.duration >= next.duration else { return next }
            return longest
        }
    }

    // MARK: - Reading

    /// The duration starting at token `start`, and the index of its last token.
    private static func read(_ tokens: [Token], from start: Int, in text: String) -> (StepDuration, Int)? {
        var index = start
        var total = 0.0
        var isRange = false
        var end = start
        var lastUnit = Double.infinity
        while true {
            guard let (low, afterLow) = amount(tokens, index) else { break }
            var amount = low
            var next = afterLow
            // "10-15", "10 to 15", "5 or 6": the upper bound, if it is the larger number.
            if next < tokens.count, tokens[next].isRangeWord, let (high, afterHigh) = Self.amount(tokens, next + 1),
               high > low {
                amount = high
                next = afterHigh
                isRange = true
            }
            // "a 10-minute rest": the hyphen between number and unit.
            if next < tokens.count, tokens[next].kind == .dash { next += 1 }
            // A compound goes from larger units to smaller: "5 minutes, then 2 minutes" is two times.
            guard next < tokens.count, let unit = tokens[next].unitSeconds, unit < lastUnit else { break }
            lastUnit = unit
            total += amount * unit
            end = next
            index = next + 1
            // "1 hour 30 minutes", "1 hr and 15 min", "1 hour, 30 minutes".
            if index < tokens.count, tokens[index].word == "and" || tokens[index].kind == .comma { index += 1 }
        }
        guard let duration = TimerDuration(rounding: total) else { return nil }
        let range = tokens[start].range.lowerBound..<tokens[end].range.upperBound
        return (StepDuration(duration: duration, phrase: String(text[range]), isRange: isRange), end)
    }

    /// An amount at `index`: "25", "1.5", "1½", "1 1/2", "ten", "a", "an", "half", "half an"; and the
    /// index after it.
    private static func amount(_ tokens: [Token], _ index: Int) -> (Double, Int)? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        if case .number(let value) = token.kind {
            // "1 1/2": a whole number and a fraction after it.
            if index + 1 < tokens.count, case .number(let fraction) = tokens[index + 1].kind, fraction < 1,
               token.isWhole {
                return (value + fraction, index + 2)
            }
            return (value, index + 1)
        }
        guard let word = token.word else { return nil }
        if word == "half" {
            // "half an hour"
            if index + 1 < tokens.count, ["a", "an"].contains(tokens[index + 1].word ?? "") { return (0.5, index + 2) }
            return (0.5, index + 1)
        }
        if word == "a" || word == "an" {
            // Only "an hour", "a minute": "a few minutes" is no amount to set a timer to.
            guard index + 1 < tokens.count, tokens[index + 1].unitSeconds != nil else { return nil }
            return (1, index + 1)
        }
        return numberWords[word].map { ($0, index + 1) }
    }

    private static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
        "fifty": 50, "sixty": 60, "ninety": 90,
    ]
}

/// One piece of a step's text: a number, a word, or the punctuation that matters to durations.
private struct Token {
    enum Kind: Equatable {
        case number(Double)
        case word(String)
        case dash
        case comma
    }

    var kind: Kind
    var range: Range<String.Index>
    var isWhole = false

    var word: String? {
        if case .word(let word) = kind { return word }
        return nil
    }

    var isRangeWord: Bool { kind == .dash || word == "to" || word == "or" }

    var unitSeconds: Double? {
        switch word {
        case "hour", "hours", "hr", "hrs", "h": 3_600
        case "minute", "minutes", "min", "mins", "m": 60
        case "second", "seconds", "sec", "secs", "s": 1
        default: nil
        }
    }

    static let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]

    static func scan(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isASCII && character.isNumber || fractions[character] != nil {
                let start = index
                var value = 0.0
                var digits = ""
                while index < text.endIndex, text[index].isASCII && (text[index].isNumber || text[index] == "." || text[index] == "/") {
                    digits.append(text[index])
                    index = text.index(after: index)
                }
                let parts = digits.split(separator: "/")
                if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 {
                    value = top / bottom
                } else {
                    value = Double(digits.trimming(anyOf: "./")) ?? 0
                }
                let whole = !digits.contains(".") && !digits.contains("/")
                if index < text.endIndex, let fraction = fractions[text[index]] {
                    value += fraction
                    index = text.index(after: index)
                }
                tokens.append(Token(kind: .number(value), range: start..<index, isWhole: whole && !digits.isEmpty))
            } else if character.isLetter {
                let start = index
                while index < text.endIndex, text[index].isLetter { index = text.index(after: index) }
                tokens.append(Token(kind: .word(text[start..<index].lowercased()), range: start..<index))
            } else {
                if "-–—".contains(character) { tokens.append(Token(kind: .dash, range: index..<text.index(after: index))) }
                if character == "," { tokens.append(Token(kind: .comma, range: index..<text.index(after: index))) }
                index = text.index(after: index)
            }
        }
        return tokens
    }
}
