import Foundation
import MealKit
import Testing
@testable import SousCore

/// `steps`: cooking mode against the state machine and the engine's keys.
@Suite("Session: cooking mode")
struct CookingSessionTests {
    static let meal = CookingStepsTests.meal

    @Test("steps walks the open meal: the prompt counts, n and b move, t times the step, q leaves")
    func walk() throws {
        var state = SessionState(openMeal: Self.meal)
        state.scale = 2
        var session = SessionFixtures.session(state)
        let cooking = CookingSteps(meal: Self.meal, scale: 2)
        #expect(session.handle(.command(.cooking(.start(nil)))) == [
            .show(.cookingStep(try #require(cooking.step(1)), of: 4, meal: "Chicken traybake", scale: 2, units: .original)),
        ])
        #expect(session.state.prompt == "sous offline step 1/4> ")
        #expect(session.handle(.command(.cooking(.back)))  == [.show(.message("this is the first step · q leaves"))])
        #expect(session.handle(.command(.cooking(.timer))) == [.show(.message("this step names no time: timer 25m starts one"))])
        _ = session.handle(.command(.cooking(.next)))
        #expect(session.state.cooking?.number == 2)
        #expect(session.handle(.command(.cooking(.timer)))
            == [.show(.message("⏱ step 2: 40 min started: it rings at the prompt · timers lists them"))])
        #expect(session.state.timers.running.map(\.name) == ["step 2: 40 min"])
        _ = session.handle(.command(.cooking(.back)))
        #expect(session.state.cooking?.number == 1)
        #expect(session.handle(.command(.cooking(.leave))) == [.show(.message("left the steps of Chicken traybake at step 1"))])
        #expect(session.state.cooking == nil)
        #expect(session.state.prompt == "sous offline> ")
    }

    @Test("past the last step cooking mode ends; steps with nothing open says why")
    func endsAndErrors() {
        var session = SessionFixtures.session(SessionState(openMeal: Self.meal))
        _ = session.handle(.command(.cooking(.start(nil))))
        for _ in 1..<4 { _ = session.handle(.command(.cooking(.next))) }
        #expect(session.handle(.command(.cooking(.next))) == [.show(.message("that was the last step of Chicken traybake: enjoy it"))])
        #expect(session.state.cooking == nil)
        var empty = SessionFixtures.session(SessionState())
        #expect(empty.handle(.command(.cooking(.start(nil)))) == [.show(.error(.nothingOpen))])
    }

    @Test("a step reads whole, with its ingredients scaled and the timer it offers")
    func stepScreen() throws {
        let step = try #require(CookingSteps(meal: Self.meal, scale: 2).step(2))
        let lines = ScreenRenderer(width: 80).render(.cookingStep(step, of: 4, meal: "Chicken traybake", scale: 2, units: .original))
        #expect(lines.map(\.plainText) == [
            " Chicken traybake · step 2/4",
            "   Add the potatoes and roast for 35-40 mins.",
            "",
            "   1 kg  New Potatoes",
            "",
            " t starts a 40 min timer (35-40 mins, the longer time) · Enter next · b back · q leaves",
        ])
    }

    @Test("in cooking mode Enter, n, b, t and q are its keys; other lines are commands")
    func keys() throws {
        #expect(CookingAction.key("") == .next)
        #expect(CookingAction.key(" n ") == .next)
        #expect(CookingAction.key("B") == .back)
        #expect(CookingAction.key("t") == .timer)
        #expect(CookingAction.key("q") == .leave)
        #expect(CookingAction.key("open 2") == nil)
        #expect(try CommandParser.parse("steps 3")?.get() == .cooking(.start(.number(3))))
        #expect(try CommandParser.parse("steps")?.get() == .cooking(.start(nil)))
    }
}
