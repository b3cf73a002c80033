import Foundation
import Testing
@testable import MealKit

/// Recipes written as schema.org JSON-LD, and read back by sous's own page reader as the same recipe:
/// a recipe written for these tests, TheMealDB's offline catalogue, an Edamam answer, a Cooklang file
/// and a web page.
@Suite("Schema.org writer")
struct SchemaRecipeWriterTests {
    private var pie: Recipe {
        var recipe = Recipe(
            id: "1", name: "Apple Pie <3 & co", about: "A pie & a story.",
            origin: RecipeOrigin(source: .mealdb, url: URL(string: "https://example.org/pie"), author: "Bo Baker"),
            category: "Dessert", area: "British", tags: ["Pie", "Baking", "Dessert"], labels: ["Vegetarian"],
            thumbnailURL: URL(string: "https://example.org/pie.jpg"), youtubeURL: URL(string: "https://www.youtube.com/watch?v=x"),
            yield: RecipeYield(amount: 6, upTo: 8), times: RecipeTimes(prep: 30, cook: 90, total: 1_455),
            nutrition: Nutrition(caloriesPerServing: 412.4),
            ingredients: [
                Ingredient(name: "plain flour", measure: "250 g", group: "Pastry"),
                Ingredient(name: "Butter", measure: "1/2 cup"),
                Ingredient(name: "Apples", measure: "4 large"),
                Ingredient(name: "Salt", measure: "to taste"),
                Ingredient(name: "Cinnamon", measure: ""),
            ],
            steps: [
                RecipeStep("Rub the butter into the flour."),
                RecipeStep(paragraphs: ["Slice the apples.", "Any apple will do."], section: "Filling"),
                RecipeStep("Add the cinnamon and salt.", section: "Filling"),
                RecipeStep("Bake for 90 minutes.", section: "Baking"),
            ])
        recipe.cookware = [Cookware(name: "pie dish")]
        return recipe
    }

    private static func reread(_ recipe: Recipe) throws -> Recipe {
        try RecipePageReader.recipe(in: Data(SchemaRecipeWriter.page(recipe).utf8))
    }

