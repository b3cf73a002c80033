import Foundation
import MealKit
import SousTestSupport
import Testing

/// The meal of the day: a pure function of the calendar day and the source's data.
@Suite("Meal of the day")
struct DailyMenuTests {
    let catalog = OfflineCatalog()
    static let day = CalendarDay(year: 2025, month: 11, day: 26)

    @Test("calendar days count from 1970 and step across months, leap days and years like Foundation's calendar")
    func calendarArithmetic() {
        #expect(CalendarDay(year: 1970, month: 1, day: 1).ordinal == 0)
        #expect(CalendarDay(year: 1969, month: 12, day: 31).ordinal == -1)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var day = CalendarDay(year: 2023, month: 12, day: 25)
        for _ in 0..<800 {
            let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
            #expect(day.ordinal == Int(date.timeIntervalSince1970 / 86_400), "\(day)")
            #expect(day.weekday == calendar.component(.weekday, from: date) - 1, "\(day)")
            #expect(CalendarDay(date, offset: .utc) == day)
            let next = day.adding(days: 1)
            #expect(next.ordinal == day.ordinal + 1, "\(day) → \(next)")
            day = next
        }
        #expect(CalendarDay(year: 2024, month: 2, day: 28).adding(days: 1) == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(CalendarDay(year: 2025, month: 12, day: 31).adding(days: 1) == CalendarDay(year: 2026, month: 1, day: 1))
    }

    @Test("the day is the user's: 23:30 UTC is already tomorrow in Tokyo, still today in London")
    func dayInTimeZone() {
        let lateEvening = Date(timeIntervalSince1970: 1_764_199_800) // 2025-11-26 23:30 UTC
        #expect(CalendarDay(lateEvening, offset: .zone("Europe/London")) == Self.day)
        #expect(CalendarDay(lateEvening, offset: .zone("Asia/Tokyo")) == Self.day.adding(days: 1))
        #expect(CalendarDay(lateEvening, offset: .zone("America/Los_Angeles")) == Self.day)
    }

    @Test("a fixed offset moves the day: +9 h at 23:30 UTC is tomorrow, −8 h at 07:30 UTC yesterday")
    func dayAtFixedOffsets() {
        let lateEvening = Date(timeIntervalSince1970: 1_764_199_800) // 2025-11-26 23:30 UTC
        #expect(CalendarDay(lateEvening, offset: .fixed(seconds: 9 * 3_600)) == Self.day.adding(days: 1))
        #expect(CalendarDay(lateEvening, offset: .fixed(seconds: 30 * 60)) == Self.day.adding(days: 1))
        #expect(CalendarDay(lateEvening, offset: .fixed(seconds: 29 * 60)) == Self.day)
        let morning = Date(timeIntervalSince1970: 1_764_142_200) // 2025-11-26 07:30 UTC
        #expect(CalendarDay(morning, offset: .fixed(seconds: -8 * 3_600)) == Self.day.adding(days: -1))
        #expect(CalendarDay(morning, offset: .fixed(seconds: -7 * 3_600)) == Self.day)
        // Before 1970 the seconds are negative: 1969-12-31 23:00 UTC is still the 31st.
        #expect(CalendarDay(Date(timeIntervalSince1970: -3_600), offset: .utc) == CalendarDay(year: 1969, month: 12, day: 31))
    }

    @Test("local time follows the offset at the instant itself: summer time for a summer entry")
    func localTimeAcrossDaylightSaving() {
        let summer = Date(timeIntervalSince1970: 1_751_365_800) // 2025-07-01 10:30 UTC
        let winter = Date(timeIntervalSince1970: 1_764_585_000) // 2025-12-01 10:30 UTC
        let london = UTCOffset.zone("Europe/London")
        #expect(london.localTime(of: summer).secondsIntoDay == 11 * 3_600 + 30 * 60)
        #expect(london.localTime(of: winter).secondsIntoDay == 10 * 3_600 + 30 * 60)
        #expect(UTCOffset.fixed(seconds: -8 * 3_600).localTime(of: winter) == (CalendarDay(year: 2025, month: 12, day: 1), 2 * 3_600 + 30 * 60))
    }

    @Test("the same day gives the same menu, from any catalogue instance")
    func stableForTheDay() async throws {
        let first = try await catalog.dailyMenu(for: Self.day)
        let again = try await OfflineCatalog(pickIndex: { $0 - 1 }).dailyMenu(for: Self.day)
        #expect(first == again)
        #expect(first.day == Self.day)
        #expect(first.picks.count == 3)
        #expect(!first.picks.contains(first.pick))
        #expect(Set(first.picks.map(\.id)).count == 3)
    }

    @Test("every day for a year: a new meal of the day, a new category, picks from that category only")
    func changesEveryDay() async throws {
        let beefIDs = Set(try await catalog.meals(matching: .category("Beef")).map(\.id))
        var previous = try await catalog.dailyMenu(for: Self.day.adding(days: -1))
        var seenPicks: Set<String> = [previous.pick.id]
        for offset in 0..<365 {
            let menu = try await catalog.dailyMenu(for: Self.day.adding(days: offset))
            #expect(menu.pick != previous.pick, "\(menu.day)")
            #expect(menu.category != previous.category, "\(menu.day)")
            let categoryIDs = Set(try await catalog.meals(matching: .category(menu.category)).map(\.id))
            #expect(menu.picks.allSatisfy { categoryIDs.contains($0.id) }, "\(menu.day)")
            #expect(!categoryIDs.contains(menu.pick.id), "the meal of the day comes from another category")
            if menu.category == "Beef" { #expect(menu.picks.allSatisfy { beefIDs.contains($0.id) }) }
            seenPicks.insert(menu.pick.id)
            previous = menu
        }
        #expect(seenPicks.count > 180, "a year shows many different meals, not a handful")
    }

    @Test("categories rotate: each comes round once in as many days as there are categories")
    func categoriesRotate() async throws {
        let names = try await catalog.categories().map(\.name)
        var seen: [String] = []
        for offset in 0..<names.count {
            seen.append(try await catalog.dailyMenu(for: Self.day.adding(days: offset)).category)
        }
        #expect(Set(seen) == Set(names))
    }

    @Test("a small source: an empty category falls back, a short one gives fewer picks")
    func smallSource() async throws {
        let meals = [
            Recipe(id: "1", name: "Stew", category: "Beef"),
            Recipe(id: "2", name: "Pie", category: "Beef"),
        ]
        let categories = ["Beef", "Dessert", "Lamb", "Pork"].map { Category(name: $0) }
        let small = OfflineCatalog(meals: meals, categories: categories, areas: [], ingredients: [])
        // Find a day whose picks come from Beef: the meal of the day's category is empty then.
        var day = Self.day
        while day.ordinal % 4 != 0 { day = day.adding(days: 1) }
        let menu = try await small.dailyMenu(for: day)
        #expect(menu.category == "Beef")
        #expect(menu.picks.count == 1)
        #expect(Set([menu.pick.id] + menu.picks.map(\.id)) == ["1", "2"])
        let empty = OfflineCatalog(meals: [], categories: categories, areas: [], ingredients: [])
        await #expect(throws: MealDBError.self) { try await empty.dailyMenu(for: day) }
    }
}
