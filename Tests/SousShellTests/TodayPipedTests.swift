import Foundation
import Testing

/// `today` through the real binary, as a script would use it.
@Suite("Piped sessions: today (real binary)", .serialized)
struct TodayPipedTests {
    @Test("today lists the meal of the day first, marked, and open 1 opens it")
    func today() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "today\nopen 1\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix(" Today · "))
        #expect(lines[1].hasPrefix("   1  ") && lines[1].hasSuffix("  ☀ meal of the day"))
        let pick = String(lines[1].dropFirst(6).dropLast("  ☀ meal of the day".count))
        #expect(lines.contains { $0.hasPrefix(" \(pick) · id ") }, "open 1 shows the meal of the day's recipe")
        #expect(try home.run(input: "today\n").stdout == (try home.run(input: "today\n").stdout), "stable between runs")
    }
}
