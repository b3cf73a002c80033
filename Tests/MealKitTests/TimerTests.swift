import Foundation
@testable import MealKit
import Testing

/// Kitchen timers: the durations people type, the timers' lives at an injected instant, and the
/// durations recipe steps name.
@Suite("Timers")
struct TimerTests {
    static let start = Date(timeIntervalSince1970: 1_764_590_000)

    @Test("typed durations", arguments: [
        ("25m", 1_500), ("1h30", 5_400), ("90s", 90), ("1h", 3_600), ("1h30m", 5_400), ("2m30", 150),
        ("25min", 1_500), ("1.5h", 5_400), ("25", 1_500), ("1h 5m 3s", 3_903), ("10 mins", 600), ("24h", 86_400),
        ("1 hour", 3_600), ("90 seconds", 90), ("1 h 30", 5_400),
    ])
    func durations(text: String, seconds: Int) {
        #expect(TimerDuration(parsing: text)?.seconds == seconds)
    }

    @Test("what is not a duration", arguments: [
        "", "0m", "m", "25x", "30m1h", "5m5m", "1s30", "-5m", "25h", "1..5h", "ten minutes", "1h30m20m",
        // Past what Int holds: refused like any other long duration, not a crash.
        "99999999999999999999m", "77777888888888888888888888888 s", String(repeating: "9", count: 400) + "h",
        "0.0000001s",
        // Two numbers are not one: "1 30" is no 130 minutes.
        "1 30", "1h 30 15",
    ])
    func notDurations(text: String) {
        #expect(TimerDuration(parsing: text) == nil)
    }

    @Test("durations read as set, and as a clock while running")
    func durationWords() {
        #expect(TimerDuration(seconds: 1_500).description == "25 min")
        #expect(TimerDuration(seconds: 5_400).description == "1 h 30 min")
        #expect(TimerDuration(seconds: 90).description == "1 min 30 s")
        #expect(TimerDuration(seconds: 3_600).description == "1 h")
        #expect(TimerDuration(seconds: 1_499).clockText == "24:59")
        #expect(TimerDuration(seconds: 3_723).clockText == "1:02:03")
    }

    @Test("timers list soonest first, ring when due, and cancel by their listed number")
    func timersLive() throws {
        var timers = RunningTimers()
        timers.start(try #require(TimerDuration(parsing: "25m")), label: "rice", at: Self.start)
        timers.start(try #require(TimerDuration(parsing: "2s")), at: Self.start)
        timers.start(try #require(TimerDuration(parsing: "10m")), label: "  ", at: Self.start.addingTimeInterval(1))
        #expect(timers.running.map(\.name) == ["2 s", "10 min", "rice: 25 min"])
        #expect(timers.nextDue == Self.start.addingTimeInterval(2))
        let later = Self.start.addingTimeInterval(1.2)
        // Rounded up: a timer shows 0:01 until it rings, never 0:00.
        #expect(timers.running.map { $0.remaining(at: later).clockText } == ["0:01", "10:00", "24:59"])

        #expect(timers.takeDue(at: Self.start.addingTimeInterval(1.9)) == [])
        #expect(timers.takeDue(at: Self.start.addingTimeInterval(2)).map(\.name) == ["2 s"])
        #expect(timers.running.count == 2)
        // Each keeps the number it started with: "10 min" is still 3 after 2 rang.
        #expect(timers.running.map(\.number) == [3, 1])
        #expect(timers.cancel(2) == nil)
        #expect(timers.cancel(3)?.name == "10 min")
        // Several due at once ring together, soonest first.
        timers.start(try #require(TimerDuration(parsing: "1m")), label: "eggs", at: Self.start)
        #expect(timers.takeDue(at: Self.start.addingTimeInterval(7_200)).map(\.name) == ["eggs: 1 min", "rice: 25 min"])
        #expect(timers.isEmpty)
        #expect(timers.nextDue == nil)
    }

    @Test("durations in steps: the first one, a range's upper bound, compounds, words", arguments: [
        ("Bake for 25 minutes until golden.", 1_500, "25 minutes", false),
        ("Simmer 10-15 mins, stirring.", 900, "10-15 mins", true),
        ("Simmer 10 – 15 mins.", 900, "10 – 15 mins", true),
        ("Roast for 1 hour 30 minutes, then rest for 10 minutes.", 5_400, "1 hour 30 minutes", false),
        ("Cook 1 hr and 15 min.", 4_500, "1 hr and 15 min", false),
        ("Leave for half an hour.", 1_800, "half an hour", false),
        ("Cook for an hour.", 3_600, "an hour", false),
        ("Braise 2 to 3 hours.", 10_800, "2 to 3 hours", true),
        ("Fry 5 or 6 minutes a side.", 360, "5 or 6 minutes", true),
        ("Heat the oven to 180C. Bake 1½ hours.", 5_400, "1½ hours", false),
        ("Bake 1 1/2 hours.", 5_400, "1 1/2 hours", false),
        ("Give it a 10-minute rest.", 600, "10-minute", false),
        ("Boil for ten minutes.", 600, "ten minutes", false),
        ("Cook 10mins.", 600, "10mins", false),
        ("Fry for 5 minutes, then 2 minutes more.", 300, "5 minutes", false),
        ("Microwave 30 secs.", 30, "30 secs", false),
    ])
    func stepDurations(text: String, seconds: Int, phrase: String, isRange: Bool) throws {
        let found = try #require(StepDuration.find(in: text))
        #expect(found == StepDuration(duration: TimerDuration(seconds: seconds), phrase: phrase, isRange: isRange))
    }

    @Test("steps with no duration to time", arguments: [
        "Season to taste.", "Heat the oven to 200C / gas 6.", "Cook a few minutes.", "Serve 4 people.",
        "Add 2 tbsp oil.", "Marinate overnight.",
        "Rest for 99999999999999999999 hours.", "Prove " + String(repeating: "9", count: 400) + " minutes.",
    ])
    func stepsWithoutDurations(text: String) {
        #expect(StepDuration.find(in: text) == nil)
    }

    @Test("what timer reads: the longest leading duration, the words after it, and whether a unit was written")
    func leadingDurations() {
        func typed(_ text: String) -> TimerDuration.Typed? { TimerDuration.leading(text) }
        #expect(typed("90 seconds") == .init(duration: TimerDuration(seconds: 90), rest: nil, unitGiven: true))
        #expect(typed("10 minutes pasta al dente") == .init(duration: TimerDuration(seconds: 600), rest: "pasta al dente", unitGiven: true))
        #expect(typed("1:30:00") == .init(duration: TimerDuration(seconds: 5_400), rest: nil, unitGiven: true))
        #expect(typed("half an hour") == .init(duration: TimerDuration(seconds: 1_800), rest: nil, unitGiven: true))
        #expect(typed("25 rice") == .init(duration: TimerDuration(seconds: 1_500), rest: "rice", unitGiven: false))
        #expect(typed("rice 25m") == nil)
        #expect(TimerDuration(clock: "1:30")?.seconds == 90)
        for wrong in ["1:60", "1:3", ":30", "1::30", "0:00", "1:30:00:00", "25:00:00"] {
            #expect(TimerDuration(clock: wrong) == nil, "\(wrong)")
        }
    }
}
