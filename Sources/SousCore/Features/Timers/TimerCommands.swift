import FoundationEssentials
import MealKit

extension CommandSpec {
    static let timer = CommandSpec(
        name: "timer", usage: "timer <25m> [label]", summary: "a kitchen timer that rings at the prompt",
        examples: ["timer 25m rice", "timer 10 minutes pasta", "timer 1h30", "timer 90s", "timer 1:30", "timer cancel 1"],
        group: .kitchen, argument: .action(["cancel"]),
        details: [
            "Durations: 25m, 10 minutes, 1h30, 1 hour 30, 90s, 90 sec, 1:30 (a minute and a half), 1:30:00, "
                + "half an hour; at most 24h. A number alone is minutes. A label goes after a unit: timer 10m pasta.",
            "timers shows each timer with its number, kept from its start: timer cancel n takes that number.",
        ]
    ) { .timer(try TimerAction.parse($0)) }

    static let timers = CommandSpec(
        name: "timers", summary: "the running timers and what is left of each", group: .kitchen, command: .timer(.list))
}

extension TimerAction {
    /// `timer 25m`, `timer 1h30 roast`, `timer 90 seconds eggs`, `timer cancel 2`.
    static func parse(_ arguments: CommandArguments) throws(SousError) -> TimerAction {
        let (word, rest) = try Self.firstWord(arguments)
        if word.lowercased() == "cancel" {
            guard let rest else { throw .missingArgument(usage: "timer cancel <n>") }
            guard let number = Int(rest) else { throw .notANumber(rest, usage: "timer cancel <n>") }
            return .cancel(number)
        }
        guard let typed = TimerDuration.leading(try arguments.required()) else { throw .timer(.notADuration(word)) }
        // A word after a bare number is a unit mistyped as often as a label ("90 secnds"): only
        // after a unit is it surely a label, so a timer is never started in a unit nobody meant.
        if let rest = typed.rest {
            guard typed.unitGiven else { throw .timer(.noUnit(word, label: rest)) }
            guard rest.lowercased() != "and" && !rest.lowercased().hasPrefix("and ") else {
                throw .timer(.notADuration(try arguments.required()))
            }
            // "23h 90m" (more than 24 h), "5m 5m": more time, never a label named "90m".
            guard TimerDuration.leading(rest)?.unitGiven != true else {
                throw .timer(.notADuration(try arguments.required()))
            }
        }
        return .start(typed.duration, label: typed.rest, unitGiven: typed.unitGiven)
    }

    private static func firstWord(_ arguments: CommandArguments) throws(SousError) -> (String, String?) {
        guard let first = arguments.firstWord else { throw .missingArgument(usage: arguments.usage) }
        return first
    }
}
