import Foundation
import MealKit
@testable import SousCore
import Testing

/// The exact text a script reads from `--json`: keys sorted, one line, nulls where the README promises
/// them, absent keys where it says "when known", whole numbers without ".0", `/` as it is.
@Suite("Screens as JSON text")
struct ScreenJSONTests {
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("a recipe with little known: null category, area, yield, note and section; no quantity, times or links")
    func sparseRecipe() {
        let meal = Recipe(id: "1", name: "Toast", ingredients: [Ingredient(name: "Bread", measure: "")],
                          steps: [RecipeStep("Toast it.")])
        #expect(renderer.json(.recipe(meal, isFavorite: false)) == #"{"area":null,"category":null,"cookware":[],"favorite":false,"id":"1","#
            + #""ingredients":[{"food":"bread","group":null,"measure":"","name":"Bread","note":null}],"kind":"recipe","#
            + #""links":{},"name":"Toast","origin":{"reference":"mealdb:1","source":"mealdb"},"scale":1,"#
            + #""steps":[{"section":null,"text":"Toast it.","timers":[]}],"tags":[],"times":{},"units":"original","yield":null}"#)
    }

    @Test("a scaled recipe: amounts at the scale, whole ones without .0, URLs with their slashes")
    func scaledRecipe() throws {
        let meal = Recipe(id: "2", name: "Rolls", youtubeURL: URL(string: "https://video.example/a/b"),
                          yield: RecipeYield(amount: 4, upTo: 6, unit: "rolls"), times: RecipeTimes(prep: 10, cook: 20),
                          ingredients: [Ingredient(name: "Flour", measure: "200g")])
        let line = renderer.json(.scaledRecipe(meal, isFavorite: true, scale: 1.5, units: .original))
        #expect(line.contains(#""yield":{"amount":6,"unit":"rolls","upTo":9}"#))
        #expect(line.contains(#""times":{"cook":20,"prep":10,"total":30}"#))
        #expect(line.contains(#""quantity":{"amount":300,"unit":"g"}"#))
        #expect(line.contains(#""links":{"video":"https://video.example/a/b"}"#))
        #expect(line.contains(#""scale":1.5"#) && !line.contains("\n"))
    }

    @Test("control characters in a document are escaped; an error says its line only when known")
    func escapesAndErrors() {
        #expect(renderer.json(.document("a\tb\n\"c\" \\ d")) == #"{"kind":"document","text":"a\tb\n\"c\" \\ d"}"#)
        #expect(renderer.json(.error(.missingArgument(usage: "open <n>")), line: 3)
            == #"{"error":{"line":3,"message":"missing argument: usage is open <n>"}}"#)
        #expect(renderer.json(.error(.missingArgument(usage: "open <n>")))
            == #"{"error":{"message":"missing argument: usage is open <n>"}}"#)
    }

    @Test("a feature's screens: a timer come due, the tour with no data folder, settings' mixed-case keys in order")
    func featureScreens() throws {
        #expect(renderer.json(.timers(.done("rice"))) == #"{"kind":"timerDone","timer":"rice"}"#)
        #expect(renderer.json(.tour(dataDirectory: nil)) == #"{"dataDirectory":null,"kind":"tour"}"#)
        let settings = renderer.json(.settings(Settings(), overridden: []))
        #expect(settings.hasPrefix(#"{"kind":"settings","settings":[{"decidedByFlag":false,"default":"#))
        #expect(settings.contains(#""isDefault":true,"key":"#))
    }

    @Test("the plan: each day's meals numbered across the week, with their scale and whether they are favorites")
    func planWeek() {
        let today = CalendarDay(year: 2026, month: 12, day: 7)
        let plan = MealPlan(entries: [
            .init(day: today, meal: Recipe(id: "52772", name: "Teriyaki Chicken Casserole"), scale: 2),
            .init(day: today.adding(days: 1), meal: Recipe(id: "52817", name: "Stovetop Eggplant"), scale: 0.5),
        ])
        let line = renderer.json(.plan(.week(PlanWeek(plan, today: today), favoriteIDs: ["52772"])))
        #expect(line.hasPrefix(#"{"after":0,"before":0,"days":[{"date":"2026-12-07","label":"#))
        #expect(line.contains(#""meals":[{"favorite":true,"id":"52772","name":"Teriyaki Chicken Casserole","number":1,"scale":2}],"today":true}"#))
        #expect(line.contains(#""meals":[{"favorite":false,"id":"52817","name":"Stovetop Eggplant","number":2,"scale":0.5}],"today":false}"#))
        #expect(line.contains(#""meals":[],"today":false}"#) && line.hasSuffix(#""from":"2026-12-07","kind":"plan","to":"2026-12-13"}"#))
    }

    @Test("a number JSON cannot hold gives an error document, not broken text")
    func notANumber() {
        let meal = Recipe(id: "3", name: "Odd", yield: RecipeYield(amount: 2))
        #expect(renderer.json(.scaledRecipe(meal, isFavorite: false, scale: .nan, units: .original))
            == #"{"error":{"message":"this result could not be written as JSON"}}"#)
    }
}
