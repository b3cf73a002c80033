import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `today` against the state machine: whole state, exact effects, no I/O.
@Suite("Session: today")
struct TodaySessionTests {
    typealias F = SessionFixtures
    static let day = CalendarDay(year: 2025, month: 11, day: 26)

    static func menu() -> DailyMenu {
        DailyMenu(day: day, pick: MealSummary(id: "52772", name: "Teriyaki Chicken Casserole"),
                  category: "Seafood", picks: F.summaries(3))
    }

    @Test("today asks for the day's menu; it becomes the listing, meal of the day first, and open 1 opens it")
    func today() {
        var store = F.store()
        store.send(.today, effects: [.load(.today)]) { $0.inFlight = .today }
        let menu = Self.menu()
        let listing = Listing(source: .today, items: [menu.pick] + menu.picks, pageSize: 10)
        store.receive(.today(menu), effects: [.show(.today(menu, favoriteIDs: []))]) {
            $0.listing = listing
            $0.inFlight = nil
        }
        #expect(store.state.prompt == "sous offline [today 1/1]> ")
        store.send(.open(.number(1)), effects: [.load(.meal(id: "52772", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(1)) }
        store.send(.open(.number(4)), effects: [.load(.meal(id: "50003", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(4)) }
    }

    @Test("today marks favorites; a source failure can be retried")
    func todayFavoritesAndRetry() {
        let favorite = Favorite(recipe: F.meal("52772", "Teriyaki Chicken Casserole"), source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(favorites: [favorite]))
        store.send(.today, effects: [.load(.today)]) { $0.inFlight = .today }
        let menu = Self.menu()
        store.receive(.today(menu), effects: [.show(.today(menu, favoriteIDs: ["52772"]))]) {
            $0.listing = Listing(source: .today, items: [menu.pick] + menu.picks, pageSize: 10)
            $0.inFlight = nil
        }
        var failing = F.store()
        failing.send(.today, effects: [.load(.today)]) { $0.inFlight = .today }
        F.failAndRetry(&failing, .today, effects: [.load(.today)])
    }
}

/// The runner's side of `today`, with an injected clock and files.
@Suite("Effect runner: today")
struct TodayRunnerTests {
    typealias F = SessionFixtures

    @Test("today is the clock's calendar day in the injected zone: stable all day, new the next day")
    func today() async throws {
        // 2025-11-26 23:30 UTC: still the 26th in London, already the 27th in Tokyo.
        let london = try await F.runner().load(.today)
        let londonMorning = try await F.runner(at: Date(timeIntervalSince1970: 1_764_115_200)).load(.today)
        let tokyo = try await F.runner(zone: "Asia/Tokyo").load(.today)
        let tomorrow = try await F.runner(at: Date(timeIntervalSince1970: 1_764_199_800 + 86_400)).load(.today)
        guard case .today(let menu) = london, case .today(let nextDay) = tokyo, case .today(let later) = tomorrow else {
            Issue.record("\(london)"); return
        }
        #expect(menu.day == CalendarDay(year: 2025, month: 11, day: 26))
        #expect(london == londonMorning, "00:00 and 23:30 of one day give the same menu")
        #expect(nextDay.day == CalendarDay(year: 2025, month: 11, day: 27))
        #expect(nextDay == later)
        #expect(nextDay.pick != menu.pick)
        #expect(nextDay.category != menu.category)
    }
}

/// What `today` shows.
@Suite("Screens: today")
struct TodayScreenTests {
    let catalog = OfflineCatalog()
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("today: the date, the meal of the day marked, the category's picks, all within 80 columns")
    func today() async throws {
        let menu = try await catalog.dailyMenu(for: CalendarDay(year: 2025, month: 11, day: 26))
        let lines = renderer.render(.today(menu, favoriteIDs: [menu.picks[0].id])).map(\.plainText)
        #expect(lines[0] == " Today · Wednesday 26 November 2025")
        #expect(lines[1] == "   1  \(menu.pick.name)  ☀ meal of the day")
        #expect(lines[2] == " Three from \(menu.category)")
        #expect(lines[3] == "   2  \(menu.picks[0].name) ★")
        #expect(lines.last == " open <n> shows a recipe · new picks tomorrow")
        #expect(lines.count == 7)
        #expect(lines.allSatisfy { TextLayout.displayWidth($0) <= 80 })
    }
}
