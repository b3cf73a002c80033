import Foundation
import Testing
@testable import MealKit

/// TheMealDB's free-text method read into steps and sections, as every TheMealDB recipe is.
@Suite("TheMealDB instructions")
struct MealDBInstructionsTests {
    private func steps(_ text: String) -> [String] {
        MealDBInstructions.steps(from: text).map(\.text)
    }

    @Test("steps split on paragraphs and drop STEP/number/▢ markers")
    func steps() {
        #expect(steps( "STEP 1\r\nPreheat oven.\r\n\r\nSTEP 2\r\nBake.") == ["Preheat oven.", "Bake."])
        #expect(steps( "1. Mix.\n2) Stir.\u{2028}▢ Serve.") == ["Mix.", "Stir.", "Serve."])
        #expect(steps( "Step 3: Rest the dough.") == ["Rest the dough."])
        #expect(steps( "200g flour is plenty.") == ["200g flour is plenty."])
        #expect(steps( "1.\r\nPreheat.\r\n2. \r\nBake.") == ["Preheat.", "Bake."], "numbers alone on a line")
        #expect(steps( "3.5 cups of stock go in.") == ["3.5 cups of stock go in."], "a decimal is not a marker")
    }

    @Test("steps keep the author's numbers, join lines broken inside a sentence, and show headings as headings")
    func authorsSteps() {
        typealias Part = MealDBInstructions.Part
        #expect(MealDBInstructions.parts(from: "1. Boil the potatoes until very\r\ntender, 12 minutes.\r\n2. Mash.") == [
            .step(number: 1, paragraphs: ["Boil the potatoes until very tender, 12 minutes."]),
            .step(number: 2, paragraphs: ["Mash."]),
        ])
        #expect(MealDBInstructions.parts(from: "0. Marinate.\n1. Grill.\nServe hot.\n2. Share.") == [
            .step(number: 0, paragraphs: ["Marinate."]),
            .step(number: 1, paragraphs: ["Grill.", "Serve hot."]),
            .step(number: 2, paragraphs: ["Share."]),
        ], "numbers from 0 stay; a sentence on its own line stays in its step")
        #expect(MealDBInstructions.parts(from: "Preparation\n1. Crack the egg.\n\nCooking Instructions\n1. Fry.\n2. Serve.") == [
            .heading("Preparation"), .step(number: 1, paragraphs: ["Crack the egg."]),
            .heading("Cooking Instructions"), .step(number: 1, paragraphs: ["Fry."]), .step(number: 2, paragraphs: ["Serve."]),
        ], "numbering that starts again after a heading")
        #expect(MealDBInstructions.parts(from: "Make the sauce first.\n2. Form the patties.\n3. Grill.").map { part -> Int? in
            if case .step(let number, _) = part { return number }
            return nil
        } == [1, 2, 3], "an opening paragraph before 2. is step 1")
        #expect(MealDBInstructions.parts(from: "For the sauce\nMix the yoghurt and mint.\nFILLING:\nFry the onions,\nthen the lamb.") == [
            .heading("For the sauce"), .step(number: 1, paragraphs: ["Mix the yoghurt and mint."]),
            .heading("FILLING:"), .step(number: 2, paragraphs: ["Fry the onions, then the lamb."]),
        ], "unnumbered: paragraphs counted from 1, headings apart")
        #expect(MealDBInstructions.parts(from: "1 Prepare the brisket: trim it.\n2 Sear the brisket.\n3 cups of stock go in.") == [
            .step(number: 1, paragraphs: ["Prepare the brisket: trim it."]),
            .step(number: 2, paragraphs: ["Sear the brisket.", "3 cups of stock go in."]),
        ], "bare numbers count where the count says so, not before a unit")
        #expect(steps("step 1\nHeat.\nstep 2\nBake.\nWatch after ad:\n3 Budget Egg Ideas") == ["Heat.", "Bake."],
                "a bare number after 'step 2' is text, and a video's caption no step")
    }

    @Test("steps are counted from 1 and each carries the heading it is under, without its colon")
    func stepsCarryTheirSection() {
        let steps = MealDBInstructions.steps(from: "Preparation\n1. Crack the egg.\n\nCOOKING:\n1. Fry.\n2. Serve.")
        #expect(steps == [
            RecipeStep("Crack the egg.", section: "Preparation"), RecipeStep("Fry.", section: "COOKING"),
            RecipeStep("Serve.", section: "COOKING"),
        ])
        #expect(MealDBInstructions.steps(from: "Mix.\r\n\r\nBake.").allSatisfy { $0.section == nil })
    }

    @Test("one heading rule over the whole catalogue: no step of any meal is a line the rule reads as a heading")
    func headingsAreNeverSteps() throws {
        let meals = try MealDBResponse<MealDBMeal>.decode(Fixture.data("api-style/meals.json"))
        #expect(meals.count == 552)
        for meal in meals {
            // The last line heads nothing, so it is read as a step whatever it looks like ("Enjoy").
            for step in meal.recipe.steps.dropLast() where step.paragraphs.count == 1 {
                #expect(!MealDBInstructions.isHeading(step.text), "\(meal.id) \(meal.name): '\(step.text)' is a heading")
                #expect(MealDBInstructions.servings(in: step.text) == nil, "\(meal.id): '\(step.text)' is a yield")
            }
        }
    }

    @Test("catalogue meals that read a heading or a yield as a step: each reads as its author meant")
    func catalogueOddities() throws {
        let meals = try MealDBResponse<MealDBMeal>.decode(Fixture.data("api-style/meals.json"))
        func recipe(_ id: String) throws -> Recipe { try #require(meals.first { $0.id == id }).recipe }
        // "Make the mac and cheese" opened the method as a step while "Make the grilled cheese" was a heading.
        let sandwich = try recipe("52829")
        #expect(sandwich.steps.count == 11)
        #expect(sandwich.steps.prefix(5).allSatisfy { $0.section == "Make the mac and cheese" })
        #expect(sandwich.steps.suffix(6).allSatisfy { $0.section == "Make the grilled cheese" })
        // "2 Servings" before step 1 is the yield.
        let chicken = try recipe("52993")
        #expect(chicken.yield == RecipeYield(amount: 2))
        #expect(chicken.steps.count == 6 && chicken.steps[0].text.hasPrefix("Preheat oven to 425 degrees."))
        // Numbered notes do not make the unnumbered method one long step.
        let biryani = try recipe("52805")
        #expect(biryani.steps.filter { $0.section == nil }.count == 11)
        #expect(biryani.steps.filter { $0.section == "Notes" }.count == 3)
        // A video's caption and a nutrition panel scraped with the page are no steps.
        #expect(try recipe("53143").steps.count == 2)
        #expect(try recipe("52987").steps.count == 2)
    }
}