    @Test("JSON-LD: ISO 8601 times, the yield, author, HowToSteps under HowToSections, keywords, nutrition, url")
    func document() throws {
        let text = SchemaRecipeWriter.jsonLD(pie)
        // JSONEncoder's: keys sorted, so @context and @type come first; a group of ingredients as an ItemList.
        #expect(text == """
        {
          "@context" : "https://schema.org",
          "@type" : "Recipe",
          "author" : {
            "@type" : "Person",
            "name" : "Bo Baker"
          },
          "cookTime" : "PT1H30M",
          "description" : "A pie \\u0026 a story.",
          "image" : "https://example.org/pie.jpg",
          "keywords" : "Pie, Baking",
          "name" : "Apple Pie \\u003c3 \\u0026 co",
          "nutrition" : {
            "@type" : "NutritionInformation",
            "calories" : "412 kcal"
          },
          "prepTime" : "PT30M",
          "recipeCategory" : "Dessert",
          "recipeCuisine" : "British",
          "recipeIngredient" : [
            {
              "@type" : "ItemList",
              "itemListElement" : [
                "250 g plain flour"
              ],
              "name" : "Pastry"
            },
            "1/2 cup Butter",
            "4 large Apples",
            "Salt, to taste",
            "Cinnamon"
          ],
          "recipeInstructions" : [
            {
              "@type" : "HowToStep",
              "text" : "Rub the butter into the flour."
            },
            {
              "@type" : "HowToSection",
              "itemListElement" : [
                {
                  "@type" : "HowToStep",
                  "text" : "Slice the apples.\\n\\nAny apple will do."
                },
                {
                  "@type" : "HowToStep",
                  "text" : "Add the cinnamon and salt."
                }
              ],
              "name" : "Filling"
            },
            {
              "@type" : "HowToSection",
              "itemListElement" : [
                {
                  "@type" : "HowToStep",
                  "text" : "Bake for 90 minutes."
                }
              ],
              "name" : "Baking"
            }
          ],
          "recipeYield" : "6-8 servings",
          "totalTime" : "P1DT15M",
          "url" : "https://example.org/pie",
          "video" : {
            "@type" : "VideoObject",
            "contentUrl" : "https://www.youtube.com/watch?v=x",
            "name" : "Apple Pie \\u003c3 \\u0026 co"
          }
        }

        """)
        // Valid JSON whatever the text holds; nothing in it can close the page's <script>.
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(parsed?["name"] as? String == "Apple Pie <3 & co")
        #expect(!text.contains("<") && !text.contains(">"))
        #expect(SchemaRecipeWriter.isoDuration(45) == "PT45M" && SchemaRecipeWriter.isoDuration(60) == "PT1H")
        #expect(SchemaRecipeWriter.isoDuration(7.5) == "PT8M" && SchemaRecipeWriter.isoDuration(2_880) == "P2D")
    }

    @Test("a page holding the JSON-LD reads back as the same recipe: name, facts, amounts, units, foods, steps")
    func roundTrip() throws {
        let again = try Self.reread(pie)
        #expect(CooklangRoundTrip.differences(pie, again) == [])
        #expect(again.name == pie.name && again.about == pie.about)
        #expect(again.origin == RecipeOrigin(source: .web, url: pie.origin.url, author: "Bo Baker"))
        #expect(again.thumbnailURL == pie.thumbnailURL)
        #expect(again.yield == pie.yield && again.times == pie.times)
        #expect(again.category == "Dessert" && again.area == "British")
        #expect(Set(again.tags) == Set(pie.tags + ["British"]))
        #expect(again.nutrition.caloriesPerServing == 412)
        #expect(again.steps.map(\.section) == pie.steps.map(\.section))
        #expect(again.steps[1].text == "Slice the apples. Any apple will do.")
        #expect(again.steps[1].paragraphs == ["Slice the apples.", "Any apple will do."], "the step's paragraphs are kept apart")
        #expect(again.ingredients.map(\.group) == pie.ingredients.map(\.group), "the ingredient groups are kept")
    }

    @Test("the HTML page escapes what the recipe says; a kept picture's file and javascript: links are not written")
    func hostileText() throws {
        var recipe = pie
        recipe.name = "<img src=x onerror=alert(1)> \u{202E}Pie"
        recipe.thumbnailURL = URL(fileURLWithPath: "/home/cook/.local/share/sous/images/1.jpg")
        recipe.origin.url = URL(string: "javascript:alert(1)")
        let page = SchemaRecipeWriter.page(recipe)
        #expect(!page.contains("<img"))
        #expect(!page.unicodeScalars.contains("\u{202E}"))
        #expect(!page.contains("javascript:") && !page.contains("file:"))
        #expect(page.contains("<h1>&lt;img src=x onerror=alert(1)&gt; Pie</h1>"))
        let again = try Self.reread(recipe)
        #expect(again.thumbnailURL == nil && again.origin.url == nil)
        #expect(CooklangRoundTrip.differences(recipe, again).filter { !$0.hasPrefix("name") } == [])
    }

    @Test("TheMealDB recipes from the offline catalogue survive the round trip through a page")
    func mealDBRoundTrip() async throws {
        let meals = try await OfflineCatalog().allMeals()
        #expect(meals.count >= 40)
        for meal in meals.prefix(40) {
            let again = try Self.reread(meal)
            #expect(CooklangRoundTrip.differences(meal, again) == [], "\(meal.name)")
            #expect(again.name == meal.name && again.category == meal.category && again.area == meal.area)
            #expect(again.thumbnailURL == meal.thumbnailURL && again.origin.url == meal.origin.url, "\(meal.name)")
        }
    }

    @Test("an Edamam recipe, a Cooklang file and a web page survive the round trip through a page")
    func otherSources() throws {
        struct Envelope: Decodable { var recipe: EdamamRecipe }
        let edamam = try #require(try JSONDecoder().decode(Envelope.self, from: try EdamamDecodingTests.data("recipe-single.json")).recipe.recipe)
        let cookbook = Recipe(cooklang: CooklangParser.parse("""
            ---
            title: Weeknight Risotto
            servings: 4
            author: Ada
            source: https://example.org/risotto
            cook time: 1h30m
            ---

            = Base

            Melt @butter{30%g} in a #large pan{} and soften the @onion{1}(finely chopped) for ~{5%minutes}.

            = Rice

            Add @arborio rice{320%g}, then @butter{20%g} and @salt{=1%tsp}. Stir ~stirring{18%minutes}.
            """), path: "Risotto.cook")
        let web = try RecipePageReader.recipe(in: Data("""
            <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe",
            "name": "Lemon Rice", "recipeYield": "8 bowls", "totalTime": "PT25M",
            "recipeIngredient": ["2 cups basmati rice", "1 lemon, zested", "3 tbsp olive oil", "salt to taste"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "Rinse the rice."}, {"@type": "HowToStep", "text": "Cook it with the zest."}]}
            </script></head></html>
            """.utf8), url: URL(string: "https://example.com/lemon-rice"))
        for recipe in [edamam, cookbook, web] {
            let again = try Self.reread(recipe)
            #expect(CooklangRoundTrip.differences(recipe, again) == [], "\(recipe.name)")
            #expect(again.yield == recipe.yield, "\(recipe.name)")
            #expect([again.times.prep, again.times.cook, again.times.total] == [recipe.times.prep, recipe.times.cook, recipe.times.total])
            #expect(again.origin.author == recipe.origin.author && again.origin.url == recipe.origin.url, "\(recipe.name)")
        }
    }

    @Test("a cookbook recipe's notes go after the food on the page (\"1 onion, chopped\"), so its file imported again is the same file")
    func notesAfterTheFood() throws {
        let file = """
            ---
            title: Lentil Soup
            ---

            Soften the @onion{1}(chopped) in the @olive oil{2%tbsp}.

            Stir in the @lemon{1}(juice) juice.

            """
        let recipe = Recipe(cooklang: CooklangParser.parse(file), path: "Lentil Soup.cook")
        #expect(SchemaRecipeWriter.ingredientLine(recipe.ingredients[0]) == "1 onion, chopped")
        #expect(SchemaRecipeWriter.ingredientLine(recipe.ingredients[2]) == "1 lemon, juice")
        #expect(CooklangWriter.write(try Self.reread(recipe)) == CooklangWriter.write(recipe))
        #expect(CooklangWriter.write(recipe).contains("@onion{1}(chopped)"))
    }
}
