import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One of TheMealDB's free-text measures ("1/2 cup", "200g", "Pinch"), read as a quantity where it can be.
///
/// The original text is always kept: a screen shows it unchanged unless the recipe is scaled or
/// converted, and a measure that could not be read is shown as written.
public struct Measure: Hashable, Sendable {
    /// What the text was understood to say.
    public enum Reading: Hashable, Sendable {
        /// An amount, perhaps with a unit: "1 ½ tsp", "3-4", "1 (400g) tin".
        case quantity(Quantity)
        /// An amount by eye, nothing to scale or add up: "Pinch", "to taste", "Handful".
        case vague
        /// Not understood ("Chopped", "Sliced and Seeded"), or empty.
        case unparsed
    }

    public var text: String
    public var reading: Reading

    public init(_ text: String) {
        self.text = text
        self.reading = MeasureParser.read(text)
    }

    public var quantity: Quantity? {
        if case .quantity(let quantity) = reading { return quantity }
        return nil
    }

    /// Whether the text was read as an amount or a recognised "by eye" amount.
    public var isUnderstood: Bool { reading != .unparsed }

    /// Whether scaling cannot change this measure and should say so: it holds no amount sous can read
    /// ("Chopped", "large piece", "Pinch") yet asks for some ("to taste", "to serve" ask for none).
    public var isKeptWhenScaled: Bool {
        let lower = text.lowercased().trimmingWhitespace()
        guard quantity == nil, !lower.isEmpty else { return false }
        return !["taste", "to serve", "garnish", "as needed", "as required", "optional"].contains { lower.contains($0) }
    }

    /// The text cut where its amount ends: "2 tsp" and "lightly toasted and crushed" from "2 tsp lightly
    /// toasted and crushed"; nil when it holds no amount or nothing follows it.
    ///
    /// Both parts are the text as written (spaces tidied), so a screen can show the amount in its
    /// column and the rest after the ingredient without losing a word.
    public var amountAndNote: (amount: String, note: String)? {
        MeasureParser.split(text)
    }
}

/// The grammar of TheMealDB's measures, one string at a time.
enum MeasureParser {
    /// A character as the scanner reads it: the fraction slash a page typesets ("1⁄4") is a slash, and
    /// the em dash people type for a range an en dash. One character for one, so places stay the same.
    static func typed(_ character: Character) -> Character {
        character == "⁄" ? "/" : character == "—" ? "–" : character
    }

    static func read(_ text: String) -> Measure.Reading {
        scan(text).reading
    }

    /// The amount as written and what follows it, for a measure read as a quantity with a note.
    static func split(_ text: String) -> (amount: String, note: String)? {
        let (reading, words, restStart) = scan(text)
        guard case .quantity = reading, let restStart else { return nil }
        let characters = Array(words)
        let amount = String(characters[..<restStart]).trimming(anyOf: " ,;")
        let note = String(characters[restStart...]).trimming(anyOf: " ,;")
        guard !amount.isEmpty, !note.isEmpty else { return nil }
        return (amount, note)
    }

    /// The reading, the text with its spaces tidied, and where in it the words after the amount begin.
    private static func scan(_ text: String) -> (reading: Measure.Reading, words: String, restStart: Int?) {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        func unparsed() -> (Measure.Reading, String, Int?) { (.unparsed, words, nil) }
        guard !words.isEmpty else { return unparsed() }
        let lower = words.lowercased()
        if isVague(lower) { return (.vague, words, nil) }

        var scanner = Scanner(characters: words.map(typed))
        let prefix = scanner.prefix()
        guard var amount = scanner.number() else { return unparsed() }
        var upper: Double?
        if let top = scanner.rangeTop(above: amount) {
            upper = top
        } else if let times = scanner.multiplier() {
            // "2 x 400g tins" and "3 400g Cans": the total is what the list needs.
            amount *= times
        }
        var notes: [String] = []
        let asideStart = scanner.position
        let aside = scanner.parenthesis()
        if let aside { notes.append(aside) }
        var unit: MeasureUnit?
        switch scanner.unit() {
        case .found(let found):
            unit = found
            scanner.skipAlternative()
        case .gluedWord: return unparsed()  // "3rd", "24skinned": a number that is not an amount
        case .none: break
        }
        var restStart = scanner.position
        let rest = scanner.rest.trimming(anyOf: " ,;")
        // "1 (halved and sliced)", a Cooklang note after a count: the words in brackets are the rest.
        if aside != nil, unit == nil, rest.isEmpty { restStart = asideStart }
        if !rest.isEmpty { notes.append(rest) }
        guard amount > 0, amount <= Quantity.largestAmount, upper.map({ $0 > amount && $0 <= Quantity.largestAmount }) ?? true
        else { return unparsed() }
        let quantity = Quantity(amount: amount, upperAmount: upper, unit: unit, prefix: prefix,
                                note: notes.isEmpty ? nil : notes.joined(separator: " "))
        return (.quantity(quantity), words, restStart)
    }

