import FoundationEssentials
import MealKit

extension CommandSpec {
    static let timer = CommandSpec(
        name: "timer", usage: "timer <25m> [label]", summary: "a kitchen timer that rings at the prompt",
        examples: ["timer 25m rice", "timer 1h30", "timer 90s", "timer cancel 1"],
        group: .kitchen, argument: .action(["cancel"])
    ) { .timer(try TimerAction.parse($0)) }

    static let timers = CommandSpec(
        name: "timers", summary: "the running timers and what is left of each", group: .kitchen, command: .timer(.list))
}

extension TimerAction {
    /// `timer 25m`, `timer 1h30 roast`, `timer cancel 2`.
    static func parse(_ arguments: CommandArguments) throws(SousError) -> TimerAction {
        let (word, rest) = try Self.firstWord(arguments)
        if word.lowercased() == "cancel" {
            guard let rest else { throw .missingArgument(usage: "timer cancel <n>") }
            guard let number = Int(rest) else { throw .notANumber(rest, usage: "timer cancel <n>") }
            return .cancel(number)
        }
        guard let duration = TimerDuration(parsing: word) else { throw .timer(.notADuration(word)) }
        return .start(duration, label: rest)
    }

    private static func firstWord(_ arguments: CommandArguments) throws(SousError) -> (String, String?) {
        guard let first = arguments.firstWord else { throw .missingArgument(usage: arguments.usage) }
        return first
    }
}
