import FoundationEssentials
import MealKit

extension CommandSpec {
    static let steps = CommandSpec(
        name: "steps", usage: "steps [n]", summary: "cooking mode: one step at a time, with timers",
        examples: ["steps", "steps 2"], group: .kitchen, argument: .listingItem
    ) { arguments throws(SousError) in .cooking(.start(try arguments.reference(arguments.text))) }
}

extension CookingAction {
    /// The keys of cooking mode, read only while it is on: Enter and `n` next, `b` back, `t` timer,
    /// `q` leaves. Anything else is a command as usual.
    static func key(_ line: String) -> CookingAction? {
        switch line.trimmingWhitespace().lowercased() {
        case "", "n": .next
        case "b": .back
        case "t": .timer
        case "q": .leave
        default: nil
        }
    }
}
