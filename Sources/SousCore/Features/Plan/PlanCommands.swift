import Foundation
import MealKit

extension CommandSpec {
    static let plan = CommandSpec(
        name: "plan", usage: "plan [day] [n] [xN]",
        summary: "the week's meal plan: days, remove, clear, shop",
        examples: ["plan", "plan fri", "plan tomorrow 3 x2", "plan 2026-12-05 teriyaki", "plan remove 2",
                   "plan clear", "plan shop"],
        group: .kitchen, argument: .action(PlanAction.words)
    ) { .plan(try PlanAction.parse($0)) }
}

extension PlanAction {
    /// The words after `plan` that are not days, as Tab offers them (days come from the session).
    static let words = ["remove", "clear", "shop", "today", "tomorrow", "mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// `plan`, `plan remove 2` (`rm` too), `plan clear`, `plan shop`, else `plan <day> [meal] [xN]`.
    static func parse(_ arguments: CommandArguments) throws(SousError) -> PlanAction {
        guard let (word, rest) = arguments.firstWord else { return .show }
        switch word.lowercased() {
        case "remove", "rm":
            guard let rest else { throw .missingArgument(usage: "plan remove <n>") }
            guard let number = Int(rest) else { throw .notANumber(rest, usage: "plan remove <n>") }
            return .remove(number)
        case "clear", "shop":
            guard rest == nil else { throw .unexpectedArgument(command: "plan \(word.lowercased())", usage: "plan \(word.lowercased())") }
            return word.lowercased() == "clear" ? .clear : .shop
        default:
            let text = rest ?? ""
            // "plan fri x2": the open meal doubled; splitTrailing needs a meal before the scale.
            if let first = text.first, "xX×".contains(first), !text.contains(" "),
               text.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true {
                return .put(day: word, meal: nil, scale: try ScaleFactor.parse(text.lowercased()))
            }
            let (meal, scale) = try ScaleFactor.splitTrailing(text)
            let reference = try arguments.reference(meal.isEmpty ? nil : meal)
            return .put(day: word, meal: reference, scale: scale)
        }
    }
}
