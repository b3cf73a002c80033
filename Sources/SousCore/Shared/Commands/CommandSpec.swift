/// Everything the shell knows about one command: its words, its help, and what its argument is.
public struct CommandSpec: Equatable, Sendable {
    /// What a command's argument names, for completion and for messages.
    public enum Argument: Equatable, Sendable {
        case none
        case category, area, ingredient
        case listingItem
        case favorite
        case command
        case number
        case text
        /// A word from a fixed list first ("add", "check"), then what that word takes.
        case action([String])
        /// A setting's name, then its value: `SettingKey.allCases`, then `key.domain.choices`.
        case setting
    }

    /// The groups `help` shows commands in.
    public enum Group: String, CaseIterable, Sendable {
        case browse = "Browse"
        case recipes = "Recipes"
        case favorites = "Favorites & lists"
        case kitchen = "Kitchen"
        case shell = "Shell"
    }

    public var name: String
    public var aliases: [String]
    public var usage: String
    public var summary: String
    public var examples: [String]
    public var group: Group
    public var argument: Argument

    /// Every word the command answers to.
    public var words: [String] { [name] + aliases }
}

extension CommandSpec {
    /// The whole vocabulary, in the order `help` lists it.
    public static let all: [CommandSpec] = [
        CommandSpec(name: "categories", aliases: ["cats"], usage: "categories",
                    summary: "list the meal categories", examples: ["categories"],
                    group: .browse, argument: .none),
        CommandSpec(name: "cat", aliases: ["category"], usage: "cat <category>",
                    summary: "meals of a category", examples: ["cat Beef", "cat sea"],
                    group: .browse, argument: .category),
        CommandSpec(name: "areas", aliases: ["cuisines"], usage: "areas",
                    summary: "list the cuisines", examples: ["areas"],
                    group: .browse, argument: .none),
        CommandSpec(name: "area", aliases: ["cuisine"], usage: "area <cuisine>",
                    summary: "meals of a cuisine", examples: ["area Italian", "cuisine jap"],
                    group: .browse, argument: .area),
        CommandSpec(name: "ingredients", aliases: ["ings"], usage: "ingredients [prefix]",
                    summary: "list ingredients (those starting with prefix)",
                    examples: ["ingredients", "ings chick"], group: .browse, argument: .text),
        CommandSpec(name: "ing", aliases: [], usage: "ing <ingredient>",
                    summary: "meals with a main ingredient", examples: ["ing Chicken Breast", "ing salmon"],
                    group: .browse, argument: .ingredient),
        CommandSpec(name: "search", aliases: ["s", "/"], usage: "search <text>",
                    summary: "meals whose name contains the text (2 letters at least)",
                    examples: ["search chicken", "/ pie", "s crème"], group: .browse, argument: .text),
        CommandSpec(name: "letter", aliases: [], usage: "letter <c>",
                    summary: "meals whose name starts with a letter", examples: ["letter b"],
                    group: .browse, argument: .text),
        CommandSpec(name: "next", aliases: ["n"], usage: "next",
                    summary: "the next page of the listing", examples: ["next"],
                    group: .browse, argument: .none),
        CommandSpec(name: "prev", aliases: ["p"], usage: "prev",
                    summary: "the previous page", examples: ["prev"], group: .browse, argument: .none),
        CommandSpec(name: "page", aliases: [], usage: "page <n>",
                    summary: "go to page n of the listing", examples: ["page 3"],
                    group: .browse, argument: .number),
        CommandSpec(name: "first", aliases: [], usage: "first", summary: "the first page",
                    examples: ["first"], group: .browse, argument: .none),
        CommandSpec(name: "last", aliases: [], usage: "last", summary: "the last page",
                    examples: ["last"], group: .browse, argument: .none),
        CommandSpec(name: "ls", aliases: ["list"], usage: "ls",
                    summary: "show the current page again", examples: ["ls"],
                    group: .browse, argument: .none),
        CommandSpec(name: "open", aliases: ["o"], usage: "open <n|id|name>",
                    summary: "the full recipe: ingredients, steps, links",
                    examples: ["open 3", "open 52772", "open teriyaki", "open 3 x2"], group: .recipes,
                    argument: .listingItem),
        CommandSpec(name: "random", aliases: [], usage: "random [n]",
                    summary: "n random meals (1 opens it, default 1, at most 25)",
                    examples: ["random", "random 5"], group: .recipes, argument: .number),
        CommandSpec(name: "fav", aliases: [], usage: "fav [n]",
                    summary: "save the open meal (or item n), recipe included",
                    examples: ["fav", "fav 4"], group: .favorites, argument: .listingItem),
        CommandSpec(name: "unfav", aliases: [], usage: "unfav [n]",
                    summary: "remove the open meal (or item n) from favorites",
                    examples: ["unfav", "unfav 2"], group: .favorites, argument: .favorite),
        CommandSpec(name: "favs", aliases: ["favorites"], usage: "favs",
                    summary: "your favorites as a listing (works offline)", examples: ["favs"],
                    group: .favorites, argument: .none),
        CommandSpec(name: "shop", aliases: [], usage: "shop [action …]",
                    summary: "shopping list: add, remove, check, uncheck, clear",
                    examples: ["shop add", "shop add 2 5", "shop", "shop check 3", "shop uncheck 3",
                               "shop remove 2", "shop clear"],
                    group: .favorites, argument: .action(CommandParser.shopActions)),
        CommandSpec(name: "scale", aliases: [], usage: "scale <factor>",
                    summary: "the open recipe's quantities times a factor",
                    examples: ["scale 2", "scale 1.5", "scale 1/2", "scale 1"], group: .kitchen, argument: .number),
        CommandSpec(name: "pantry", aliases: [], usage: "pantry [action …]",
                    summary: "what you have in: add, remove, clear",
                    examples: ["pantry", "pantry add eggs, flour, milk", "pantry remove milk", "pantry clear"],
                    group: .kitchen, argument: .action(CommandParser.pantryActions)),
        CommandSpec(name: "cook", aliases: [], usage: "cook",
                    summary: "meals ranked by what your pantry covers",
                    examples: ["cook"], group: .kitchen, argument: .none),
        CommandSpec(name: "with", aliases: [], usage: "with <ingredient>, …",
                    summary: "meals that use all of these ingredients",
                    examples: ["with chicken, lemon", "with eggs"], group: .kitchen, argument: .ingredient),
        CommandSpec(name: "set", aliases: [], usage: "set [key] [value]",
                    summary: "settings (page size, colour, units, …), saved",
                    examples: ["set", "set page-size 20", "set color never", "set units metric", "set pager",
                               "set page-size default"],
                    group: .shell, argument: .setting),
        CommandSpec(name: "history", aliases: [], usage: "history [n]",
                    summary: "the last n commands (default 20)", examples: ["history", "history 50"],
                    group: .shell, argument: .number),
        CommandSpec(name: "retry", aliases: [], usage: "retry",
                    summary: "run the command that failed again", examples: ["retry"],
                    group: .shell, argument: .none),
        CommandSpec(name: "help", aliases: ["?"], usage: "help [command]",
                    summary: "this overview, or one command's usage and examples",
                    examples: ["help", "help open"], group: .shell, argument: .command),
        CommandSpec(name: "quit", aliases: ["exit"], usage: "quit",
                    summary: "leave (Ctrl-D does too)", examples: ["quit"], group: .shell, argument: .none),
        CommandSpec(name: "today", aliases: [], usage: "today",
                    summary: "the meal of the day and three picks, the same all day",
                    examples: ["today", "open 1"], group: .recipes, argument: .none),
        CommandSpec(name: "export", aliases: [], usage: "export [n] [file]",
                    summary: "the recipe as Markdown (or --json), to a file or here",
                    examples: ["export", "export 3 ~/teriyaki.md", "export --json meal.json", "export 3 x.md --force"],
                    group: .recipes, argument: .listingItem),
        CommandSpec(name: "img", aliases: ["image"], usage: "img [n]",
                    summary: "the meal's picture, drawn in the terminal if it can",
                    examples: ["img", "img 2"], group: .recipes, argument: .listingItem),
        CommandSpec(name: "tour", aliases: [], usage: "tour",
                    summary: "the short welcome tour again", examples: ["tour"], group: .shell, argument: .none),
    ]

    /// The spec a word names, by name or alias, case-insensitively.
    public static func named(_ word: String) -> CommandSpec? {
        let word = word.lowercased()
        return all.first { $0.words.contains(word) }
    }
}
