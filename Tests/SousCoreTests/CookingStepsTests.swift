import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// Cooking mode's steps: the recipe screen's steps, each with what it mentions and the time it names.
@Suite("Cooking steps")
struct CookingStepsTests {
    static let meal = Recipe(
        id: "1", name: "Chicken traybake",
        instructions: """
            STEP 1\r\nHeat the oven to 200C. Toss the chicken with the olive oil and paprika.\r\n\
            STEP 2\r\nAdd the potatoes and roast for 35-40 mins.\r\n\
            STEP 3\r\nPour over the chicken stock and bake for 10 minutes more. Season to taste.\r\n\
            STEP 4\r\nServe with fresh basil.
            """,
        ingredients: [
            Ingredient(name: "Chicken Thighs", measure: "8"), Ingredient(name: "Olive Oil", measure: "2 tbsp"),
            Ingredient(name: "Smoked Paprika", measure: "1 tsp"), Ingredient(name: "New Potatoes", measure: "500g"),
            Ingredient(name: "Chicken Stock", measure: "200ml"), Ingredient(name: "Salt", measure: "to taste"),
            Ingredient(name: "Fresh Basil", measure: "handful"),
        ])

    @Test("a cookbook step's shares are scaled with the list beside it; words in parentheses that are no amount stay")
    func cookbookSharesScale() throws {
        let risotto = Recipe(cooklang: CooklangParser.parse(
            "Melt @butter{30%g} and soften the @onion{1}(finely chopped) for ~{5%minutes} (no colour).\n"), path: "Risotto.cook")
        #expect(risotto.steps[0].text == "Melt butter (30 g) and soften the onion (1) for 5 minutes (no colour).")
        let cooking = CookingSteps(meal: risotto, scale: 2)
        #expect(cooking.step(1)?.text == "Melt butter (60 g) and soften the onion (2) for 5 minutes (no colour).")
        #expect(CookingSteps(meal: risotto, scale: 1, units: .us).step(1)?.text == "Melt butter (1 oz) and soften the onion (1) for 5 minutes (no colour).")
        // The recipe screen and --json say the same as cooking mode.
        #expect(risotto.stepsShown(scale: 2, units: .original).map(\.text) == cooking.steps.map(\.text))
        // Another source's steps are its own words: "(4 TBSP for 4 servings)" is not this recipe's share.
        #expect(Self.meal.stepsShown(scale: 2, units: .metric) == Self.meal.steps)
    }

    @Test("the steps are the recipe screen's, numbered from 1, each whole")
    func stepsMatchTheRecipeScreen() throws {
        let cooking = CookingSteps(meal: Self.meal, scale: 2)
        #expect(cooking.count == 4)
        #expect(cooking.steps.map(\.text) == Self.meal.stepTexts)
        #expect(cooking.step(1)?.number == 1)
        #expect(cooking.step(0) == nil)
        #expect(cooking.step(5) == nil)
        #expect(cooking.scale == 2)
    }

    @Test("each step brings the ingredients it mentions, by last word, whole name, or the first word of a cut")
    func mentionedIngredients() throws {
        let cooking = CookingSteps(meal: Self.meal)
        let names = cooking.steps.map { $0.ingredients.map(\.name) }
        #expect(names == [
            ["Chicken Thighs", "Olive Oil", "Smoked Paprika"],
            ["New Potatoes"],
            // "the chicken stock" is the stock, not the thighs too.
            ["Chicken Stock"],
            ["Fresh Basil"],
        ])
    }

    @Test("the dish's own sauce is not the soy sauce; a name spelled as one word or two is the same ingredient")
    func sauceAndSpelling() throws {
        let meal = Recipe(
            id: "2", name: "Teriyaki",
            instructions: """
                1. Combine the soy sauce and water in a saucepan.\r\n                2. Stir together the corn starch and water. Once the sauce is boiling, add the mixture.\r\n                3. Thicken with the cornflour.
                """,
            ingredients: [
                Ingredient(name: "soy sauce", measure: "3/4 cup"), Ingredient(name: "water", measure: "1/2 cup"),
                Ingredient(name: "cornstarch", measure: "4 Tablespoons"), Ingredient(name: "Corn Flour", measure: "1 tbsp"),
            ])
        let names = CookingSteps(meal: meal).steps.map { $0.ingredients.map(\.name) }
        #expect(names == [["soy sauce", "water"], ["water", "cornstarch"], ["Corn Flour"]])
    }

    @Test("a step's duration is offered as its timer: a range's upper bound")
    func stepTimers() throws {
        let cooking = CookingSteps(meal: Self.meal)
        #expect(cooking.steps.map { $0.timer?.duration.seconds } == [nil, 2_400, 600, nil])
        #expect(cooking.step(2)?.timer?.phrase == "35-40 mins")
        #expect(cooking.step(2)?.timer?.isRange == true)
    }
}
