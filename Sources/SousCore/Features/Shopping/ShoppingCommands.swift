import FoundationEssentials
import MealKit
extension CommandSpec {
    static let shop = CommandSpec(
        name: "shop", usage: "shop [action …]", summary: "shopping list: add, remove, check, uncheck, clear",
        examples: ["shop add", "shop add 2 5", "shop add missing 2", "shop", "shop check 3", "shop check 1 5 7-9", "shop uncheck 3", "shop uncheck-all", "shop remove 2", "shop remove", "shop clear"],
        group: .favorites, argument: .action(ShopAction.words, taking: [
            "add": .listingNumbers, "check": .shoppingItem(ticked: false), "uncheck": .shoppingItem(ticked: true),
            "remove": .shoppingMeal,
        ]),
        details: [
            "shop add takes the open meal, or meals by their number in the listing on screen.",
            "After shop, numbers are the list's own: shop check <n …> and shop uncheck <n …> take the items' numbers "
                + "(several, and ranges such as 7-9), "
                + "shop remove <n> the meals' (numbered under the items) and takes back exactly what that meal added. "
                + "They keep meaning what the list showed until shop shows it again.",
            "shop remove alone takes the open meal off; shop uncheck-all puts every ticked item back on the list.",
        ]
    ) { .shop(try ShopAction.parse($0)) }
}

extension ShopAction {
    /// The words after `shop`, as Tab offers them.
    static let words = ["add", "remove", "check", "uncheck", "uncheck-all", "clear"]

    /// `shop`, `shop add 3 5`, `shop remove 2`, `shop check 2`, `shop clear` (`rm` for remove).
    static func parse(_ arguments: CommandArguments) throws(SousError) -> ShopAction {
        guard let (typed, rest) = arguments.firstWord else { return .show }
        let word = typed.lowercased() == "rm" ? "remove" : typed.lowercased()
        guard words.contains(word) else {
            throw .unknownAction(command: "shop", word: typed, actions: words)
        }
        let usage = Self.usage(of: word)
        if word == "clear" || word == "uncheck-all" {
            guard rest == nil else { throw .unexpectedArgument(command: "shop \(word)", usage: usage) }
            return word == "clear" ? .clear : .uncheckAll
        }
        if word == "add", let rest, rest.lowercased().hasPrefix("missing") {
            let number = rest.dropFirst("missing".count).trimmingWhitespace()
            guard !number.isEmpty else { throw .missingArgument(usage: "shop add missing <n>") }
            guard let value = Int(number) else { throw .notANumber(number, usage: "shop add missing <n>") }
            return .addMissing(value)
        }
        var numbers: [Int] = []
        for item in (rest ?? "").split(whereSeparator: { $0 == " " || $0 == "," }) {
            // "7-9": items 7, 8 and 9, for check and uncheck.
            if word == "check" || word == "uncheck", let range = try Self.range(item, usage: usage) {
                numbers += range.filter { !numbers.contains($0) }
                continue
            }
            guard let number = Int(item) else { throw .notANumber(String(item), usage: "shop \(word) <n>") }
            if word == "add" || word == "remove" || !numbers.contains(number) { numbers.append(number) }
        }
        func one() throws(SousError) -> Int {
            guard let first = numbers.first else { throw .missingArgument(usage: usage) }
            guard numbers.count == 1 else { throw .unexpectedArgument(command: "shop \(word)", usage: usage) }
            return first
        }
        switch word {
        case "add": return .add(numbers)
        case "remove": return .remove(numbers.isEmpty ? nil : try one())
        default:
            guard !numbers.isEmpty else { throw .missingArgument(usage: usage) }
            return word == "check" ? .check(numbers) : .uncheck(numbers)
        }
    }

    /// `7-9` as 7...9; nil when `item` is no range. A range longer than any list is refused, not
    /// spelled out number by number.
    private static func range(_ item: Substring, usage: String) throws(SousError) -> ClosedRange<Int>? {
        let ends = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard ends.count == 2, !ends[0].isEmpty else { return nil }
        guard let low = Int(ends[0]), let high = Int(ends[1]), low <= high else {
            throw .notANumber(String(item), usage: usage)
        }
        guard high - low < 1_000 else { throw .numberOutOfRange(String(item), allowed: low...(low + 999)) }
        return low...high
    }

    /// Each sub-command's usage, as its errors quote it.
    private static func usage(of word: String) -> String {
        switch word {
        case "add": return "shop add [n …]"
        case "remove": return "shop remove [n]"
        case "clear", "uncheck-all": return "shop \(word)"
        case "check", "uncheck": return "shop \(word) <n …>"
        default: return "shop \(word) <n>"
        }
    }
}
