import MealKit

extension CommandParser {
    /// `set units metric|us|original`. Kept apart and minimal: the settings system will replace it.
    static func setting(_ argument: String?, spec: CommandSpec) throws -> Command {
        guard let argument else { throw SousError.missingArgument(usage: spec.usage) }
        let words = argument.split(separator: " ").map { $0.lowercased() }
        guard words.first == "units" else { throw SousError.kitchen(.unknownSetting(String(words[0]))) }
        guard words.count >= 2 else { throw SousError.missingArgument(usage: spec.usage) }
        let value = words.dropFirst().joined(separator: " ")
        let aliases: [String: UnitSystem] = ["metric": .metric, "us": .us, "original": .original]
        guard let units = aliases[value] else { throw SousError.kitchen(.badUnits(value)) }
        return .setUnits(units)
    }
}
