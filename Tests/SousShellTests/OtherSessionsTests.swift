import Foundation
import MealKit
import SousCore
import Testing

/// Two sous sessions on one data directory, in process: what one saves, the other sees before its
/// next command, with no save of its own in between.
@Suite("Another session's changes")
struct OtherSessionsTests {
    private static func engine(home: URL) -> ShellEngine {
        let directories = XDGDirectories(environment: [
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ])
        let storage = LocalStorage(directories)
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: storage.favorites(), history: storage.history(),
                                  shoppingList: storage.shoppingList(), pantry: storage.pantry(), plan: storage.plan(),
                                  hostServices: HostServices(clock: .fixed(Self.now)))
        return ShellEngine(runner: runner)
    }

    /// Tuesday 1 December 2026, 09:00 UTC: both sessions plan the same week.
    static let now = Date(timeIntervalSince1970: 1_796_115_600)

    /// Two started sessions on one new data directory (`home`, for the caller to remove).
    private static func twoSessions() async -> (home: URL, first: ShellEngine, second: ShellEngine) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("sous-others-\(UUID().uuidString)")
        let first = Self.engine(home: home)
        let second = Self.engine(home: home)
        _ = await first.start()
        _ = await second.start()
        return (home, first, second)
    }

    @Test("a favorite, a shopping list, a pantry and a plan saved by another sous show up at the next command")
    func seenBeforeTheNextCommand() async throws {
        let (home, first, second) = await Self.twoSessions()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(await first.execute(line: "favs").screens == [.message("no favorites yet: open a meal and type fav")])

        _ = await second.execute(line: "open 52772")
        _ = await second.execute(line: "fav")
        _ = await second.execute(line: "shop add")
        _ = await second.execute(line: "pantry add eggs")
        _ = await second.execute(line: "plan fri")

        let favs = await first.execute(line: "favs").screens
        guard case .listing(let listing, _)? = favs.first else { Issue.record("no listing: \(favs)"); return }
        #expect(listing.items.map(\.id) == ["52772"], "the other session's favorite is listed")
        #expect(await first.state.shoppingList.meals.map(\.id) == ["52772"])
        #expect(await first.state.pantry == ["eggs"])
        #expect(await first.state.plan.entries.map(\.id) == ["2026-12-04/52772"], "the other session's plan is seen")
        #expect(await first.execute(line: "plan remove 1").screens.first == .message("- Teriyaki Chicken Casserole off Fri 4 Dec"))
        #expect(await second.execute(line: "plan").screens.first != nil)
        #expect(await second.state.plan.isEmpty, "and the removal is the other's news in turn")
        // plan remove showed the week, so numbers are the week's now: the favorites are listed again first.
        _ = await first.execute(line: "favs")
        let removed = await first.execute(line: "unfav 1").screens
        #expect(removed.contains(.message("☆ Teriyaki Chicken Casserole removed from favorites")), "\(removed)")
    }

    @Test("the week as shown keeps its numbers when another sous changes plan.json: remove and open act on what was 2, and a meal taken off is said to be")
    func planNumbersStayAsShown() async throws {
        let (home, first, second) = await Self.twoSessions()
        defer { try? FileManager.default.removeItem(at: home) }
        for line in ["open 52772", "plan wed", "open 52817", "plan fri"] { _ = await first.execute(line: line) }
        _ = await first.execute(line: "plan")
        // The other sous takes Wednesday's meal (1 here) off and puts one on today, before both.
        for line in ["plan", "plan remove 1", "open 52874", "plan today"] { _ = await second.execute(line: line) }

        let gone = await first.execute(line: "plan remove 1").screens
        #expect(gone == [.error(.plan(.entryGone(1, name: "Teriyaki Chicken Casserole", day: CalendarDay(year: 2026, month: 12, day: 2))))])
        #expect(SousError.plan(.entryGone(1, name: "Teriyaki Chicken Casserole", day: CalendarDay(year: 2026, month: 12, day: 2))).message
            == "meal 1, Teriyaki Chicken Casserole on Wed 2 Dec, left the plan: plan numbers it afresh")
        let opened = await first.execute(line: "open 2").screens
        guard case .recipe(let meal, _)? = opened.first else { Issue.record("\(opened)"); return }
        #expect(meal.id == "52817", "2 is Friday's meal as shown, not what is 2 now")
        let removed = await first.execute(line: "plan remove 2").screens
        #expect(removed.first == .message("- \(meal.name) off Fri 4 Dec"))
        guard case .plan(.week(let week, _))? = removed.last else { Issue.record("\(removed)"); return }
        #expect(week.meals.map(\.meal.id) == ["52874"], "then the week as it is now: the other's meal, numbered 1")
        #expect(await second.execute(line: "plan").screens.first != nil)
        #expect(await second.state.plan.entries.map(\.meal.id) == ["52874"])
    }
}
