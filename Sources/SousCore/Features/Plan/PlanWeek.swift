import MealKit

/// The week `plan` shows: the seven days from today (or from another day: `plan next`, `plan week
/// 2030-01-01`), each with its meals, numbered across the week, and how many meals lie outside it.
///
/// Its numbers are the plan's only ones: the screen's, the listing's (`open 2`), `plan remove 2`'s and
/// the order `plan shop` buys in all come from here, day by day, whatever order the plan keeps.
public struct PlanWeek: Equatable, Sendable {
    /// One planned meal as the week shows it.
    public struct Meal: Equatable, Sendable {
        /// Its number in the week's listing, from 1.
        public var number: Int
        /// The plan's entry as it was when the week was made: its id names it in the plan to come.
        public var entry: MealPlan.Entry

        public var meal: MealSummary { entry.meal.summary }
        public var scale: Double { entry.scale }
    }

    /// One of the seven days, with its meals (none: nothing planned).
    public struct Day: Equatable, Sendable {
        public var day: CalendarDay
        public var meals: [Meal]
    }

    public var today: CalendarDay
    public var days: [Day]
    /// Meals planned on a day before the first: still in the plan, not in this week.
    public var before: Int
    /// Meals planned after the seventh day.
    public var after: Int
    /// The first day after the week that has a meal, so a meal planned far away can be found.
    public var nextPlanned: CalendarDay?

    /// The week of `plan` from `first` (today unless said), with `today` marked if it is in it.
    public init(_ plan: MealPlan, today: CalendarDay, from first: CalendarDay? = nil) {
        self.today = today
        let week = MealPlan.week(from: first ?? today)
        var number = 0
        days = week.map { day in
            Day(day: day, meals: plan.entries.filter { $0.day == day }.map { entry in
                number += 1
                return Meal(number: number, entry: entry)
            })
        }
        before = plan.entries.count { $0.day < week[0] }
        after = plan.entries.count { $0.day > week[week.count - 1] }
        nextPlanned = plan.entries.map(\.day).filter { $0 > week[week.count - 1] }.min()
    }

    public var firstDay: CalendarDay { days[0].day }

    /// Whether it is the week from today, the one `plan` shows.
    public var isFromToday: Bool { firstDay == today }

    /// Every meal of the week, in number order.
    public var meals: [Meal] { days.flatMap(\.meals) }

    /// The days that hold no meal: what `plan fill` fills.
    public var emptyDays: [CalendarDay] { days.filter(\.meals.isEmpty).map(\.day) }

    public var lastDay: CalendarDay { days[days.count - 1].day }
}

extension SessionState {
    /// The plan's meals by the numbers the user goes by: the week as `plan` last showed it, else as it
    /// would show it now.
    func planNumbers(today: CalendarDay) -> [PlanWeek.Meal] {
        (shownPlan ?? PlanWeek(plan, today: today)).meals
    }
}
