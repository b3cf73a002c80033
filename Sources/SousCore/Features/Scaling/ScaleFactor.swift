import FoundationEssentials
import MealKit

/// How a typed scale factor reads: "2", "1.5", "1/2", "½", "x2", "×1.5", "2x".
enum ScaleFactor {
    static func parse(_ text: String) throws(SousError) -> Double {
        var digits = text.trimmingWhitespace()
        if let first = digits.first, "x×*".contains(first) { digits.removeFirst() }
        if let last = digits.last, "x×".contains(last) { digits.removeLast() }
        digits = digits.trimmingWhitespace()
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        guard let quantity = Measure(digits).quantity, quantity.unit == nil, quantity.note == nil,
              quantity.prefix == nil, quantity.upperAmount == nil, digits.first?.isNumber == true
        else {
            if digits == "0" || Double(digits) == 0 { throw .scaling(.outOfRange(text)) }
            throw .scaling(.notAScale(text))
        }
        guard !negative, Recipe.isAcceptedScale(quantity.amount) else { throw .scaling(.outOfRange(text)) }
        return quantity.amount
    }

    /// Splits a trailing scale off `open`'s argument: "3 x2" is meal 3 doubled, "pie ×1.5" too.
    static func splitTrailing(_ argument: String) throws(SousError) -> (String, Double?) {
        var words = argument.split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last else { return (argument, nil) }
        var factor = last
        if words.count >= 3, ["x", "×"].contains(words[words.count - 2].lowercased()) {
            factor = "x" + last
            words.removeLast()
        }
        guard let first = factor.first, "xX×".contains(first), factor.count > 1 else { return (argument, nil) }
        guard factor.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true else {
            // `open 3 xabc`: after a number, a word starting with x can only be a scale, and a wrong one.
            if words.count == 2, Int(words[0]) != nil { throw .scaling(.notAScale(factor)) }
            return (argument, nil)
        }
        let scale = try parse(factor.lowercased())
        return (words.dropLast().joined(separator: " "), scale)
    }
}
