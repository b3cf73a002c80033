/// A recipe's time as pages and Cooklang front matter write it, in minutes: ISO 8601 durations
/// ("PT1H30M", "PT3900S", "P1DT0H15M", and the malformed ones sites publish: "P0DT0H95M", "PT0D4H45M",
/// "PTH30MS") and plain words in several languages ("45 minutes", "1h30m", "1.5 hours", "35 minuti",
/// "1 Std. 30 Min.", "2時間"); of a range ("10-15 minutes") the top, the time to allow.
///
/// One reader for both importers, so that a time reads the same from a web page as from a `.cook` file.
public enum DurationText {
    /// Longer than this (30 days) is a page's mistake, not a recipe's time.
    public static let longest = 30.0 * 24 * 60

    /// Minutes, rounded up to whole ones; nil for nothing, zero, a negative or an absurd time.
    public static func minutes(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty, trimmed.utf8.count < 200 else { return nil }
        let seconds: Double?
        if trimmed.first == "P" || trimmed.first == "p" || trimmed.hasPrefix("-P") {
            seconds = iso(trimmed.uppercased())
        } else {
            seconds = words(trimmed.lowercased())
        }
        guard let seconds, seconds.isFinite, seconds > 0 else { return nil }
        let minutes = (seconds / 60).rounded(.up)
        return minutes <= longest ? minutes : nil
    }

    /// "P[nY][nM][nW][nD][T[nH][nM][nS]]", leniently: a missing number is 0, a D after the T still
    /// counts days, decimals are read; a sign or a year is refused.
    static func iso(_ text: String) -> Double? {
        guard text.first == "P" else { return nil }
        var seconds = 0.0
        var number = ""
        var afterT = false
        var sawUnit = false
        for character in text.dropFirst() {
            if character.isASCII, character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            let value = number.isEmpty ? 0 : Double(number)
            number = ""
            guard let value else { return nil }
            switch character {
            case "T": afterT = true; continue
            case "W": seconds += value * 7 * 86_400
            case "D": seconds += value * 86_400
            case "H": seconds += value * 3_600
            case "M": if afterT { seconds += value * 60 } else { return nil }  // months: no recipe's time
            case "S": seconds += value
            case " ": continue
            default: return nil
            }
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return seconds
    }

    /// Numbers each followed by a unit word ("1 hour 30 minutes", "1h30", "35 minuti"); a bare number is
    /// minutes.
    static func words(_ text: String) -> Double? {
        var seconds = 0.0
        var found = false
        var characters = Array(text)[...]
        while let start = characters.indices.first(where: { startsNumber(characters, at: $0) }) {
            characters = characters[start...]
            let digits = characters.prefix(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") })
            characters = characters.dropFirst(digits.count)
            // ".5 hours" is half of one.
            guard let value = Double((digits.first == "." ? "0" : "") + String(digits.map { $0 == "," ? "." : $0 }))
            else { continue }
            // "10-15 minutes", "10 – 15 min": the top of the range counts, with the unit after it.
            let afterSpaces = characters.drop(while: { $0 == " " })
            if let dash = afterSpaces.first, dash == "-" || dash == "–",
               let next = afterSpaces.dropFirst().drop(while: { $0 == " " }).first, next.isASCII, next.isNumber {
                continue
            }
            let unit = String(characters.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0 == "." }))
            let factor: Double
            switch unit {
            case let word where word.hasPrefix("h") || word.hasPrefix("st") || word.hasPrefix("ora") || word.hasPrefix("ore")
                    || word.hasPrefix("uur") || word.hasPrefix("time") || word.hasPrefix("tim") || word.hasPrefix("óra")
                    || word.hasPrefix("saat") || word.hasPrefix("godz") || word.hasPrefix("時間"): factor = 3_600
            case let word where word.hasPrefix("d") || word.hasPrefix("tag") || word.hasPrefix("j") || word.hasPrefix("giorn")
                    || word.hasPrefix("gün") || word.hasPrefix("日"): factor = 86_400
            case let word where word.hasPrefix("s") && !word.hasPrefix("st"): factor = 1
            default: factor = 60  // minutes, in any language, and a bare number
            }
            seconds += value * factor
            found = true
        }
        return found ? seconds : nil
    }

    /// A digit, or a "." before one.
    private static func startsNumber(_ characters: ArraySlice<Character>, at index: Int) -> Bool {
        let character = characters[index]
        if character.isASCII && character.isNumber { return true }
        guard character == ".", index + 1 < characters.endIndex else { return false }
        return characters[index + 1].isASCII && characters[index + 1].isNumber
    }
}
