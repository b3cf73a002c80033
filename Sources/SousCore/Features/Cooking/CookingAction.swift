import MealKit

/// What cooking mode is asked: start on a meal, move, time the step, leave.
public enum CookingAction: Equatable, Sendable {
    /// `steps` (the open meal) or `steps n`.
    case start(MealReference?)
    /// Enter or `n`.
    case next
    /// `b`.
    case back
    /// `t`: the step's next timer.
    case timer
    /// `q`.
    case leave
    /// A step's number typed alone: go to that step (`1` starts over).
    case go(Int)
}

/// Where cooking mode is: the meal's steps and the one shown.
public struct CookingPlace: Equatable, Sendable {
    public var steps: CookingSteps
    /// From 1.
    public var number: Int
    /// How many of the step's timers `t` has started since the step was shown: the next `t` starts the
    /// one after (a recipe's timers in one step often follow each other: bake, then rest).
    public var timersStarted = 0
}
