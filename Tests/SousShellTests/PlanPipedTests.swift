import Foundation
import MealKit
import SousTestSupport
import Testing

/// The plan and the timers through a pipe of the real binary: plan.json on disk, the week shopped
/// less the pantry, and the timers input ended before.
@Suite("Piped plan and timers (real binary)", .serialized)
struct PlanPipedTests {
    @Test("plan today/tomorrow, plan, plan shop less the pantry, plan remove, a second run sees it and fills it; timers named at the end")
    func planSession() throws {
        let home = try TemporaryHome()
        let today = CalendarDay(Date(), offset: .zone(.current))
        let input = """
            search pie
            plan today 1
            plan tomorrow 2 x2
            plan
            pantry add eggs
            plan shop
            plan remove 1
            timer 25m rice
            timers

            """
        let run = try home.run(input: input)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let out = run.stdout
        #expect(out.contains(" on \(PlanDay.label(today)): plan shows the week"))
        #expect(out.contains(" ×2 on \(PlanDay.label(today.adding(days: 1))): plan shows the week"))
        #expect(out.contains(" Plan · \(PlanDay.label(today)) – \(PlanDay.label(today.adding(days: 6))) · 2 meals"))
        #expect(out.contains(" \(PlanDay.label(today)) · today\n   1  "))
        #expect(out.contains(" \(PlanDay.label(today.adding(days: 1)))\n   2  "))
        #expect(out.contains(" · ×2\n"))
        #expect(out.contains(" \(PlanDay.label(today.adding(days: 2)))\n      nothing planned\n"))
        #expect(out.contains("+ 2 planned meals on the shopping list ("))
        #expect(out.contains(", and its share off the shopping list"))
        #expect(out.contains("1  rice: 25 min · 25:00 left") || out.contains("1  rice: 25 min · 24:59 left"))
        #expect((out + run.stderr).contains("timer rice: 25 min was still running ("))
        #expect((out + run.stderr).contains(") when input ended"))

        let plan = try #require(FileManager.default.contents(atPath: home.data.appendingPathComponent("sous/plan.json").path))
        let json = try #require(try JSONSerialization.jsonObject(with: plan) as? [String: Any])
        #expect(json["version"] as? Int == 2)
        #expect((json["entries"] as? [[String: Any]])?.count == 1)

        let again = try home.run(input: "plan\nplan fill\nshop\n")
        #expect(again.status == 0, "stderr: \(again.stderr)")
        #expect(again.stdout.contains(" · 1 meal\n"))
        #expect(again.stdout.contains(" filled 6 days from the catalogue\n"))
        #expect(again.stdout.contains(" · 7 meals\n"))
        #expect(again.stdout.contains(" Shopping list · 1 meal"))
    }

    @Test("shop groups the list under aisles; the user's aisle.conf wins, and its broken line is named by number")
    func aislesFromTheUsersFile() throws {
        let home = try TemporaryHome()
        let folder = home.config.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let conf = "// my shop\n[deli]\nbeef | beef mince\n[canned\n[produce]\nonion\n"
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("aisle.conf").path, contents: Data(conf.utf8)))
        let run = try home.run(input: "cat Beef\nopen 3\nshop add\nshop\nshop check 1\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let out = run.stdout + run.stderr
        #expect(out.contains("aisle.conf line 4: not an [aisle] line; this line is skipped, the rest applies"))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let deli = try #require(lines.firstIndex(of: " deli"))
        #expect(lines[deli + 1].contains("  beef "), "the user's aisle first, with what they put in it")
        #expect(lines.contains(" produce"))
        #expect(lines.contains(" spices"))
        #expect(run.stdout.contains("✓ beef ticked off"), "shop check 1 is the first item as shown")
    }
}
