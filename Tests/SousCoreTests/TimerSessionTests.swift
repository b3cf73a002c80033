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
        // One screen, soonest first: the shell draws it as lines, --json as one `timers` document.
        let running = Self.timers([("rice", 1_500, 0), (nil, 90, 60)], startedAt: start).running
        store.send(.timer(.list), effects: [.show(.timers(running, now: clock.now))])
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.timers(running, now: clock.now)).map(\.plainText)
        #expect(lines == [" 1  1 min 30 s · 1:00 left", " 2  rice: 25 min · 23:30 left"])
        store.send(.timer(.cancel(3)), effects: [.show(.error(.timer(.noTimer(3, count: 2))))])
        store.send(.timer(.cancel(2)), effects: [.show(.message("timer rice: 25 min cancelled"))]) {
            $0.timers = Self.timers([(nil, 90, 60)], startedAt: start)
        }
        store.send(.timer(.cancel(1)), effects: [.show(.message("timer 1 min 30 s cancelled"))]) {
            $0.timers = RunningTimers()
        }
        store.send(.timer(.list), effects: [.show(.message("no timer is running: timer 25m starts one"))])
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
        store.send(.clockTicked, effects: [.show(.timerDone("eggs: 2 s"))]) {
            $0.timers = Self.timers([("rice", 1_500, 0)], startedAt: start)
        }
        // Rung once: the next tick says nothing.
        store.send(.clockTicked)
        clock.now += 100
        store.send(.inputEnded, effects: [
            .show(.notice("timer rice: 25 min was still running (23:18 left) when input ended")),
        ])
        #expect(ScreenRenderer(width: 80, utcOffset: .utc).render(.timerDone("rice: 25 min")).map(\.plainText) == [" ⏰ rice: 25 min done"])
    }

    @Test("timer parses durations and cancel; anything else is one line")
    func parsing() throws {
        func parse(_ line: String) throws -> Command? { try CommandParser.parse(line)?.get() }
        #expect(try parse("timer 25m rice") == .timer(.start(TimerDuration(seconds: 1_500), label: "rice")))
        #expect(try parse("timer 1h30") == .timer(.start(TimerDuration(seconds: 5_400), label: nil)))
        #expect(try parse("timer 90s boiled eggs") == .timer(.start(TimerDuration(seconds: 90), label: "boiled eggs")))
        #expect(try parse("timers") == .timer(.list))
        #expect(try parse("timer cancel 2") == .timer(.cancel(2)))
        #expect(throws: SousError.timer(.notADuration("soon"))) { try parse("timer soon") }
        #expect(SousError.timer(.notADuration("soon")).message == "'soon' is not a duration: use 25m, 1h30, 90s (at most 24h)")
        // Found by the command-line fuzzer: a number past Int's range was a crash, not an error.
        #expect(throws: SousError.timer(.notADuration("99999999999999999999m"))) { try parse("timer 99999999999999999999m") }
        #expect(throws: SousError.self) { try parse("timer") }
        #expect(throws: SousError.self) { try parse("timer cancel x") }
    }
}