    /// Amounts by eye: a word from the list, or a unit word with no number ("Bunch", "Sprigs of fresh").
    static func isVague(_ lower: String) -> Bool {
        guard !lower.contains(where: \.isNumber) else { return false }
        if lower.contains("to taste") { return true }
        if vaguePhrases.contains(where: { lower == $0 || lower.hasPrefix($0 + " ") }) { return true }
        let first = lower.split(separator: " ").first { !["small", "large", "big", "a", "fresh"].contains($0) }
        return first.map { MeasureUnit.named(String($0)) != nil } ?? false
    }

    private static let vaguePhrases = [
        "pinch", "dash", "splash", "drizzle", "handful", "handfull", "knob", "bunch", "sprinkling",
        "sprinking", "spinkling", "sprinkle", "dusting", "grating", "garnish", "to taste", "to serve",
        "to glaze", "as required", "as needed", "as you like", "for", "topping", "top", "few", "some",
        "a little", "a few", "little", "half",
    ]
}

extension MeasureParser {
    /// What follows a number: a unit, a word glued to it that is no unit, or nothing of the kind.
    enum UnitMatch {
        case found(MeasureUnit)
        case gluedWord
        case none
    }

    /// A cursor over one measure's characters.
    struct Scanner {
        let characters: [Character]
        var index = 0

        init(characters: [Character]) { self.characters = characters }

        var rest: String { String(characters[index...]) }

        /// How many characters have been read.
        var position: Int { index }

        var current: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpaces() {
            while current == " " { index += 1 }
        }

        /// "Juice of", "Zest and juice of", "Grated zest of": words naming the part of a counted thing.
        mutating func prefix() -> String? {
            let lower = String(characters).lowercased()
            for phrase in Self.prefixes where lower.hasPrefix(phrase + " ") {
                let original = String(characters[0..<phrase.count])
                index = phrase.count
                skipSpaces()
                return original
            }
            return nil
        }

        private static let prefixes = [
            "the juice and zest of", "zest and juice of", "juice and zest of", "juice/zest of",
            "grated zest of", "juice of", "zest of",
        ]

        /// A whole, decimal, fraction, vulgar fraction or mixed number ("1 1/2", "1½", "1-⅓", "2-1/2",
        /// "1 and 1/8"), or a number word ("one", "half").
        mutating func number() -> Double? {
            let start = index
            if let word = numberWord() { return word }
            guard let first = simpleNumber() else {
                index = start
                return nil
            }
            guard first == first.rounded(), first >= 1 else { return first }
            // A fraction after a whole number makes a mixed number: "1 1/2", "1½", "1-⅓", "1 and 1/8".
            let afterWhole = index
            for joiner in ["", " ", "-", " and ", "–"] {
                index = afterWhole
                guard consume(joiner) else { continue }
                if let part = fractionOnly(), part < 1 { return first + part }
            }
            index = afterWhole
            return first
        }

        /// "-4", " - 6", " to 4", " to 1 1/2" after `amount`: the top of a range, above it.
        mutating func rangeTop(above amount: Double) -> Double? {
            let start = index
            for joiner in [" - ", "-", " – ", "–", " to ", " or "] {
                index = start
                guard consume(joiner), let first = current, first.isASCII && first.isNumber || Self.vulgar[first] != nil
                else { continue }
                // "1 – 14-ounce can" is one can of 14 oz, not 1 to 14 of something.
                if let top = number(), current != "-", top > amount { return top }
            }
            index = start
            return nil
        }

        /// " x 400" or " 400" glued to a unit ("3 400g Cans"): a count of packs of that size.
        mutating func multiplier() -> Double? {
            let start = index
            for joiner in [" x ", " × ", "x", " "] {
                index = start
                guard consume(joiner), let size = simpleNumber() else { continue }
                // A bare second number ("1 2") is not a pack size; one with a unit is.
                let afterSize = index
                if case .found = unit() {
                    index = afterSize
                    return size
                }
            }
            index = start
            return nil
        }

