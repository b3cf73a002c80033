import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Quantity {
    /// The quantity as a cook reads it: "1½ tsp", "1.2 kg", "3–4", "a pinch", "Juice of 2", "2 large".
    ///
    /// One format everywhere (recipe, scaled recipe, shopping list): metric weights and volumes print
    /// as decimals rounded to steps a kitchen measures (98 ml is 100 ml); spoons, cups, ounces and
    /// counted things as fractions written against their number ("2½"). A tiny amount never prints as 0.
    public var formatted: String {
        var words: [String] = []
        if let prefix { words.append(prefix) }
        if unit == .teaspoon, (upperAmount ?? amount) < 1.0 / 16 {
            words.append("a pinch")
        } else {
            var number = Self.format(amount, unit: unit)
            if let upperAmount { number += "–" + Self.format(upperAmount, unit: unit) }
            words.append(number)
            // By the number shown: 1.04 cups prints as "1 cup".
            if let unit { words.append(number == "1" || (upperAmount ?? amount) < 1 ? unit.symbol : unit.plural) }
        }
        if let note { words.append(note) }
        return words.joined(separator: " ")
    }

    /// A scale factor as a cook reads it: "2", "0.5", "1.25" as typed, but "⅓" and "1⅔" where the decimal
    /// would never end ("0.333333").
    public static func factor(_ value: Double) -> String {
        if value == value.rounded() { return String(wholeNumber: value) }
        let decimal = String(cFormat: "%g", value)
        guard decimal.count > 5, value < 10 else { return decimal }
        for denominator in [3.0, 6.0, 8.0] {
            let numerator = (value * denominator).rounded()
            if abs(numerator / denominator - value) < 1e-4 { return fraction(value, denominators: [2, 3, 4, 8]) }
        }
        return decimal
    }

    /// One amount in the style its unit calls for.
    static func format(_ amount: Double, unit: MeasureUnit?) -> String {
        if let unit, unit.family == .metric {
            return decimal(kitchenRounded(amount, unit: unit), places: unit.baseAmount >= 1_000 ? 2 : 1)
        }
        // Eighths matter for spoons (⅛ tsp) and pounds (1 ⅛ lb is 500 g); nobody weighs ⅞ oz or
        // measures ⅝ of a cup.
        // Spoons as a kitchen's spoons measure: tablespoons by the half, teaspoons down to an eighth (no
        // one has a ⅝-tablespoon or a ⅓-teaspoon spoon).
        switch unit {
        case .tablespoon?: return fraction(amount, denominators: amount < 1 ? [2, 4] : [2])
        case .teaspoon?: return fraction(amount, denominators: [2, 4, 8])
        case .pound?: return fraction(amount, denominators: [2, 3, 4, 8])
        case .ounce?: return fraction(amount, denominators: [2, 4])
        default: return fraction(amount, denominators: [2, 3, 4])
        }
    }

    /// A metric amount rounded to what a scale or a jug can tell apart: halves of a gram or millilitre
    /// below 10, whole ones below 25, fives below 250, tens below 1000, fifties above. Below 1 it is
    /// left alone (a pinch of saffron is 0.1 g).
    static func kitchenRounded(_ amount: Double, unit: MeasureUnit) -> Double {
        let base = amount * unit.baseAmount
        let step: Double
        switch base {
        case ..<1: return amount
        case ..<10: step = 0.5
        case ..<25: step = 1
        case ..<250: step = 5
        case ..<1_000: step = 10
        default: step = 50
        }
        return (base / step).rounded() * step / unit.baseAmount
    }

    /// A decimal: whole from 100 (or from 10 with one place), at most `places` decimals from 1, two
    /// significant digits below 1, never 0.
    static func decimal(_ amount: Double, places: Int) -> String {
        guard amount > 0 else { return "0" }
        if amount >= 100 || (amount >= 10 && places < 2) { return String(wholeNumber: amount.rounded()) }
        let digits = amount >= 10 ? 1 : amount >= 1 ? places : max(places, Int((-log10(amount)).rounded(.down)) + 2)
        var text = String(cFormat: "%.\(digits)f", amount)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// The nearest kitchen fraction with one of `denominators`: "⅛", "1½", "2⅔"; whole numbers
    /// and halves from 10. Below the smallest fraction it gives two significant digits rather than 0.
    static func fraction(_ amount: Double, denominators: [Int] = [2, 3, 4, 8]) -> String {
        guard amount > 0 else { return "0" }
        if amount >= 10 {
            let half = (amount * 2).rounded() / 2
            return half == half.rounded() ? String(wholeNumber: half) : "\(String(wholeNumber: half.rounded(.down)))½"
        }
        let smallest = 1.0 / Double(denominators.max() ?? 1)
        if amount < smallest * 0.75 { return decimal(amount, places: 2) }
        let wholePart = amount.rounded(.down)
        var best: (numerator: Int, denominator: Int, error: Double) = (0, 1, amount - wholePart)
        for denominator in denominators {
            for numerator in 0...denominator {
                let error = abs(amount - wholePart - Double(numerator) / Double(denominator))
                if error < best.error - 1e-9 { best = (numerator, denominator, error) }
            }
        }
        var integer = Int(wholePart)  // below 10 here
        var part = ""
        if best.numerator == best.denominator {
            integer += 1
        } else if best.numerator > 0 {
            part = vulgarFractions["\(best.numerator)/\(best.denominator)"] ?? ""
        }
        if integer == 0 {
            let smallestPart = vulgarFractions["1/\(denominators.max() ?? 1)"] ?? decimal(smallest, places: 2)
            return part.isEmpty ? smallestPart : part
        }
        return part.isEmpty ? String(integer) : "\(integer)\(part)"
    }

    private static let vulgarFractions: [String: String] = [
        "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾",
        "1/8": "⅛", "3/8": "⅜", "5/8": "⅝", "7/8": "⅞", "2/4": "½", "2/8": "¼", "4/8": "½", "6/8": "¾",
    ]
}
