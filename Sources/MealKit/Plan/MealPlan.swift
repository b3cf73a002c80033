import FoundationEssentials

/// The meal plan: which recipes are on which calendar days, each at a scale.
///
/// Each entry keeps the full recipe, so the plan opens, shops and cooks with no network. A day may hold
/// several meals; the same meal twice on one day is one entry (putting it again changes its scale).
/// Entries are kept in day order, and in the order they were put within a day.
public struct MealPlan: Hashable, Sendable {
    /// One meal on one day.
    public struct Entry: Hashable, Sendable {
        public var day: CalendarDay
        public var meal: Recipe
        /// How many times the recipe's quantities to cook and shop: 1 as written, 2 for twice as much.
        public var scale: Double

        public init(day: CalendarDay, meal: Recipe, scale: Double = 1) {
            self.day = day
            self.meal = meal
            self.scale = scale
        }

        /// `2026-12-05/52772`: the day and the meal, which together name the entry in every shell, so a
        /// change made in one applies to the same entry in another, and the shopping list can say which
        /// entry an item came from.
        public var id: String { "\(day)/\(meal.id)" }

        /// The day an entry's `id` names, or nil when `id` is not one: what a shopping list share,
        /// which keeps only the id, was bought for.
        public static func day(inID id: String) -> CalendarDay? {
            CalendarDay(iso: String(id.prefix { $0 != "/" }))
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = []
        for entry in entries { put(entry) }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The seven days from `today`, today first: the week `plan` shows and `plan shop` buys for.
    public static func week(from today: CalendarDay) -> [CalendarDay] {
        (0..<7).map { today.adding(days: $0) }
    }

    /// The entries on any of `days`, in the order the plan keeps them (what is in a week, not how it is
    /// numbered: the shell numbers the week day by day as its screen shows it).
    public func entries(on days: [CalendarDay]) -> [Entry] {
        let wanted = Set(days)
        return entries.filter { wanted.contains($0.day) }
    }

    public func entry(id: String) -> Entry? { entries.first { $0.id == id } }

    /// Puts `entry` on its day after the day's other meals, or changes the scale and recipe of the same
    /// meal already on that day.
    mutating func put(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
            return
        }
        let after = entries.lastIndex { $0.day <= entry.day }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: after)
    }
}
