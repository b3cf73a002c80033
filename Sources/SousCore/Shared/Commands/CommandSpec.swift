/// One command: its words, its help, what its argument is, and how that argument is parsed.
///
/// Each feature declares its commands beside its reducer (`Features/<Feature>/…Commands.swift`);
/// `CommandSpec.all` lists them in the order `help` shows them.
public struct CommandSpec: Sendable {
    /// What a command's argument names, for completion.
    public enum Argument: Equatable, Sendable {
        case none
        case category, area, ingredient
        case listingItem
        /// Items of the listing on screen by their numbers, several (`shop add 2 5`): never a name.
        case listingNumbers
        case favorite
        case command
        case number
        case text
        /// Ingredient names separated by commas (`with chicken, lemon`): each completes in turn.
        case ingredientList
        /// A file path, completed from the file system (`export 3 ~/recipes/pie.md`).
        case path
        /// A word from a fixed list first ("add", "check"), then what the words in `taking` take.
        case action([String], taking: [String: Argument] = [:])
        /// A setting's name, then its value: `SettingKey.allCases`, then `key.domain.choices`.
        case setting
        /// A listing item as `listingItem` takes one, or a favorite's name (`plan fri ⇥`).
        case listingItemOrFavorite
        /// Names the pantry holds, separated by commas (`pantry remove milk, eggs`).
        case pantryItems
        /// Meals of the plan's week by the numbers `plan` shows (`plan remove 2`).
        case plannedMeal
        /// Shopping-list items by the numbers `shop` shows: those not ticked off yet, or (`ticked`) those that are.
        case shoppingItem(ticked: Bool)
        /// Meals' shares of the shopping list by the numbers `shop` shows under the items (`shop remove 2`).
        case shoppingMeal
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
    /// What `help <command>` says beyond the summary: how its numbers read, what it leaves alone.
    public var details: [String]
    /// Turns what follows the command word into a command, or throws the `SousError` the user reads.
    public var parse: @Sendable (CommandArguments) throws -> Command

    public init(
        name: String, aliases: [String] = [], usage: String, summary: String, examples: [String],
        group: Group, argument: Argument = .none, details: [String] = [],
        parse: @escaping @Sendable (CommandArguments) throws -> Command
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.examples = examples
        self.group = group
        self.argument = argument
        self.details = details
        self.parse = parse
    }

    /// A command that takes no argument: `categories`, `next`, `quit`.
    public init(
        name: String, aliases: [String] = [], summary: String, group: Group, command: Command
    ) {
        self.init(name: name, aliases: aliases, usage: name, summary: summary, examples: [name], group: group) {
            try $0.none(command)
        }
    }

    /// Every word the command answers to.
    public var words: [String] { [name] + aliases }

    /// The spec a word names, by name or alias, case-insensitively.
    public static func named(_ word: String) -> CommandSpec? {
        let word = word.lowercased()
        return all.first { $0.words.contains(word) }
    }
}

extension CommandSpec: Equatable {
    /// Specs are told apart by name: a name is a command.
    public static func == (lhs: CommandSpec, rhs: CommandSpec) -> Bool { lhs.name == rhs.name }
}
