import MealKit

/// What `timer` and `timers` ask: start one, list them, cancel one.
public enum TimerAction: Equatable, Sendable {
    /// `timer 25m rice`; `unitGiven` is false for a bare number, read as minutes and said so.
    case start(TimerDuration, label: String?, unitGiven: Bool = true)
    /// `timers`.
    case list
    /// `timer cancel 2`: timer 2 as `timers` numbers them.
    case cancel(Int)
}
