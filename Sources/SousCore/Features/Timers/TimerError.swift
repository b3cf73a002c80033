import MealKit

/// How the timer commands fail; one line each (`message`).
public enum TimerError: Error, Equatable, Sendable {
    case notADuration(String)
    /// No running timer has that number; `running` are the numbers that do.
    case noTimer(Int, running: [Int])
    /// `timer 10 pasta`: a word after a number with no unit.
    case noUnit(String, label: String)

    public var message: String {
        switch self {
        case .notADuration(let text):
            return "'\(TerminalText.truncated(TerminalText.sanitizedLine(text), to: 40))' is not a duration: use 25m, 1h30, 90s (at most 24h)"
        case .noUnit(let number, let label):
            let (number, label) = (TerminalText.truncated(TerminalText.sanitizedLine(number), to: 20), TerminalText.truncated(TerminalText.sanitizedLine(label), to: 40))
            return "'\(label)' is not a unit: a label goes after one (timer \(number)m \(label), or \(number)s, \(number)h)"
        case .noTimer(let number, let running):
            if running.isEmpty { return "no timer is running: timer 25m starts one" }
            let names = running.map(String.init).joined(separator: ", ")
            return "no timer \(number): \(running.count == 1 ? "only timer \(names) is" : "timers \(names) are") running"
        }
    }
}
