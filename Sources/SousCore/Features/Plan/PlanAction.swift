import MealKit

/// What follows `plan`: show the week, put a meal on a day, remove, clear, fill or shop the week.
public enum PlanAction: Equatable, Sendable {
    case show
    /// `plan next`, `plan prev`, `plan week 2030-01-01`: another week than the one from today.
    case showWeek(PlanWeekChoice)
    /// `plan fri`, `plan tomorrow 3 x2`, `plan 2026-12-05 teriyaki`: the day as typed (read against
    /// today by the session), the meal (nil: the open one) and the scale (nil: as the open meal is
    /// scaled, else 1).
    case put(day: String, meal: MealReference?, scale: Double?)
    /// `plan remove 2`: entry 2 of the week as `plan` numbers it.
    case remove(Int)
    case clear
    /// `plan fill`: one meal on each empty day of the week, favorites first.
    case fill
    /// `plan shop`: the week's meals onto the shopping list, less what the pantry holds.
    case shop
}

/// Which week `plan` shows besides today's.
public enum PlanWeekChoice: Equatable, Sendable {
    /// The seven days after the week on screen.
    case next
    /// The seven days before it.
    case previous
    /// The seven days from a day as typed (`2030-01-01`, `fri`), past days included.
    case from(String)
}
