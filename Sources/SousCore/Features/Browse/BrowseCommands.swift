import MealKit

extension CommandSpec {
    static let categories = CommandSpec(
        name: "categories", aliases: ["cats"], summary: "the meal categories A to Z, numbered, with meal counts",
        group: .browse,
        command: .categories)

    static let category = CommandSpec(
        name: "cat", aliases: ["category"], usage: "cat <category|n>", summary: "meals of a category (n as categories numbers them)",
        examples: ["cat Beef", "cat sea", "cat 3"], group: .browse, argument: .category
    ) { .category(try $0.required()) }

    static let areas = CommandSpec(
        name: "areas", aliases: ["cuisines"], summary: "the cuisines A to Z, numbered", group: .browse, command: .areas)

    static let area = CommandSpec(
        name: "area", aliases: ["cuisine"], usage: "area <cuisine|n>", summary: "meals of a cuisine (n as areas numbers them)",
        examples: ["area Italian", "cuisine jap", "area 3"], group: .browse, argument: .area
    ) { .area(try $0.required()) }

    static let ingredients = CommandSpec(
        name: "ingredients", aliases: ["ings"], usage: "ingredients [prefix]",
        summary: "list ingredients (those starting with prefix)", examples: ["ingredients", "ings chick"],
        group: .browse, argument: .ingredient
    ) { .ingredients(prefix: $0.text) }

    static let ingredient = CommandSpec(
        name: "ing", usage: "ing <ingredient>", summary: "meals with a main ingredient",
        examples: ["ing Chicken Breast", "ing salmon"], group: .browse, argument: .ingredient
    ) { .ingredient(try $0.required()) }

    static let search = CommandSpec(
        name: "search", aliases: ["s", "/"], usage: "search <text>",
        summary: "meals whose name contains the text (2 letters at least), A to Z",
        examples: ["search chicken", "/ pie", "s crème", "search chicken lemon"], group: .browse, argument: .text,
        details: [
            "Your cookbook's recipes are listed too when every word is in the title, or begins a word of one of "
                + "their ingredients or tags, marked \"your cookbook\" with what was found beside the title "
                + "(\"Roast Chicken · your cookbook, with lemon\"); on Edamam they come first, before its pages.",
            "When the source cannot answer (no network, a server error), your cookbook's recipes are still listed, "
                + "with the source's failure in one line; retry asks the source again.",
        ]
    ) { arguments throws(SousError) in
        let text = unquoted(try arguments.required())
        guard text.count >= 2 else { throw .searchTooShort(text) }
        return .search(text)
    }

    static let letter = CommandSpec(
        name: "letter", usage: "letter <c>", summary: "meals whose name starts with a letter, A to Z",
        examples: ["letter b"], group: .browse, argument: .text
    ) { arguments throws(SousError) in
        let text = try arguments.required()
        guard text.count == 1, let letter = text.first, letter.isLetter else { throw .notALetter(text) }
        return .letter(letter)
    }

    /// The largest `random n` sous asks for at once: each is a request to the API.
    public static let randomLimit = 25

    static let random = CommandSpec(
        name: "random", usage: "random [n]", summary: "n random meals (1 opens it, default 1, at most 25)",
        examples: ["random", "random 5"], group: .recipes, argument: .number
    ) { .random(count: try $0.optionalNumber(in: 1...randomLimit) ?? 1) }
}

extension CommandSpec {
    /// The text without one pair of quotes around all of it (`"pie"`, `'pie'`, `“pie”`): names need no
    /// quotes, and a search for the quote marks themselves finds nothing.
    static func unquoted(_ text: String) -> String {
        let pairs: [(Character, Character)] = [("\"", "\""), ("'", "'"), ("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}")]
        guard text.count >= 2, let first = text.first, let last = text.last,
              pairs.contains(where: { $0.0 == first && $0.1 == last }) else { return text }
        return String(text.dropFirst().dropLast()).trimmingWhitespace()
    }
}
