import Foundation
import Testing
@testable import MealKit

/// Cooklang files as sous's recipes, and recipes written back as Cooklang (recipes written for these tests,
/// and one from the offline catalogue).
@Suite("Cooklang recipes")
struct CooklangRecipeTests {
    private let risotto = """
    ---
    title: Weeknight Risotto
    servings: 4
    tags: italian, rice
    diet: vegetarian
    cuisine: Italian
    course: dinner
    author: Ada
    source: https://example.org/risotto
    image: https://example.org/risotto.jpg
    prep time: 10 min
    cook time: 1h30m
    ---

    = Base

    Melt @butter{30%g} in a #large pan{} and soften the @onion{1}(finely chopped) for ~{5%minutes}.

    > Any onion will do.

    = Rice

    Add @arborio rice{320%g}, then @butter{20%g} and @salt{=1%tsp}. Stir ~stirring{18%minutes} with a #spoon.
    Season with @salt and @./Sauces/Pesto{2%tbsp}.
    """

    @Test("metadata: title, servings, times, tags, diet, cuisine, author, source, image; the file's path is the id")
    func metadata() {
        let recipe = Recipe(cooklang: CooklangParser.parse(risotto), path: "Dinner/Risotto.cook")
        #expect(recipe.reference == "cookbook:Dinner/Risotto.cook")
        #expect(recipe.name == "Weeknight Risotto")
        #expect(recipe.yield?.servings == 4)
        #expect(recipe.times.prep == 10)
        #expect(recipe.times.cook == 90)
        #expect(recipe.tags == ["italian", "rice"])
        #expect(recipe.labels == ["vegetarian"])
        #expect(recipe.area == "Italian")
        #expect(recipe.category == "dinner")
        #expect(recipe.origin.author == "Ada")
        #expect(recipe.sourceURL?.absoluteString == "https://example.org/risotto")
        #expect(recipe.thumbnailURL?.absoluteString == "https://example.org/risotto.jpg")
        let untitled = Recipe(cooklang: CooklangParser.parse(">> image: javascript:alert(1)\n\nBoil."), path: "Soups/Pea Soup.cook")
        #expect(untitled.name == "Pea Soup")
        #expect(untitled.thumbnailURL == nil)
        let yields = ["servings: 2-4": (2.0, 4.0 as Double?, nil as String?), "yield: 6%balls": (6, nil, "balls"),
                      "servings: 1|2|3": (1, nil, nil), "yield: 8 rolls": (8, nil, "rolls")]
        for (line, want) in yields {
            let yield = Recipe(cooklang: CooklangParser.parse("---\n\(line)\n---\nBake."), path: "b.cook").yield
            #expect(yield?.amount == want.0 && yield?.upTo == want.1 && yield?.unit == want.2, "\(line)")
        }
    }

