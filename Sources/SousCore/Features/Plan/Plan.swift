import MealKit

/// The meal plan's own part of the session's vocabulary: what it asks the outside world for, what
/// comes back, and what it fetches a meal for. The shell's `Request`, `Response` and `MealPurpose`
/// hold one case for all of it, so a new `plan` sub-command changes this folder, not theirs.
public enum Plan {
    /// Data the plan asks for.
    public enum Request: Equatable, Sendable {
        /// Whole recipes for the empty days of the week (`plan fill`).
        case fill(PlanFill)
    }

    /// What a `Plan.Request` produced.
    public enum Response: Equatable, Sendable {
        /// The recipes found for a `plan fill`.
        case fill(PlanFill.Found)
    }

    /// Why a recipe is fetched for the plan.
    public enum Purpose: Equatable, Sendable {
        /// To put on a day, at a scale (`plan fri 3 x2`).
        case put(on: CalendarDay, scale: Double)
    }
}
