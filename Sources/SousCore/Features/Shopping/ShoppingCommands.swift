import FoundationEssentials
import MealKit
extension CommandSpec {
    static let shop = CommandSpec(
        name: "shop", usage: "shop [action …]", summary: "shopping list: add, remove, check, uncheck, clear",
        examples: ["shop add", "shop add 2 5", "shop add missing 2", "shop", "shop check 3", "shop uncheck 3", "shop remove 2", "shop remove", "shop clear"],
        group: .favorites, argument: .action(ShopAction.words, taking: [
            "check": .shoppingItem(ticked: false), "uncheck": .shoppingItem(ticked: true), "remove": .shoppingMeal,
        ]),
        details: [
            "shop add takes the open meal, or meals by their number in the listing on screen.",
            "After shop, numbers are the list's own: shop check <n> and shop uncheck <n> take the items' numbers, "
                + "shop remove <n> the meals' (numbered under the items) and takes back exactly what that meal added. "
                + "They keep meaning what the list showed until shop shows it again.",
            "shop remove alone takes the open meal off.",
        ]
    ) { .shop(try ShopAction.parse($0)) }
}

extension ShopAction {
    /// The words after `shop`, as Tab offers them.
    static let words = ["add", "remove", "check", "uncheck", "clear"]

    /// `shop`, `shop add 3 5`, `shop remove 2`, `shop check 2`, `shop clear` (`rm` for remove).
    static func parse(_ arguments: CommandArguments) throws(SousError) -> ShopAction {
        guard let (typed, rest) = arguments.firstWord else { return .show }
        let word = typed.lowercased() == "rm" ? "remove" : typed.lowercased()
        guard words.contains(word) else {
            throw .ingredients(.unknownAction(command: "shop", word: typed, actions: words))
        }
        let usage = Self.usage(of: word)
        if word == "clear" {
            guard rest == nil else { throw .unexpectedArgument(command: "shop clear", usage: usage) }
            return .clear
        }
        if word == "add", let rest, rest.lowercased().hasPrefix("missing") {
            let number = rest.dropFirst("missing".count).trimmingWhitespace()
            guard !number.isEmpty else { throw .missingArgument(usage: "shop add missing <n>") }
            guard let value = Int(number) else { throw .notANumber(number, usage: "shop add missing <n>") }
            return .addMissing(value)
        }
        var numbers: [Int] = []
        for item in (rest ?? "").split(whereSeparator: { $0 == " " || $0 == "," }) {
            guard let number = Int(item) else { throw .notANumber(String(item), usage: "shop \(word) <n>") }
            numbers.append(number)
        }
        func one() throws(SousError) -> Int {
            guard let first = numbers.first else { throw .missingArgument(usage: usage) }
            guard numbers.count == 1 else { throw .unexpectedArgument(command: "shop \(word)", usage: usage) }
            return first
        }
        switch word {
        case "add": return .add(numbers)
        case "remove": return .remove(numbers.isEmpty ? nil : try one())
        case "check": return .check(try one())
        default: return .uncheck(try one())
        }
    }

    /// Each sub-command's usage, as its errors quote it.
    private static func usage(of word: String) -> String {
        switch word {
        case "add": return "shop add [n …]"
        case "remove": return "shop remove [n]"
        case "clear": return "shop clear"
        default: return "shop \(word) <n>"
        }
    }
}