        /// "(400g)" right after the amount, kept as a note.
        mutating func parenthesis() -> String? {
            let start = index
            skipSpaces()
            guard current == "(", let close = characters[index...].firstIndex(of: ")") else {
                index = start
                return nil
            }
            let text = String(characters[index...close])
            index = close + 1
            return text
        }

        /// A unit word next, glued ("200g") or after a space ("2 tbs"); "fl oz" is two words.
        mutating func unit() -> UnitMatch {
            let start = index
            let glued = current.map { $0.isLetter } ?? false
            skipSpaces()
            // "8-ounce", "14-oz": a hyphenated unit.
            if current == "-", index + 1 < characters.count, characters[index + 1].isLetter { index += 1 }
            let wordStart = index
            while let character = current, character.isLetter || character == "." { index += 1 }
            let word = String(characters[wordStart..<index])
            if word.lowercased() == "fl" {
                let afterFl = index
                if consume(" oz") || consume("oz") || consume(" oz.") { return .found(.fluidOunce) }
                index = afterFl
                if glued { return .found(.fluidOunce) }  // "350ml/12fl": the rest of a dual measure
            }
            if !word.isEmpty, let unit = MeasureUnit.named(word) {
                // A word must end at a boundary: "200g/7oz" yes, "1 cupful" no.
                if current == nil || current == " " || current == "/" || current == "," || current == ")" {
                    return .found(unit)
                }
            }
            index = start
            return glued ? .gluedWord : .none
        }

        /// "/7oz" after "200g": the same amount in other units, which sous does not need twice.
        mutating func skipAlternative() {
            guard current == "/" else { return }
            while let character = current, character != " " { index += 1 }
            // "50ml/2fl oz": the alternative's unit is two words.
            if characters[..<index].last == "l" || characters[..<index].last == "L" { _ = consume(" oz") }
        }

        mutating func consume(_ literal: String) -> Bool {
            var end = index
            for character in literal {
                guard end < characters.count, Self.sameIgnoringCase(characters[end], character) else { return false }
                end += 1
            }
            index = end
            return true
        }

        /// Case-insensitive equality, without building strings for ASCII letters (most of what is read).
        private static func sameIgnoringCase(_ a: Character, _ b: Character) -> Bool {
            if a == b { return true }
            if let x = a.asciiValue, let y = b.asciiValue {
                return x | 0x20 == y | 0x20 && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A
            }
            return a.lowercased() == b.lowercased()
        }

        private mutating func numberWord() -> Double? {
            // Every number word starts with one of these: most text is not one, and is passed at once.
            guard let first = current?.asciiValue.map({ $0 | 0x20 }), "otfha".utf8.contains(first) else { return nil }
            for (word, value) in Self.numberWords {
                let start = index
                if consume(word), current == nil || current == " " { return value }
                index = start
            }
            return nil
        }

        private static let numberWords: [(String, Double)] = [
            ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("half", 0.5), ("a", 1), ("an", 1),
        ]

        /// A fraction alone: "1/2" or "½".
        private mutating func fractionOnly() -> Double? {
            let start = index
            if let character = current, let value = Self.vulgar[character] {
                index += 1
                return value
            }
            guard let numerator = digits(), consume("/"), let denominator = digits(), denominator > 0 else {
                index = start
                return nil
            }
            return numerator / denominator
        }

        /// A whole or decimal number, a fraction, or a vulgar fraction, with no mixed part.
        mutating func simpleNumber() -> Double? {
            if let fraction = fractionOnly() { return fraction }
            guard var value = digits() else { return nil }
            let beforePoint = index
            if current == "." || current == "," {
                index += 1
                let fractionStart = index
                if let decimals = digits() {
                    value += decimals / pow(10, Double(index - fractionStart))
                } else {
                    index = beforePoint
                }
            }
            return value
        }

        private mutating func digits() -> Double? {
            let start = index
            while let character = current, character.isASCII, character.isNumber { index += 1 }
            return index > start ? Double(String(characters[start..<index])) : nil
        }

        private static let vulgar: [Character: Double] = [
            "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5,
            "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8, "⅙": 1.0 / 6,
        ]
    }
}
