import FoundationEssentials
import MealKit

extension CommandSpec {
    static let steps = CommandSpec(
        name: "steps", usage: "steps [n]", summary: "cooking mode: one step at a time, with timers",
        examples: ["steps", "steps 2"], group: .kitchen, argument: .listingItem,
        details: [
            "In cooking mode: Enter or n next (on the last step they end it), b back, t starts a timer for the "
                + "step's main time (its longest; a recipe's own timers, Cooklang's ~{25%minutes}, one at a time "
                + "in order), a step's number goes to that step, q leaves.",
            "steps again goes on at the step you left (1 then starts over); steps n starts item n of the listing "
                + "from its first step.",
        ]
    ) { arguments throws(SousError) in .cooking(.start(try arguments.reference(arguments.text))) }
}

extension CookingAction {
    /// The keys of cooking mode, read only while it is on: Enter and `n` next, `b` back, `t` timer,
    /// `q` leaves, a step's number goes to it. Anything else is a command as usual.
    static func key(_ line: String) -> CookingAction? {
        let key = line.trimmingWhitespace().lowercased()
        // A number alone is no command, so in cooking mode it can only mean a step.
        if let number = Int(key) { return .go(number) }
        return switch key {
        case "", "n": .next
        case "b": .back
        case "t": .timer
        case "q": .leave
        default: nil
        }
    }
}
