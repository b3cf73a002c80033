import MealKit

/// How the timer commands fail; one line each (`message`).
public enum TimerError: Error, Equatable, Sendable {
    case notADuration(String)
    case noTimer(Int, count: Int)

    public var message: String {
        switch self {
        case .notADuration(let text):
            return "'\(TerminalText.truncated(TerminalText.sanitizedLine(text), to: 40))' is not a duration: use 25m, 1h30, 90s (at most 24h)"
        case .noTimer(let number, let count):
            if count == 0 { return "no timer is running: timer 25m starts one" }
            return "no timer \(number): \(count == 1 ? "only 1 is" : "1–\(count) are") running"
        }
    }
}
