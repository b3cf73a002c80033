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
        .show(.cooking(.step(try #require(steps.step(number)), of: steps.count, meal: "Chicken traybake",
                             scale: steps.scale, units: .original)))
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
        ]) {
            $0.timers.start(TimerDuration(seconds: 2_400), label: "step 2", at: F.fixedDate)
            $0.cooking?.timersStarted = 1
        }
        #expect(store.state.timers.running.map(\.name) == ["step 2: 40 min"])
        store.send(.cooking(.back), effects: [try Self.shown(cooking, 1)]) {
            $0.cooking?.number = 1
            $0.cooking?.timersStarted = 0
        }
        store.send(.cooking(.leave), effects: [.show(.message("left the steps of Chicken traybake at step 1: steps goes on from there"))]) {
            $0.leftCooking = $0.cooking
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
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.cooking(.step(step, of: 4, meal: "Chicken traybake", scale: 2, units: .original)))
        #expect(lines.map(\.plainText) == [
            " Chicken traybake · step 2/4 · ×2",
            "   Add the potatoes and roast for 35-40 mins.",
            "",
            "   1 kg  New Potatoes",
            "",
            // Wider than 80 columns: the keys break between two keys, never inside one.
            " t starts a 40 min timer (35-40 mins, the longer time) · Enter next · b back",
            " q leaves",
        ])
        // A hint, left out of a pipe as every hint is.
        #expect(lines.suffix(2).allSatisfy { $0.isHint })
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

    @Test("steps after leaving goes on at the step left, and says so; a step's number goes to it, 1 starts over")
    func resumes() throws {
        var store = F.store(SessionState(openMeal: Self.meal))
        let cooking = CookingSteps(meal: Self.meal, scale: 1)
        store.send(.cooking(.start(nil)), effects: [try Self.shown(cooking, 1)]) {
            $0.cooking = CookingPlace(steps: cooking, number: 1)
        }
        store.send(.cooking(.next), effects: [try Self.shown(cooking, 2)]) { $0.cooking?.number = 2 }
        store.send(.cooking(.leave), effects: [.show(.message("left the steps of Chicken traybake at step 2: steps goes on from there"))]) {
            $0.leftCooking = CookingPlace(steps: cooking, number: 2)
            $0.cooking = nil
        }
        store.send(.cooking(.start(nil)), effects: [
            try Self.shown(cooking, 2), .show(.message("back at step 2, where you left it · 1 starts over")),
        ]) {
            $0.cooking = CookingPlace(steps: cooking, number: 2)
            $0.leftCooking = nil
        }
        #expect(CookingAction.key(" 1 ") == .go(1))
        store.send(.cooking(.go(1)), effects: [try Self.shown(cooking, 1)]) { $0.cooking?.number = 1 }
        store.send(.cooking(.go(4)), effects: [try Self.shown(cooking, 4)]) { $0.cooking?.number = 4 }
        store.send(.cooking(.go(9)), effects: [.show(.message("no step 9: Chicken traybake has steps 1–4"))])
        // Finished: the next steps starts from the first step again.
        store.send(.cooking(.next), effects: [.show(.message("that was the last step of Chicken traybake: enjoy it"))]) {
            $0.cooking = nil
        }
        store.send(.cooking(.start(nil)), effects: [try Self.shown(cooking, 1)]) {
            $0.cooking = CookingPlace(steps: cooking, number: 1)
        }
        // Left, then opened at another scale: the amounts differ, so it starts over.
        store.send(.cooking(.leave), effects: [.show(.message("left the steps of Chicken traybake at step 1: steps goes on from there"))]) {
            $0.leftCooking = $0.cooking
            $0.cooking = nil
        }
    }

    @Test("the timer offered is the step's main time, the longest it names")
    func mainTime() throws {
        let text = "Fry the onion for 15 minutes. Stir in the garlic, fry for two minutes more, then boil for 30 seconds. "
            + "Cover and simmer for 30 minutes; remove the lid after 10 minutes."
        let meal = Recipe(id: "9", name: "Ragù", instructions: text, ingredients: [])
        let step = try #require(CookingSteps(meal: meal).step(1))
        #expect(step.timer?.duration == TimerDuration(seconds: 1_800))
        #expect(step.timer?.phrase == "30 minutes")
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.cooking(.step(step, of: 1, meal: "Ragù", scale: 1, units: .original)))
        #expect(lines.last?.plainText == " t starts a 30 min timer · Enter ends · b back · q leaves")
    }

    /// A step of Rigatoni with fennel sausage sauce (52783): measures with long notes, long names.
    static let sausages = Recipe(
        id: "52783", name: "Rigatoni with fennel sausage sauce",
        instructions: "Heat the olive oil and fry the sausages with the onion and fennel seeds for 10 minutes.",
        ingredients: [
            Ingredient(name: "olive oil", measure: "2½ tbsp"),
            Ingredient(name: "Italian fennel sausages", measure: "6 cut into 1.5cm-thick slices"),
            Ingredient(name: "onion", measure: "1 large peeled and chopped"),
            Ingredient(name: "fennel seeds", measure: "2 tsp lightly toasted and then gently crushed"),
        ])

    @Test("a step's ingredients are laid out as the recipe screen's: notes after the name, names whole", arguments: [80, 60])
    func ingredientLayout(width: Int) throws {
        let step = try #require(CookingSteps(meal: Self.sausages).step(1))
        let renderer = ScreenRenderer(width: width, utcOffset: .utc)
        let lines = renderer.render(.cooking(.step(step, of: 1, meal: Self.sausages.name, scale: 1, units: .original))).map(\.plainText)
        let recipe = renderer.render(.scaledRecipe(Self.sausages, isFavorite: false, scale: 1, units: .original)).map(\.plainText)
        let table = try #require(lines.firstIndex(of: "")).advanced(by: 1)
        let rows = Array(lines[table...].prefix { !$0.isEmpty })
        // The very rows the recipe screen shows under Ingredients.
        let start = try #require(recipe.firstIndex { $0.contains("Ingredients") }) + 1
        #expect(rows == Array(recipe[start..<(start + rows.count)]))
        #expect(rows.contains("   6        Italian fennel sausages, cut into 1.5cm-thick slices") || width < 80)
        #expect(!rows.contains { $0.contains("6 cut into") })
        #expect(rows.allSatisfy { TextLayout.displayWidth($0) <= width })
        // No word broken: every word of the names and notes is on one row.
        let words = Set(rows.flatMap { $0.split(separator: " ").map(String.init) })
        for word in ["Italian", "sausages,", "1.5cm-thick", "crushed", "toasted"] { #expect(words.contains(word), "\(word) at \(width)") }
    }

    @Test("a count with a long note in brackets (an imported Cooklang file's) keeps the count in the column, the note after the name")
    func bracketedNoteAfterACount() {
        let onion = Recipe(id: "x.cook", name: "Tahcheen", ingredients: [
            Ingredient(name: "large yellow onion", measure: "1 (halved and sliced ¼-inch-thick)"),
            Ingredient(name: "garlic", measure: "1 (400g) tin"),
        ])
        let rows = ScreenRenderer(width: 80, utcOffset: .utc).ingredientLines(onion.ingredients, scale: 1, units: .original)
            .map(\.plainText)
        #expect(rows == ["   1             large yellow onion (halved and sliced ¼-inch-thick)", "   1 (400g) tin  garlic"])
    }

    @Test("the keys line breaks between keys at any width", arguments: [80, 60, 40])
    func keysWrap(width: Int) throws {
        let step = try #require(CookingSteps(meal: Self.meal, scale: 2).step(2))
        let lines = ScreenRenderer(width: width, utcOffset: .utc).render(.cooking(.step(step, of: 4, meal: "Chicken traybake", scale: 2, units: .original)))
        let keys = lines.filter(\.isHint).map(\.plainText)
        for key in ["Enter next", "b back", "q leaves", "t starts"] {
            #expect(keys.contains { $0.contains(key) }, "\(key) at \(width): \(keys)")
        }
        #expect(keys.allSatisfy { TextLayout.displayWidth($0) <= width })
    }

    @Test("a recipe's own timers are the step's: they win over the times its words name; t starts each in turn")
    func ownTimers() throws {
        let meal = ExportFormatsTests.risotto
        let cooking = CookingSteps(meal: meal)
        // "for 5 minutes" is also the words' time; the recipe's ~{5%minutes} is the one offered.
        #expect(cooking.step(1)?.timers == [CookingSteps.Timer(duration: TimerDuration(seconds: 300), phrase: "5 minutes")])
        #expect(cooking.step(2)?.timers == [
            CookingSteps.Timer(duration: TimerDuration(seconds: 1_080), phrase: "18 minutes", name: "stirring"),
            CookingSteps.Timer(duration: TimerDuration(seconds: 180), phrase: "3 min", name: "eggs"),
        ])
        #expect(cooking.step(2)?.timer?.name == "stirring")
        var store = F.store(SessionState(openMeal: meal))
        store.send(.cooking(.go(1)))
        store.send(.cooking(.start(nil)), effects: [.show(.cooking(.step(try #require(cooking.step(1)), of: 2,
                                                                          meal: "Weeknight Risotto", scale: 1, units: .original)))]) {
            $0.cooking = CookingPlace(steps: cooking, number: 1)
        }
        store.send(.cooking(.go(2)), effects: [.show(.cooking(.step(try #require(cooking.step(2)), of: 2,
                                                                     meal: "Weeknight Risotto", scale: 1, units: .original)))]) {
            $0.cooking?.number = 2
        }
        // One t a timer, in the recipe's order: stir, then boil the eggs.
        store.send(.cooking(.timer), effects: [
            .show(.message("⏱ step 2 stirring: 18 min started: it rings at the prompt · timers lists them")),
        ]) {
            $0.timers.start(TimerDuration(seconds: 1_080), label: "step 2 stirring", at: F.fixedDate)
            $0.cooking?.timersStarted = 1
        }
        store.send(.cooking(.timer), effects: [
            .show(.message("⏱ step 2 eggs: 3 min started: it rings at the prompt · timers lists them")),
        ]) {
            $0.timers.start(TimerDuration(seconds: 180), label: "step 2 eggs", at: F.fixedDate)
            $0.cooking?.timersStarted = 2
        }
        // Another step starts from its first timer.
        store.send(.cooking(.back), effects: [.show(.cooking(.step(try #require(cooking.step(1)), of: 2,
                                                                    meal: "Weeknight Risotto", scale: 1, units: .original)))]) {
            $0.cooking?.number = 1
            $0.cooking?.timersStarted = 0
        }
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(
            .cooking(.step(try #require(cooking.step(2)), of: 2, meal: meal.name, scale: 1, units: .original)))
        #expect(lines.suffix(2).map(\.plainText) == [" t starts its timers one by one: stirring 18 min, eggs 3 min · Enter ends",
                                                      " b back · q leaves"])
        let json = ScreenRenderer(width: 80, utcOffset: .utc).json(
            .cooking(.step(try #require(cooking.step(2)), of: 2, meal: meal.name, scale: 1, units: .original)))
        #expect(json.contains(#""timers":[{"name":"stirring","phrase":"18 minutes","seconds":1080},{"name":"eggs","phrase":"3 min","seconds":180}]"#))
        #expect(json.contains(#""timer":{"name":"stirring","phrase":"18 minutes","seconds":1080}"#))
    }

    @Test("open shows the recipe's cookware in a short line; --json has its cookware and each step's timers")
    func cookwareAndTimers() throws {
        let meal = ExportFormatsTests.risotto
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        let lines = renderer.render(.recipe(meal, isFavorite: false)).map(\.plainText)
        #expect(lines.contains("   Cookware: large pan"))
        let json = renderer.json(.recipe(meal, isFavorite: false))
        #expect(json.contains(#""cookware":[{"name":"large pan","quantity":"1"}]"#))
        #expect(json.contains(#""timers":[{"amount":18,"name":"stirring","unit":"minutes"},{"amount":3,"name":"eggs","unit":"min"}]"#))
        #expect(json.contains(#""timers":[{"amount":5,"name":null,"unit":"minutes"}]"#))
        var many = meal
        many.cookware = [Cookware(name: "pot", quantity: "2"), Cookware(name: "sieve", quantity: "a fine"),
                         Cookware(name: "wooden spoon"), Cookware(name: "large heavy-bottomed casserole dish with a lid")]
        let narrow = ScreenRenderer(width: 40, utcOffset: .utc).render(.recipe(many, isFavorite: false)).map(\.plainText)
        let start = try #require(narrow.firstIndex { $0.hasPrefix("   Cookware: ") })
        #expect(narrow[start] == "   Cookware: pot ×2, sieve (a fine),")
        #expect(narrow[start + 1].hasPrefix("             wooden spoon"))
        #expect(narrow.allSatisfy { $0.count <= 40 })
    }
}
