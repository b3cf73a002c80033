import Foundation
import MealKit

extension CommandParser {
    /// The largest factor `scale` and `open n xF` accept: beyond it a recipe is a canteen's.
    public static let scaleLimit = 100.0

    static let shopActions = ["add", "remove", "check", "uncheck", "clear"]
    static let pantryActions = ["add", "remove", "clear"]

    /// `shop`, `shop add 3 5`, `shop remove`, `shop check 2`, `shop clear`.
    static func shopAction(_ argument: String?, spec: CommandSpec) throws -> ShopAction {
        guard let argument else { return .show }
        let (word, rest) = splitFirstWord(argument)
        let action = word.lowercased() == "rm" ? "remove" : word.lowercased()
        guard shopActions.contains(action) else {
            throw SousError.kitchen(.unknownAction(command: "shop", word: word, actions: shopActions))
        }
        if action == "clear" {
            guard rest == nil else { throw SousError.unexpectedArgument(command: "shop clear", usage: "shop clear") }
            return .clear
        }
        var numbers: [Int] = []
        for item in (rest ?? "").split(whereSeparator: { $0 == " " || $0 == "," }) {
            guard let number = Int(item) else { throw SousError.notANumber(String(item), usage: "shop \(action) <n>") }
            numbers.append(number)
        }
        func one(_ usage: String) throws -> Int {
            guard let first = numbers.first else { throw SousError.missingArgument(usage: usage) }
            guard numbers.count == 1 else { throw SousError.unexpectedArgument(command: "shop \(action)", usage: usage) }
            return first
        }
        switch action {
        case "add": return .add(numbers)
        case "remove": return .remove(numbers.isEmpty ? nil : try one("shop remove [n]"))
        case "check": return .check(try one("shop check <n>"))
        default: return .uncheck(try one("shop uncheck <n>"))
        }
    }

    /// `pantry`, `pantry add eggs, flour`, `pantry remove eggs`, `pantry clear`.
    static func pantryAction(_ argument: String?, spec: CommandSpec) throws -> PantryAction {
        guard let argument else { return .show }
        let (word, rest) = splitFirstWord(argument)
        switch word.lowercased() {
        case "add":
            let names = ingredientNames(rest ?? "")
            guard !names.isEmpty else { throw SousError.missingArgument(usage: "pantry add <ingredient>[, …]") }
            return .add(names)
        case "remove", "rm":
            guard let rest else { throw SousError.missingArgument(usage: "pantry remove <ingredient>") }
            return .remove(rest)
        case "clear":
            guard rest == nil else { throw SousError.unexpectedArgument(command: "pantry clear", usage: "pantry clear") }
            return .clear
        default:
            throw SousError.kitchen(.unknownAction(command: "pantry", word: word, actions: pantryActions))
        }
    }

    /// `with chicken, lemon`: names separated by commas (or "and").
    static func ingredientList(_ text: String, spec: CommandSpec) throws -> [String] {
        let names = ingredientNames(text)
        guard !names.isEmpty else { throw SousError.missingArgument(usage: spec.usage) }
        return names
    }

    /// A scale factor: "2", "1.5", "1/2", "½", "x2", "×1.5", "2x".
    static func scale(_ text: String) throws -> Double {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if let first = digits.first, "x×*".contains(first) { digits.removeFirst() }
        if let last = digits.last, "x×".contains(last) { digits.removeLast() }
        digits = digits.trimmingCharacters(in: .whitespaces)
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        guard let quantity = Measure(digits).quantity, quantity.unit == nil, quantity.note == nil,
              quantity.prefix == nil, quantity.upperAmount == nil, digits.first?.isNumber == true
        else {
            if digits == "0" || Double(digits) == 0 { throw SousError.kitchen(.scaleOutOfRange(text)) }
            throw SousError.kitchen(.notAScale(text))
        }
        guard !negative, quantity.amount <= scaleLimit else { throw SousError.kitchen(.scaleOutOfRange(text)) }
        return quantity.amount
    }

    /// Splits a trailing scale off `open`'s argument: "3 x2" is meal 3 doubled, "pie ×1.5" too.
    static func openScale(_ argument: String) throws -> (String, Double?) {
        var words = argument.split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last else { return (argument, nil) }
        var factor = last
        if words.count >= 3, ["x", "×"].contains(words[words.count - 2].lowercased()) {
            factor = "x" + last
            words.removeLast()
        }
        guard let first = factor.first, "xX×".contains(first), factor.count > 1,
              factor.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true
        else { return (argument, nil) }
        let scale = try scale(factor.lowercased())
        return (words.dropLast().joined(separator: " "), scale)
    }

    private static func splitFirstWord(_ text: String) -> (String, String?) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, nil) }
        let rest = text[space...].trimmingCharacters(in: .whitespaces)
        return (String(text[..<space]), rest.isEmpty ? nil : rest)
    }

    private static func ingredientNames(_ text: String) -> [String] {
        text.replacingOccurrences(of: " and ", with: ",")
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
