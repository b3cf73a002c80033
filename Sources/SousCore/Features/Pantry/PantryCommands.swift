import FoundationEssentials
import MealKit

extension CommandSpec {
    static let pantry = CommandSpec(
        name: "pantry", usage: "pantry [action …]", summary: "what you have in: add, remove, clear",
        examples: ["pantry", "pantry add eggs, flour, milk", "pantry remove milk", "pantry clear"],
        group: .kitchen, argument: .action(PantryAction.words, taking: ["add": .ingredientList, "remove": .pantryItems])
    ) { .pantry(try PantryAction.parse($0)) }

    static let cook = CommandSpec(
        name: "cook", summary: "meals ranked by what your pantry covers", group: .kitchen, command: .cook)

    static let with = CommandSpec(
        name: "with", usage: "with <ingredient>, …", summary: "meals that use all of these ingredients",
        examples: ["with chicken, lemon", "with eggs"], group: .kitchen, argument: .ingredientList
    ) { arguments throws(SousError) in
        let names = IngredientList.split(try arguments.required())
        guard !names.isEmpty else { throw .missingArgument(usage: arguments.usage) }
        return .with(names)
    }
}

extension PantryAction {
    /// The words after `pantry`, as Tab offers them.
    static let words = ["add", "remove", "clear"]

    /// `pantry`, `pantry add eggs, flour`, `pantry remove eggs, milk` (`rm` too), `pantry clear`.
    static func parse(_ arguments: CommandArguments) throws(SousError) -> PantryAction {
        guard let (word, rest) = arguments.firstWord else { return .show }
        switch word.lowercased() {
        case "add":
            let names = IngredientList.split(rest ?? "")
            guard !names.isEmpty else { throw .missingArgument(usage: "pantry add <ingredient>[, …]") }
            return .add(names)
        case "remove", "rm":
            let names = IngredientList.split(rest ?? "")
            guard !names.isEmpty else { throw .missingArgument(usage: "pantry remove <ingredient>[, …]") }
            return .remove(names)
        case "clear":
            guard rest == nil else { throw .unexpectedArgument(command: "pantry clear", usage: "pantry clear") }
            return .clear
        default:
            throw .unknownAction(command: "pantry", word: word, actions: words)
        }
    }
}

/// Ingredient names as typed after `with` or `pantry add`: separated by commas (or "and").
enum IngredientList {
    static func split(_ text: String) -> [String] {
        text.replacing(" and ", with: ",")
            .split(separator: ",")
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
    }
}
