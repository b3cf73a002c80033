import MealKit

/// What follows `plan`: show the week, put a meal on a day, remove, clear, fill or shop the week.
public enum PlanAction: Equatable, Sendable {
    case show
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
