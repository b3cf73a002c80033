import MealKit

/// The meal plan's own part of the session's vocabulary: what it asks the outside world for, what
/// comes back, what it fetches a meal for, what the store is asked to do and what it answers. The
/// shell's `Request`, `Response`, `MealPurpose`, `Effect` and `Event` hold one case each for all of it,
/// so a new `plan` sub-command changes this folder (and `MealPlan.Change`), not theirs.
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

    /// What the plan's store is asked to do.
    public enum Effect: Equatable, Sendable {
        /// A change made by the store on the newest plan it has.
        case change(MealPlan.Change)
        /// `plan remove n`: the entry, and its share of the shopping list when one was bought for it;
        /// what to say is decided once the store tells whether the entry was still planned.
        case remove(number: Int, MealPlan.Entry, share: String?)
    }

    /// What the plan's store answered.
    public enum Event: Equatable, Sendable {
        /// The plan as the store last read or changed it.
        case changed(MealPlan, problems: [StorageProblem])
        /// `plan remove n` done: `wasPlanned` false when another sous had removed the entry first.
        case entryRemoved(number: Int, MealPlan.Entry, shareRemoved: Bool, wasPlanned: Bool)
    }
}
