import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `timer`, `timers`, `timer cancel` and the rings, with a clock the test moves.
@Suite("Session: timers")
struct TimerSessionTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_796_115_600)
    }

    static func timers(_ entries: [(String?, Int, Double)], startedAt start: Date) -> RunningTimers {
        var timers = RunningTimers()
        for (label, seconds, offset) in entries {
            timers.start(TimerDuration(seconds: seconds), label: label, at: start.addingTimeInterval(offset))
        }
        return timers
    }

    /// A store whose clock reads `clock`, so the test moves time.
    static func store(_ state: SessionState = SessionState(), clock: Clock) -> SessionTestStore {
        SessionTestStore(state, clock: SessionClock(now: { clock.now }, utcOffset: .utc))
    }

    @Test("timer starts, timers lists what is left soonest first, cancel takes the listed number")
    func startListCancel() throws {
        let clock = Clock()
        let start = clock.now
        var store = Self.store(clock: clock)
        store.send(.timer(.start(TimerDuration(seconds: 1_500), label: "rice")), effects: [
            .show(.message("⏱ rice: 25 min started: it rings at the prompt · timers lists them")),
        ]) { $0.timers = Self.timers([("rice", 1_500, 0)], startedAt: start) }
        clock.now += 60
        store.send(.timer(.start(TimerDuration(seconds: 90), label: nil)), effects: [
            .show(.message("⏱ 1 min 30 s started: it rings at the prompt · timers lists them")),
        ]) { $0.timers = Self.timers([("rice", 1_500, 0), (nil, 90, 60)], startedAt: start) }
        clock.now += 30
        // One screen, soonest first, each with the number it got when it started: the shell draws it as
        // lines, --json as one `timers` document.
        let running = Self.timers([("rice", 1_500, 0), (nil, 90, 60)], startedAt: start).running
        store.send(.timer(.list), effects: [.show(.timers(.list(running, now: clock.now)))])
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.timers(.list(running, now: clock.now))).map(\.plainText)
        #expect(lines == [" 2  1 min 30 s · 1:00 left", " 1  rice: 25 min · 23:30 left"])
        store.send(.timer(.cancel(3)), effects: [.show(.error(.timer(.noTimer(3, running: [1, 2]))))])
        store.send(.timer(.cancel(1)), effects: [.show(.message("timer rice: 25 min cancelled"))]) {
            _ = $0.timers.cancel(1)
        }
        store.send(.timer(.cancel(2)), effects: [.show(.message("timer 1 min 30 s cancelled"))]) {
            $0.timers = RunningTimers()
        }
        store.send(.timer(.list), effects: [.show(.message("no timer is running: timer 25m starts one"))])
    }

    @Test("timer cancel 2 cancels what timers showed as 2, though a timer rang and another started since")
    func cancelTakesTheShownNumber() {
        let clock = Clock()
        let start = clock.now
        var store = Self.store(clock: clock)
        store.send(.timer(.start(TimerDuration(seconds: 60), label: "eggs")), effects: [
            .show(.message("⏱ eggs: 1 min started: it rings at the prompt · timers lists them")),
        ]) { $0.timers = Self.timers([("eggs", 60, 0)], startedAt: start) }
        store.send(.timer(.start(TimerDuration(seconds: 600), label: "pasta")), effects: [
            .show(.message("⏱ pasta: 10 min started: it rings at the prompt · timers lists them")),
        ]) { $0.timers = Self.timers([("eggs", 60, 0), ("pasta", 600, 0)], startedAt: start) }
        store.send(.timer(.start(TimerDuration(seconds: 1_500), label: "rice")), effects: [
            .show(.message("⏱ rice: 25 min started: it rings at the prompt · timers lists them")),
        ]) { $0.timers = Self.timers([("eggs", 60, 0), ("pasta", 600, 0), ("rice", 1_500, 0)], startedAt: start) }
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        store.send(.timer(.list), effects: [.show(.timers(.list(store.state.timers.running, now: clock.now)))])
        #expect(renderer.render(.timers(.list(store.state.timers.running, now: clock.now))).map(\.plainText) == [
            " 1  eggs: 1 min · 1:00 left", " 2  pasta: 10 min · 10:00 left", " 3  rice: 25 min · 25:00 left",
        ])
        // Eggs ring and a sooner timer starts: "2" is still the pasta the list showed.
        clock.now += 60
        store.send(.clockTicked, effects: [.show(.timers(.done("eggs: 1 min")))]) {
            $0.timers = Self.timers([("eggs", 60, 0), ("pasta", 600, 0), ("rice", 1_500, 0)], startedAt: start)
            _ = $0.timers.cancel(1)
        }
        store.send(.timer(.start(TimerDuration(seconds: 30), label: "toast")), effects: [
            .show(.message("⏱ toast: 30 s started: it rings at the prompt · timers lists them")),
        ]) { $0.timers.start(TimerDuration(seconds: 30), label: "toast", at: start.addingTimeInterval(60)) }
        store.send(.timer(.cancel(2)), effects: [.show(.message("timer pasta: 10 min cancelled"))]) {
            _ = $0.timers.cancel(2)
        }
        store.send(.timer(.list), effects: [.show(.timers(.list(store.state.timers.running, now: clock.now)))])
        #expect(renderer.render(.timers(.list(store.state.timers.running, now: clock.now))).map(\.plainText) == [
            " 4  toast: 30 s · 0:30 left", " 3  rice: 25 min · 24:00 left",
        ])
        store.send(.timer(.cancel(1)), effects: [.show(.error(.timer(.noTimer(1, running: [3, 4]))))])
        #expect(SousError.timer(.noTimer(1, running: [3, 4])).message == "no timer 1: timers 3, 4 are running")
    }

    @Test("a timer rings once when its time has come, and input ending names the ones that never rang")
    func ringsAndEnd() {
        let clock = Clock()
        let start = clock.now
        var state = SessionState()
        state.timers = Self.timers([("eggs", 2, 0), ("rice", 1_500, 0)], startedAt: start)
        var store = Self.store(state, clock: clock)
        store.send(.clockTicked)
        clock.now += 2
        store.send(.clockTicked, effects: [.show(.timers(.done("eggs: 2 s")))]) { _ = $0.timers.cancel(1) }
        // Rung once: the next tick says nothing.
        store.send(.clockTicked)
        clock.now += 100
        store.send(.inputEnded, effects: [
            .show(.notice("timer rice: 25 min was still running (23:18 left) when input ended")),
        ])
        #expect(ScreenRenderer(width: 80, utcOffset: .utc).render(.timers(.done("rice: 25 min"))).map(\.plainText) == [" ⏰ rice: 25 min done"])
    }

    @Test("timer parses durations and cancel; anything else is one line")
    func parsing() throws {
        func parse(_ line: String) throws -> Command? { try CommandParser.parse(line)?.get() }
        #expect(try parse("timer 25m rice") == .timer(.start(TimerDuration(seconds: 1_500), label: "rice")))
        #expect(try parse("timer 1h30") == .timer(.start(TimerDuration(seconds: 5_400), label: nil)))
        #expect(try parse("timer 90s boiled eggs") == .timer(.start(TimerDuration(seconds: 90), label: "boiled eggs")))
        #expect(try parse("timers") == .timer(.list))
        // The unit read wherever it is written; never a bare number with the unit taken as a label.
        let typed: [(String, Int, String?)] = [
            ("timer 1 hour", 3_600, nil), ("timer 90 seconds", 90, nil), ("timer 5 min", 300, nil),
            ("timer 10 minutes pasta", 600, "pasta"), ("timer 90 sec", 90, nil), ("timer 1h30", 5_400, nil),
            ("timer 1:30:00", 5_400, nil), ("timer 1:30 eggs", 90, "eggs"), ("timer half an hour", 1_800, nil),
            ("timer an hour roast", 3_600, "roast"), ("timer 1 h 30 m bread", 5_400, "bread"),
            ("timer ten minutes", 600, nil), ("timer 1 hour 30 minutes", 5_400, nil),
        ]
        for (line, seconds, label) in typed {
            #expect(try parse(line) == .timer(.start(TimerDuration(seconds: seconds), label: label)), "\(line)")
        }
        // A bare number is minutes, and the start says so.
        #expect(try parse("timer 25") == .timer(.start(TimerDuration(seconds: 1_500), label: nil, unitGiven: false)))
        #expect(throws: SousError.timer(.noUnit("10", label: "pasta"))) { try parse("timer 10 pasta") }
        #expect(throws: SousError.timer(.noUnit("90", label: "secnds"))) { try parse("timer 90 secnds") }
        #expect(throws: SousError.timer(.noUnit("1", label: "30"))) { try parse("timer 1 30") }
        #expect(throws: SousError.self) { try parse("timer an hour and a half") }
        #expect(throws: SousError.self) { try parse("timer 10-15 minutes") }
        // More time after a duration is never a label: "23h 90m" is past 24 h, "5m 5m" a slip.
        #expect(throws: SousError.timer(.notADuration("23h 90m"))) { try parse("timer 23h 90m") }
        #expect(throws: SousError.timer(.notADuration("24h 30 seconds"))) { try parse("timer 24h 30 seconds") }
        #expect(throws: SousError.timer(.notADuration("5m 5m"))) { try parse("timer 5m 5m") }
        #expect(try parse("timer 25m batch 2") == .timer(.start(TimerDuration(seconds: 1_500), label: "batch 2")))
        #expect(SousError.timer(.noUnit("10", label: "pasta")).message == "'pasta' is not a unit: a label goes after one (timer 10m pasta, or 10s, 10h)")
        var store = SessionTestStore()
        store.send(.timer(.start(TimerDuration(seconds: 1_500), label: nil, unitGiven: false)), effects: [
            .show(.message("⏱ 25 min started (a number alone is minutes: 90s for seconds): it rings at the prompt · timers lists them")),
        ]) { $0.timers.start(TimerDuration(seconds: 1_500), at: SessionTestStore.fixedDate) }
        #expect(try parse("timer cancel 2") == .timer(.cancel(2)))
        #expect(throws: SousError.timer(.notADuration("soon"))) { try parse("timer soon") }
        #expect(SousError.timer(.notADuration("soon")).message == "'soon' is not a duration: use 25m, 1h30, 90s (at most 24h)")
        // Found by the command-line fuzzer: a number past Int's range was a crash, not an error.
        #expect(throws: SousError.timer(.notADuration("99999999999999999999m"))) { try parse("timer 99999999999999999999m") }
        #expect(throws: SousError.self) { try parse("timer") }
        #expect(throws: SousError.self) { try parse("timer cancel x") }
    }
}
