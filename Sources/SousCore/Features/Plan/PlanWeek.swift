import MealKit

/// The week `plan` shows: the seven days from today, each with its meals, numbered across the week as
/// the plan's listing numbers them (`open 2`, `plan remove 2`), and how many meals lie outside it.
public struct PlanWeek: Equatable, Sendable {
    /// One planned meal as the week shows it.
    public struct Meal: Equatable, Sendable {
        /// Its number in the week's listing, from 1.
        public var number: Int
        public var meal: MealSummary
        public var scale: Double
    }

    /// One of the seven days, with its meals (none: nothing planned).
    public struct Day: Equatable, Sendable {
        public var day: CalendarDay
        public var meals: [Meal]
    }

    public var today: CalendarDay
    public var days: [Day]
    /// Meals planned on a day before today: still in the plan, not in this week.
    public var before: Int
    /// Meals planned after the seventh day.
    public var after: Int

    /// The week of `plan` from `today`.
    public init(_ plan: MealPlan, today: CalendarDay) {
        self.today = today
        let week = MealPlan.week(from: today)
        var number = 0
        days = week.map { day in
            Day(day: day, meals: plan.entries.filter { $0.day == day }.map { entry in
                number += 1
                return Meal(number: number, meal: entry.meal.summary, scale: entry.scale)
            })
        }
        before = plan.entries.count { $0.day < today }
        after = plan.entries.count { $0.day > week[week.count - 1] }
    }

    /// Every meal of the week, in number order.
    public var meals: [Meal] { days.flatMap(\.meals) }

    /// The days that hold no meal: what `plan fill` fills.
    public var emptyDays: [CalendarDay] { days.filter(\.meals.isEmpty).map(\.day) }

    public var lastDay: CalendarDay { days[days.count - 1].day }
}
