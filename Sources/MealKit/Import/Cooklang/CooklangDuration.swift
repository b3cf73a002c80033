/// A time as recipe metadata writes it, in minutes: "20 min", "1 hour 30 minutes", "1h30m", "45",
/// "1.5 hours", and ISO 8601 ("PT1H30M", "P1DT0H15M", "PT3900S").
///
/// Kept in the Cooklang folder for now; the web-page importer reads the same ISO durations and the
/// two may share it once both have landed.
public enum CooklangDuration {
    public static func minutes(in text: String) -> Double? {
        let lower = text.lowercased().trimmingWhitespace()
        guard !lower.isEmpty else { return nil }
        if lower.hasPrefix("p") { return iso(lower) }
        var total = 0.0
        var found = false
        var number: Double?
        var pendingRangeTop = false
        let scalars = Array(lower.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.numericType != nil && scalar.isASCII || scalar == "." {
                var end = index
                while end < scalars.count, scalars[end].isASCII, scalars[end].properties.numericType != nil || scalars[end] == "." {
                    end += 1
                }
                let value = Double(String(String.UnicodeScalarView(scalars[index..<end])))
                // "10-15 minutes": the top of the range.
                if pendingRangeTop, let value { number = value } else if number == nil { number = value }
                pendingRangeTop = false
                index = end
                continue
            }
            if scalar == "-" || scalar == "–", number != nil {
                pendingRangeTop = true
                index += 1
                continue
            }
            if scalar.properties.isAlphabetic {
                var end = index
                while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                let factor: Double?
                switch word {
                case "d", "day", "days": factor = 1_440
                case "h", "hr", "hrs", "hour", "hours": factor = 60
                case "m", "min", "mins", "minute", "minutes": factor = 1
                case "s", "sec", "secs", "second", "seconds": factor = 1.0 / 60
                default: factor = nil
                }
                if let factor, let value = number {
                    total += value * factor
                    found = true
                    number = nil
                }
                index = end
                continue
            }
            index += 1
        }
        // "45", or "1h30": a number left over is minutes.
        if let number {
            total += number
            found = true
        }
        return found && total.isFinite && total > 0 ? total : nil
    }

    /// "PT1H30M", "P1DT0H15M", "PT3900S", "P0DT0H95M": minutes, or nil for anything else.
    static func iso(_ text: String) -> Double? {
        var total = 0.0
        var digits = ""
        var inTime = false
        var found = false
        for character in text.dropFirst() {
            if character.isASCII, character.isNumber || character == "." || character == "," {
                digits.append(character == "," ? "." : character)
                continue
            }
            if character == "t" {
                inTime = true
                continue
            }
            guard let value = Double(digits) else { return nil }
            digits = ""
            switch (character, inTime) {
            case ("w", false): total += value * 10_080
            case ("d", false): total += value * 1_440
            case ("h", true): total += value * 60
            case ("m", true): total += value
            case ("s", true): total += value / 60
            case ("y", false), ("m", false): return nil
            default: return nil
            }
            found = true
        }
        guard digits.isEmpty, found, total.isFinite, total > 0 else { return nil }
        return total
    }
}
