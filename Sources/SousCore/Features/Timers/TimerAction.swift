import MealKit

/// What `timer` and `timers` ask: start one, list them, cancel one.
public enum TimerAction: Equatable, Sendable {
    /// `timer 25m rice`.
    case start(TimerDuration, label: String?)
    /// `timers`.
    case list
    /// `timer cancel 2`: timer 2 as `timers` numbers them.
    case cancel(Int)
}
