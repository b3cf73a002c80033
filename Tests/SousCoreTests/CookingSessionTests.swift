import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `steps`: cooking mode against the state machine and the engine's keys.
@Suite("Session: cooking mode")
struct CookingSessionTests {
    typealias F = SessionFixtures

    static let meal = CookingStepsTests.meal

    /// What the session shows for step `number` of `steps`.
    static func shown(_ steps: CookingSteps, _ number: Int) throws -> Effect {
        .show(.cookingStep(try #require(steps.step(number)), of: steps.count, meal: "Chicken traybake",
                           scale: steps.scale, units: .original))
    }

    @Test("steps walks the open meal: the prompt counts, n and b move, t times the step, q leaves")
    func walk() throws {
        var state = SessionState(openMeal: Self.meal)
        state.scale = 2
        var store = F.store(state)
        let cooking = CookingSteps(meal: Self.meal, scale: 2)
        #expect(cooking.count == 4)
        store.send(.cooking(.start(nil)), effects: [try Self.shown(cooking, 1)]) {
            $0.cooking = CookingPlace(steps: cooking, number: 1)
        }
        #expect(store.state.prompt == "sous offline step 1/4> ")
        store.send(.cooking(.back), effects: [.show(.message("this is the first step · q leaves"))])
        store.send(.cooking(.timer), effects: [.show(.message("this step names no time: timer 25m starts one"))])
        store.send(.cooking(.next), effects: [try Self.shown(cooking, 2)]) { $0.cooking?.number = 2 }
        #expect(store.state.prompt == "sous offline step 2/4> ")
        store.send(.cooking(.timer), effects: [
            .show(.message("⏱ step 2: 40 min started: it rings at the prompt · timers lists them")),
        ]) { $0.timers.start(TimerDuration(seconds: 2_400), label: "step 2", at: F.fixedDate) }
        #expect(store.state.timers.running.map(\.name) == ["step 2: 40 min"])
        store.send(.cooking(.back), effects: [try Self.shown(cooking, 1)]) { $0.cooking?.number = 1 }
        store.send(.cooking(.leave), effects: [.show(.message("left the steps of Chicken traybake at step 1"))]) {
            $0.cooking = nil
        }
        #expect(store.state.prompt == "sous offline> ")
    }

    @Test("past the last step cooking mode ends; steps with nothing open says why")
    func endsAndErrors() throws {
        var store = F.store(SessionState(openMeal: Self.meal))
        let cooking = CookingSteps(meal: Self.meal, scale: 1)
        store.send(.cooking(.start(nil)), effects: [try Self.shown(cooking, 1)]) {
            $0.cooking = CookingPlace(steps: cooking, number: 1)
        }
        for number in 2...4 {
            store.send(.cooking(.next), effects: [try Self.shown(cooking, number)]) { $0.cooking?.number = number }
        }
        store.send(.cooking(.next), effects: [.show(.message("that was the last step of Chicken traybake: enjoy it"))]) {
            $0.cooking = nil
        }
        var empty = F.store()
        empty.send(.cooking(.start(nil)), effects: [.show(.error(.nothingOpen))])
    }

    @Test("a step reads whole, with its ingredients scaled and the timer it offers")
    func stepScreen() throws {
        let step = try #require(CookingSteps(meal: Self.meal, scale: 2).step(2))
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.cookingStep(step, of: 4, meal: "Chicken traybake", scale: 2, units: .original))
        #expect(lines.map(\.plainText) == [
            " Chicken traybake · step 2/4 · ×2",
            "   Add the potatoes and roast for 35-40 mins.",
            "",
            "   1 kg  New Potatoes",
            "",
            // Wider than 80 columns: the keys line wraps at a word, as every screen's long lines do.
            " t starts a 40 min timer (35-40 mins, the longer time) · Enter next · b back · q",
            "   leaves",
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
