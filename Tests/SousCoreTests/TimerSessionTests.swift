import Foundation
import MealKit
import Testing
@testable import SousCore

/// `timer`, `timers`, `timer cancel` and the rings, with a clock the test moves.
@Suite("Session: timers")
struct TimerSessionTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_796_115_600)
    }

    static func timers(_ entries: [(String?, Int, Double)], startedAt start: Date) -> KitchenTimers {
        var timers = KitchenTimers()
        for (label, seconds, offset) in entries {
            timers.start(TimerDuration(seconds: seconds), label: label, at: start.addingTimeInterval(offset))
        }
        return timers
    }

    @Test("timer starts, timers lists what is left soonest first, cancel takes the listed number")
    func startListCancel() throws {
        let clock = Clock()
        let start = clock.now
        var session = Session(state: SessionState(), now: { clock.now })
        #expect(session.handle(.command(.timer(.start(TimerDuration(seconds: 1_500), label: "rice")))) == [
            .show(.message("⏱ rice: 25 min started: it rings at the prompt · timers lists them")),
        ])
        clock.now += 60
        _ = session.handle(.command(.timer(.start(TimerDuration(seconds: 90), label: nil))))
        #expect(session.state.timers == Self.timers([("rice", 1_500, 0), (nil, 90, 60)], startedAt: start))
        clock.now += 30
        #expect(session.handle(.command(.timer(.list))) == [
            .show(.message("1  1 min 30 s · 1:00 left")), .show(.message("2  rice: 25 min · 23:30 left")),
        ])
        #expect(session.handle(.command(.timer(.cancel(3)))) == [.show(.error(.timer(.noTimer(3, count: 2))))])
        #expect(session.handle(.command(.timer(.cancel(2)))) == [.show(.message("timer rice: 25 min cancelled"))])
        #expect(session.state.timers == Self.timers([(nil, 90, 60)], startedAt: start))
        #expect(session.handle(.command(.timer(.cancel(1)))).count == 1)
        #expect(session.handle(.command(.timer(.list))) == [.show(.message("no timer is running: timer 25m starts one"))])
    }

    @Test("a timer rings once when its time has come, and input ending names the ones that never rang")
    func ringsAndEnd() {
        let clock = Clock()
        var state = SessionState()
        state.timers = Self.timers([("eggs", 2, 0), ("rice", 1_500, 0)], startedAt: clock.now)
        var session = Session(state: state, now: { clock.now })
        #expect(session.handle(.clockTicked) == [])
        clock.now += 2
        #expect(session.handle(.clockTicked) == [.show(.timerDone("eggs: 2 s"))])
        #expect(session.handle(.clockTicked) == [], "rung once")
        clock.now += 100
        #expect(session.handle(.inputEnded) == [
            .show(.notice("timer rice: 25 min was still running (23:18 left) when input ended")),
        ])
        #expect(ScreenRenderer(width: 80).render(.timerDone("rice: 25 min")).map(\.plainText) == [" ⏰ rice: 25 min done"])
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
        #expect(throws: SousError.self) { try parse("timer") }
        #expect(throws: SousError.self) { try parse("timer cancel x") }
    }
}
