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

    @Test("timer reads the unit typed, says when a bare number is minutes, and refuses a word it cannot place")
    func timerUnits() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            timer 1 hour
            timer 90 seconds
            timer 10 minutes pasta
            timer 1:30:00 roast
            timer 5
            timer 10 pasta
            timers
            timer cancel 2
            timers

            """)
        #expect(run.stdout.contains("⏱ 1 h started: it rings at the prompt"))
        #expect(run.stdout.contains("⏱ 1 min 30 s started:"))
        #expect(run.stdout.contains("⏱ pasta: 10 min started:"))
        #expect(run.stdout.contains("⏱ roast: 1 h 30 min started:"))
        #expect(run.stdout.contains("⏱ 5 min started (a number alone is minutes: 90s for seconds):"))
        #expect(run.stderr.contains("line 6: 'pasta' is not a unit: a label goes after one (timer 10m pasta, or 10s, 10h)"))
        #expect(run.stdout.contains("2  1 min 30 s · 1:30 left") || run.stdout.contains("2  1 min 30 s · 1:29 left"))
        #expect(run.stdout.contains("timer 1 min 30 s cancelled"))
        #expect(!run.stdout.contains("hour started") && !run.stdout.contains("seconds: "))
    }

    @Test("a meal planned far away shows its year, plan week and plan next show other weeks, and plan remove works there")
    func planAnotherWeek() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            open 52772
            plan 2030-01-01
            plan
            plan week 2030-01-01
            plan remove 1
            plan prev
            plan next

            """)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let out = run.stdout
        #expect(out.contains("+ Teriyaki Chicken Casserole on Tue 1 Jan 2030: plan week 2030-01-01 shows it"))
        #expect(out.contains(", the next on Tue 1 Jan 2030 (plan week 2030-01-01)"))
        #expect(out.contains(" Plan · Tue 1 Jan 2030 – Mon 7 Jan 2030 · 1 meal\n Tue 1 Jan 2030\n   1  Teriyaki Chicken Casserole"))
        #expect(out.contains("- Teriyaki Chicken Casserole off Tue 1 Jan 2030"))
        #expect(out.contains(" Plan · Tue 25 Dec 2029 – Mon 31 Dec 2029 · nothing planned"))
        #expect(out.components(separatedBy: " Plan · Tue 1 Jan 2030 – Mon 7 Jan 2030 · nothing planned").count == 3, "after the remove, and after prev then next")
    }
}
