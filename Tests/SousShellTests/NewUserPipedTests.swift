import Foundation
import Testing

/// What a new user tripped over (issue 24), through a pipe of the real binary: timers in the units
/// typed, cooking mode, the shopping list's numbers, numbers on screen, the plan's weeks, retry.
@Suite("Piped: what a new user tripped over (real binary)", .serialized)
struct NewUserPipedTests {
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

    @Test("cooking mode through a pipe: no key hints, notes after the names, steps goes back to the step left")
    func cookingPiped() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            open 52783
            steps

            q
            steps
            n
            n
            n

            """)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let out = run.stdout
        #expect(!out.contains("Enter next") && !out.contains("q leaves") && !out.contains("t starts"), "hints are not data:\n\(out)")
        #expect(!out.contains("6 cut into 1.5cm-thick slices"))
        #expect(out.contains("Italian fennel sausages, cut into 1.5cm-thick slices"))
        #expect(out.contains("left the steps of Rigatoni with fennel sausage sauce at step 2: steps goes on from there"))
        #expect(out.contains("back at step 2, where you left it · 1 starts over"))
        #expect(out.contains("that was the last step of Rigatoni with fennel sausage sauce: enjoy it"))
    }

    @Test("shop check takes several numbers and ranges; shop uncheck on an unticked item says it was not ticked")
    func shopCheckSeveral() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            open 52772
            shop add
            shop
            shop check 1 3-4
            shop uncheck 4 5
            shop check 2-99

            """)
        #expect(run.stdout.contains(" ticked off\n"))
        let ticked = try #require(run.stdout.split(separator: "\n").first { $0.contains("✓") && $0.hasSuffix("ticked off") })
        #expect(ticked.split(separator: ",").count == 3, "three items ticked in one line: \(ticked)")
        #expect(run.stdout.contains("is back on the list · ") && run.stdout.contains(" was not ticked"))
        #expect(run.stderr.contains("line 6: no item 9 on the shopping list: it has items 1–8"))
        #expect(!run.stderr.contains("takes no argument"))
    }

    @Test("shop uncheck-all puts every ticked item back on the list, and the next run sees none ticked")
    func shopUncheckAll() throws {
        let home = try TemporaryHome()
        let first = try home.run(arguments: ["--source", "offline"], input: """
            open 52772
            shop add
            shop
            shop check 1 3-4
            shop uncheck-all
            shop uncheck-all

            """)
        #expect(first.stdout.contains("3 items are back on the list\n"))
        #expect(first.stdout.contains("nothing on the shopping list is ticked off\n"))
        let again = try home.run(arguments: ["--source", "offline"], input: "shop\n")
        #expect(again.stdout.contains("Shopping list · 1 meal · "), "the list itself is kept")
        #expect(!again.stdout.contains("ticked off") && !again.stdout.contains("✓"), "nothing ticked after a restart")
    }

    @Test("numbers on screen go with the command that fits: open 3 after categories, area 3 after areas")
    func numbersOnScreen() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            categories
            fav 3
            open 3
            areas
            area 3
            areas
            open 5

            """)
        #expect(run.stderr.contains("line 2: 3 is a category on screen, not a meal: cat 3 (or open 3) lists its meals"), "\(run.stderr)")
        #expect(!run.stderr.contains("nothing is listed yet") && !run.stderr.contains("line 5"), "\(run.stderr)")
        #expect(run.stdout.contains(" Chicken · "), "open 3 listed category 3, Chicken")
        #expect(run.stdout.contains("    3 Argentinian"))
        #expect(run.stdout.contains(" Argentinian · 10 meals"), "area 3 listed cuisine 3")
        #expect(run.stdout.contains(" British · "), "open 5 after areas listed cuisine 5")
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