    @Test("ingredients: in order, under their section, the same name added up; measures the kitchen reads")
    func ingredients() {
        let recipe = Recipe(cooklang: CooklangParser.parse(risotto), path: "Risotto.cook")
        #expect(recipe.ingredients == [
            Ingredient(name: "butter", measure: "50 g", group: "Base"),
            Ingredient(name: "onion", measure: "1 (finely chopped)", group: "Base"),
            Ingredient(name: "arborio rice", measure: "320 g", group: "Rice"),
            Ingredient(name: "salt", measure: "1 tsp", group: "Rice"),
            Ingredient(name: "Pesto", measure: "2 tbsp", group: "Rice"),
        ])
        let onion = IngredientParser.parse(name: recipe.ingredients[1].name, measure: recipe.ingredients[1].measure)
        #expect(onion.food == "onion")
        #expect(onion.quantity?.amount == 1)
        let rice = IngredientParser.parse(name: "arborio rice", measure: "320 g")
        #expect(rice.quantity?.unit == .gram)
        #expect(recipe.cookware == [Cookware(name: "large pan"), Cookware(name: "spoon")])
        let optional = Recipe(cooklang: CooklangParser.parse("Top with @?feta{50%g}, @-water and @&feta{}."), path: "t.cook")
        #expect(optional.ingredients == [Ingredient(name: "feta", measure: "50 g (optional)")])
    }

    @Test("steps read as a cook reads them, with sections, notes as paragraphs, and their timers")
    func steps() {
        let recipe = Recipe(cooklang: CooklangParser.parse(risotto), path: "Risotto.cook")
        #expect(recipe.steps.map(\.section) == ["Base", "Rice"])
        #expect(recipe.steps[0].paragraphs == [
            "Melt butter (30 g) in a large pan and soften the onion (1) for 5 minutes.", "Any onion will do.",
        ])
        #expect(recipe.steps[1].text == "Add arborio rice (320 g), then butter (20 g) and salt (1 tsp). Stir 18 minutes with a spoon. Season with salt and Pesto (2 tbsp).")
        #expect(recipe.steps[0].timers == [StepTimer(amount: 5, unit: "minutes")])
        #expect(recipe.steps[1].timers == [StepTimer(name: "stirring", amount: 18, unit: "minutes")])
    }

    @Test("cookware and step timers are kept in sous's JSON")
    func codable() throws {
        let recipe = Recipe(cooklang: CooklangParser.parse(risotto), path: "Risotto.cook")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(recipe)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""cookware":[{"name":"large pan"},{"name":"spoon"}]"#))
        #expect(text.contains(#""timers":[{"amount":5,"unit":"minutes"}]"#))
        #expect(text.contains(#""source":"cookbook""#))
        #expect(try JSONDecoder().decode(Recipe.self, from: data) == recipe)
    }

    // MARK: - Writing

    private var soup: Recipe {
        var recipe = Recipe(
            id: "1", name: "Soup: a story", origin: RecipeOrigin(source: .mealdb, url: URL(string: "https://example.org/soup"),
                                                                 author: "Bo #1"),
            category: "Starter", area: "French", tags: ["Soup", "Winter"], yield: RecipeYield(amount: 4),
            times: RecipeTimes(prep: 15, cook: 40),
            ingredients: [
                Ingredient(name: "Olive Oil", measure: "2 tbsp"),
                Ingredient(name: "Onions", measure: "2 chopped"),
                Ingredient(name: "Oil", measure: "1 tsp"),
                Ingredient(name: "Vegetable Stock", measure: "1-1.5 litres"),
                Ingredient(name: "Salt", measure: "to taste"),
                Ingredient(name: "Parsley", measure: "1 bunch"),
            ],
            steps: [
                RecipeStep("Heat the olive oil and fry the onions for 10 minutes, stirring.", section: "Base"),
                RecipeStep(paragraphs: ["Pour in the stock, bring to the boil and simmer 20-25 mins. Email me@home -- really.",
                                        "It keeps for 3 days."], section: "Base"),
                RecipeStep("Season with salt.\nServe."),
            ])
        recipe.cookware = [Cookware(name: "pot", quantity: "2")]
        return recipe
    }

    @Test("the writer: front matter, markup where the steps name the ingredients, the rest listed, timers, escapes")
    func writer() {
        let text = CooklangWriter.write(soup)
        #expect(text.hasPrefix("""
        ---
        title: "Soup: a story"
        servings: 4
        source: https://example.org/soup
        author: "Bo #1"
        prep time: 15 min
        cook time: 40 min
        course: Starter
        cuisine: French
        tags:
          - Soup
          - Winter
        ---

        >> [mode]: ingredients
        @Oil{1%tsp}
        @Parsley{1%bunch}
        #pot{2}

        >> [mode]: default

        == Base ==

        Heat the @Olive Oil|olive oil{2%tbsp} and fry the @Onions|onions{2}(chopped) for ~{10%minutes}, stirring.
        """))
        #expect(text.contains("Pour in the @Vegetable Stock|stock{1-1 1/2%L}, bring to the boil and simmer ~{20-25%mins}. Email me\\@home \\-- really.\n\n> It keeps for 3 days."))
        #expect(text.contains("==\n\nSeason with @Salt|salt{to taste}.\\\nServe."))
    }

    @Test("a web page's \"1 onion, chopped\" and \"juice of 1 lemon\" are written as the food with a note, so the shopping list finds them")
    func preparationAndPartAreNotes() {
        let recipe = Recipe(
            id: "soup", name: "Lentil soup",
            ingredients: [Ingredient(name: "onion, chopped", measure: "1"), Ingredient(name: "lemon", measure: "juice of 1"),
                          Ingredient(name: "salt, to taste", measure: "")],
            steps: [RecipeStep("Soften the onion. Stir in the lemon juice. Season with salt.")])
        let text = CooklangWriter.write(recipe)
        #expect(text.contains("Soften the @onion{1}(chopped). Stir in the @lemon{1}(juice) juice."), "\(text)")
        #expect(text.contains("Season with @salt{}(to taste)."), "\(text)")
        let again = Recipe(cooklang: CooklangParser.parse(text), path: "Lentil soup.cook")
        #expect(CooklangRoundTrip.differences(recipe, again) == [])
        #expect(again.ingredients.map(\.name) == ["onion", "lemon", "salt"])
        let onion = ShoppingList(meals: [again]).items.first { $0.key == IngredientName.key("onion") }
        #expect(onion?.name == "onion")
        #expect(onion?.amountText(in: .metric) == "1")
    }

    @Test("\"beef stock\" in a step is the hot beef stock's place, not the lean minced beef's")
    func longerShortNamesFirst() {
        let recipe = Recipe(
            id: "bolognese", name: "Bolognese",
            ingredients: [Ingredient(name: "lean minced beef", measure: "500g"), Ingredient(name: "hot beef stock", measure: "300ml")],
            steps: [RecipeStep("Stir in the tomatoes, beef stock and seasoning.")])
        let text = CooklangWriter.write(recipe)
        #expect(text.contains("Stir in the tomatoes, @hot beef stock|beef stock{300%ml} and seasoning."), "\(text)")
        #expect(!text.contains("@lean minced beef|beef{"), "\(text)")
        let again = Recipe(cooklang: CooklangParser.parse(text), path: "Bolognese.cook")
        #expect(CooklangRoundTrip.differences(recipe, again) == [])
    }

    @Test("a recipe written as Cooklang and read again has the same ingredients and steps; again, the same file")
    func roundTrip() {
        let once = Recipe(cooklang: CooklangParser.parse(CooklangWriter.write(soup)), path: "Soup.cook")
        #expect(CooklangRoundTrip.differences(soup, once) == [])
        #expect(once.name == "Soup: a story")
        #expect(once.origin.author == "Bo #1")
        #expect(once.times == soup.times)
        #expect(once.cookware == soup.cookware)
        #expect(once.steps[0].text == "Heat the olive oil (2 tbsp) and fry the onions (2) for 10 minutes, stirring.")
        let again = CooklangWriter.write(once)
        #expect(CooklangWriter.write(Recipe(cooklang: CooklangParser.parse(again), path: "Soup.cook")) == again)
    }

    @Test("a cookbook recipe written back reads the same")
    func cookbookRoundTrip() {
        let recipe = Recipe(cooklang: CooklangParser.parse(risotto), path: "Risotto.cook")
        let again = Recipe(cooklang: CooklangParser.parse(CooklangWriter.write(recipe)), path: "Risotto.cook")
        #expect(CooklangRoundTrip.differences(recipe, again) == [])
        #expect(again.steps.map(\.paragraphs) == recipe.steps.map(\.paragraphs))
        #expect(again.yield == recipe.yield && again.tags == recipe.tags && again.labels == recipe.labels)
    }

    @Test("every TheMealDB recipe of the offline catalogue survives the round trip")
    func mealDBRoundTrip() async throws {
        let meals = try await OfflineCatalog().allMeals()
        #expect(meals.count >= 500)
        for meal in meals {
            let again = Recipe(cooklang: CooklangParser.parse(CooklangWriter.write(meal)), path: "m.cook")
            #expect(CooklangRoundTrip.differences(meal, again) == [], "\(meal.name)")
        }
    }
}
