import Foundation
import MealKit
import Testing

/// The meal plan as a value: its changes, its week, and the days people type.
@Suite("Meal plan")
struct MealPlanTests {
    /// Tuesday 1 December 2026.
    static let today = CalendarDay(year: 2026, month: 12, day: 1)

    static func meal(_ id: String) -> Recipe {
        Recipe(id: id, name: "Meal \(id)", ingredients: [Ingredient(name: "Flour", measure: "100g")])
    }

    static func names(_ plan: MealPlan) -> [String] {
        plan.entries.map { "\($0.day) \($0.meal.id) ×\($0.scale)" }
    }

    @Test("meals go in day order, after the day's other meals; the same meal again on a day changes its scale")
    func putKeepsDayOrder() {
        let thursday = Self.today.adding(days: 2)
        let plan = MealPlan()
            .applying(.put(Self.meal("a"), on: thursday, scale: 1))
            .applying(.put(Self.meal("b"), on: Self.today, scale: 2))
            .applying(.put(Self.meal("c"), on: thursday, scale: 1))
            .applying(.put(Self.meal("a"), on: thursday, scale: 3))
            .applying(.put(Self.meal("a"), on: Self.today, scale: 1))
        #expect(Self.names(plan) == [
            "2026-12-01 b ×2.0", "2026-12-01 a ×1.0", "2026-12-03 a ×3.0", "2026-12-03 c ×1.0",
        ])
        #expect(plan.entries[2].id == "2026-12-03/a")
        #expect(plan.entry(id: "2026-12-03/c")?.meal == Self.meal("c"))
    }

    @Test("remove takes one entry by id, leaving the same meal on other days; clear empties the plan")
    func removeAndClear() {
        let plan = MealPlan()
            .applying(.put(Self.meal("a"), on: Self.today, scale: 1))
            .applying(.put(Self.meal("a"), on: Self.today.adding(days: 1), scale: 1))
        let removed = plan.applying(.remove(entryID: "2026-12-01/a"))
        #expect(Self.names(removed) == ["2026-12-02 a ×1.0"])
        #expect(removed.applying(.remove(entryID: "2026-12-01/a")) == removed)
        #expect(plan.applying(.clear).isEmpty)
    }

    @Test("fill gives each empty day the next candidate not yet in the days, and leaves planned days alone")
    func fillSkipsPlannedDaysAndRepeats() {
        let week = MealPlan.week(from: Self.today)
        let plan = MealPlan()
            .applying(.put(Self.meal("fav1"), on: week[1], scale: 1))
            .applying(.put(Self.meal("x"), on: week[3], scale: 1))
            // Already planned before the week: may come again in it.
            .applying(.put(Self.meal("old"), on: Self.today.adding(days: 8), scale: 1))
        let candidates = ["fav1", "fav2", "fav2", "x", "c1", "old", "c2", "c3", "c4"].map(Self.meal)
        let filled = plan.applying(.fill(days: week, candidates: candidates, scale: 2))
        #expect(filled.entries(on: week).map { "\($0.day.day) \($0.meal.id)" } == [
            "1 fav2", "2 fav1", "3 c1", "4 x", "5 old", "6 c2", "7 c3",
        ])
        #expect(filled.entries(on: [week[0]]).first?.scale == 2)
        #expect(filled.entries(on: [week[1]]).first?.scale == 1)
        // Too few candidates: as many days as there are meals, the rest stay empty.
        let short = MealPlan().applying(.fill(days: week, candidates: [Self.meal("only")], scale: 1))
        #expect(Self.names(short) == ["2026-12-01 only ×1.0"])
    }

    @Test("the week is seven days from today, and its listing is in day order")
    func week() {
        let week = MealPlan.week(from: CalendarDay(year: 2026, month: 12, day: 28))
        #expect(week.map(\.description) == [
            "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03",
        ])
        #expect(week.map(PlanDay.label) == [
            "Mon 28 Dec", "Tue 29 Dec", "Wed 30 Dec", "Thu 31 Dec", "Fri 1 Jan", "Sat 2 Jan", "Sun 3 Jan",
        ])
        // Seen from this year, a day of another says its year.
        #expect(week.map { PlanDay.label($0, today: week[0]) }.suffix(2) == ["Sat 2 Jan 2027", "Sun 3 Jan 2027"])
        #expect(PlanDay.label(CalendarDay(year: 2030, month: 1, day: 1), today: week[0]) == "Tue 1 Jan 2030")
        let plan = MealPlan()
            .applying(.put(Self.meal("later"), on: week[0].adding(days: 7), scale: 1))
            .applying(.put(Self.meal("b"), on: week[6], scale: 1))
            .applying(.put(Self.meal("a"), on: week[0], scale: 1))
            .applying(.put(Self.meal("past"), on: week[0].adding(days: -1), scale: 1))
        #expect(plan.entries(on: week).map(\.meal.id) == ["a", "b"])
    }

    @Test("weekdays mean the next such day, today included", arguments: [
        ("tue", 1), ("Tuesday", 1), ("wed", 2), ("weds", 2), ("we", 2), ("thurs", 3), ("th", 3),
        ("fri", 4), ("sa", 5), ("sun", 6), ("mon", 7), ("MON", 7), ("today", 1), ("tomorrow", 2),
        ("2026-12-05", 5), ("2026-12-01", 1), ("2027-01-04", 35),
    ])
    func daysAsTyped(text: String, day: Int) throws {
        let parsed = try PlanDay.parse(text, today: Self.today).get()
        #expect(parsed == CalendarDay(year: 2026, month: 12, day: 1).adding(days: day - 1))
    }

    @Test("a word that is no day, a prefix of two days, an impossible date and the past are refused")
    func badDays() {
        #expect(PlanDay.parse("t", today: Self.today) == .failure(.unknown("t")))
        #expect(PlanDay.parse("s", today: Self.today) == .failure(.unknown("s")))
        #expect(PlanDay.parse("someday", today: Self.today) == .failure(.unknown("someday")))
        #expect(PlanDay.parse("2026-02-30", today: Self.today) == .failure(.noSuchDate("2026-02-30")))
        #expect(PlanDay.parse("2026-13-01", today: Self.today) == .failure(.noSuchDate("2026-13-01")))
        #expect(PlanDay.parse("2026-12-5", today: Self.today) == .failure(.noSuchDate("2026-12-5")))
        #expect(PlanDay.parse("12/05", today: Self.today) == .failure(.unknown("12/05")))
        #expect(PlanDay.parse("2026-11-30", today: Self.today)
            == .failure(.past(CalendarDay(year: 2026, month: 11, day: 30))))
        #expect(CalendarDay(iso: "2028-02-29") == CalendarDay(year: 2028, month: 2, day: 29))
        #expect(CalendarDay(iso: "2027-02-29") == nil)
        #expect(CalendarDay(iso: "+026-12-01") == nil)
    }
}
