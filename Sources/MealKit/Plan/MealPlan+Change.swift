import FoundationEssentials

extension MealPlan {
    /// One edit of the plan, kept as an edit rather than as a new plan, so that a store can apply it to
    /// the newest plan on disk and lose nothing another shell did meanwhile.
    public enum Change: Hashable, Sendable {
        /// Puts the meal (its full recipe) on a day at a scale; the same meal on the same day is replaced.
        case put(Recipe, on: CalendarDay, scale: Double)
        /// Removes one entry, by `Entry.id`; an entry no longer there is no change.
        case remove(entryID: String)
        /// Removes every entry.
        case clear
        /// Gives each of `days` that holds no meal one meal at `scale`: the first of `candidates`, in
        /// order, that is not on any of `days` yet. Days that already hold a meal are left alone.
        case fill(days: [CalendarDay], candidates: [Recipe], scale: Double)
    }

    /// The plan with `change` made.
    public func applying(_ change: Change) -> MealPlan {
        var plan = self
        switch change {
        case .put(let meal, let day, let scale):
            plan.put(Entry(day: day, meal: meal, scale: scale))
        case .remove(let entryID):
            plan.entries.removeAll { $0.id == entryID }
        case .clear:
            plan.entries = []
        case .fill(let days, let candidates, let scale):
            // Decided against the plan as it is now, not as the shell last saw it: a day another shell
            // filled meanwhile keeps its meal, and no meal ends up twice in the days.
            var used = Set(plan.entries(on: days).map(\.meal.id))
            var remaining = candidates[...]
            for day in days where !plan.entries.contains(where: { $0.day == day }) {
                while let candidate = remaining.first, used.contains(candidate.id) { remaining = remaining.dropFirst() }
                guard let meal = remaining.popFirst() else { break }
                used.insert(meal.id)
                plan.put(Entry(day: day, meal: meal, scale: scale))
            }
        }
        return plan
    }
}
