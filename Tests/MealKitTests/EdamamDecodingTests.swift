import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// Every recorded Edamam answer in `Fixtures/edamam/`, read and mapped into sous's shapes.
@Suite("Edamam decoding")
struct EdamamDecodingTests {
    static let folder = Fixture.mealdb.deletingLastPathComponent().appendingPathComponent("edamam", isDirectory: true)

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    /// The hits' raw recipes, read with JSONSerialization so expectations do not come from the decoder.
    static func rawRecipes(_ name: String) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: data(name)) as? [String: Any])
        if let hits = root["hits"] as? [[String: Any]] { return hits.compactMap { $0["recipe"] as? [String: Any] } }
        if let recipe = root["recipe"] as? [String: Any] { return [recipe] }
        return [root]
    }

    @Test("every search file decodes whole: count, every hit, the next page without its key", arguments: [
        "search-oranges.json", "search-oranges-small.json", "search-cheesecake.json",
        "search-cheesecake-empty-links.json", "search-chicken.json",
    ])
    func searchFiles(name: String) throws {
        let response = try EdamamSearchResponse.decode(try Self.data(name))
        let raw = try Self.rawRecipes(name)
        #expect(response.count == 10_000)
        #expect(response.hits.count == raw.count)
        let meals = response.hits.compactMap(\.recipe)
        #expect(meals.count == raw.count)
        for (meal, recipe) in zip(meals, raw) {
            #expect((recipe["uri"] as? String)?.hasSuffix("#" + meal.id) == true)
            #expect(meal.id.hasPrefix("recipe_"))
            #expect(meal.name == (recipe["label"] as? String)?.trimmingCharacters(in: .whitespaces))
            #expect(meal.sourceURL?.absoluteString == recipe["url"] as? String)
            #expect(meal.thumbnailURL != nil)
            #expect(!meal.ingredients.isEmpty)
            #expect(meal.yield?.servings == recipe["yield"] as? Double)
        }
        if name == "search-cheesecake-empty-links.json" {
            #expect(response.nextHref == nil, "`_links: {}` is the last page")
        } else {
            let continuation = try #require(response.nextHref.flatMap(EdamamContinuation.init(nextHref:)))
            #expect(!continuation.token.contains("APP_KEY") && !continuation.token.contains("app_key"))
            #expect(!continuation.token.contains("APP_ID") && !continuation.token.contains("app_id"))
            #expect(continuation.token.contains("_cont="))
        }
    }

    @Test("recipe-single: `4.0` reads as 4, `<unit>` and null measures, instructionLines become steps")
    func singleRecipe() throws {
        struct Envelope: Decodable { var recipe: EdamamRecipe }
        let recipe = try JSONDecoder().decode(Envelope.self, from: try Self.data("recipe-single.json")).recipe
        let meal = try #require(recipe.recipe)
        #expect(meal.id == "recipe_f2de3b23411c7bb4f49b623e80b109ac")
        #expect(meal.name == "All-Purpose Croutons")
        #expect(meal.yield?.servings == 4)
        #expect(meal.times.total == 20)
        #expect(abs((meal.nutrition.caloriesPerServing ?? 0) - 556.482 / 4) < 0.001)
        #expect(meal.origin.source == .edamam && meal.reference == "edamam:recipe_f2de3b23411c7bb4f49b623e80b109ac")
        // "2 hamburger or hotdog buns": quantity 2.0, measure "<unit>" → a bare count.
        #expect(meal.ingredients.first == Ingredient(name: "hotdog buns", measure: "2"))
        #expect(meal.ingredients.contains(Ingredient(name: "unsalted butter", measure: "3 tablespoons")))
        // "kosher salt": quantity 0.0, measure null → no measure at all.
        #expect(meal.ingredients.contains(Ingredient(name: "kosher salt", measure: "")))
        #expect(meal.stepTexts.prefix(2) == ["Heat oven to 375 degrees F.", "Cut the buns into 1-inch pieces and place on a baking sheet lined with parchment paper or aluminum foil."])
        #expect(!meal.stepTexts.contains { $0.contains("steps are on") })
    }

    @Test("the partial carrot limeade: 21 fields, an image URL without extension, no instructions")
    func partialRecipe() throws {
        let recipe = try JSONDecoder().decode(EdamamRecipe.self, from: try Self.data("recipe-partial-carrot-limeade.json"))
        let meal = try #require(recipe.recipe)
        #expect(meal.name == "Carrot Limeade")
        #expect(meal.ingredients.first == Ingredient(name: "carrot juice", measure: "16 ounces"))
        #expect(meal.thumbnailURL?.path.hasSuffix("-m") == true, "SMALL, whose link has no extension")
        #expect(meal.steps.isEmpty, "the screen names the page instead")
        #expect(meal.origin == RecipeOrigin(source: .edamam, url: URL(string: "https://www.marthastewart.com/1547130/carrot-limeade"),
                                            author: "Martha Stewart"))
        #expect(meal.labels.first == "Vegan")
        #expect(meal.tags.isEmpty, "no diet labels")
        #expect(meal.nutrition.caloriesPerServing.map { $0 > 0 && $0 < 100 } == true, "calories over 8 servings")
    }

    @Test("quirks: LARGE often absent, two recipes with one label stay two, non-ASCII survives")
    func quirks() throws {
        let oranges = try EdamamSearchResponse.decode(try Self.data("search-oranges.json")).hits.compactMap(\.recipe)
        let cinnamon = oranges.filter { $0.name == "Cinnamon Oranges" }
        #expect(cinnamon.count == 2)
        #expect(Set(cinnamon.map(\.id)).count == 2)
        #expect(oranges.contains { $0.name == "Oranges Soufflées" })
        #expect(oranges.first { $0.name == "Oranges Soufflées" }?.times.total == 0.5, "fractional totalTime kept")
        #expect(oranges.first { $0.name == "Oranges In Saffron" }?.times.total == nil, "totalTime 0 means unknown")
        let raw = try Self.rawRecipes("search-oranges.json")
        let withoutLarge = raw.filter { ($0["images"] as? [String: Any])?["LARGE"] == nil }
        #expect(!withoutLarge.isEmpty)
        #expect(oranges.allSatisfy { $0.thumbnailURL?.path.contains("-m") == true }, "SMALL is always there")
        let chicken = try EdamamSearchResponse.decode(try Self.data("search-chicken.json"))
        #expect(chicken.hits.count == 7, "the 7th hit has no _links and is still read")
        #expect(chicken.hits.compactMap(\.recipe).first?.area == "Italian")
        #expect(chicken.hits.compactMap(\.recipe).first?.category == "Main Course")
    }

    @Test("measures: whole numbers bare, common fractions, decimals trimmed, plurals")
    func measures() {
        #expect(EdamamRecipe.measure(quantity: 4.0, unit: "cup") == "4 cups")
        #expect(EdamamRecipe.measure(quantity: 4, unit: "cup") == "4 cups")
        #expect(EdamamRecipe.measure(quantity: 0.5, unit: "cup") == "1/2 cup")
        #expect(EdamamRecipe.measure(quantity: 1.5, unit: "teaspoon") == "1 1/2 teaspoons")
        #expect(EdamamRecipe.measure(quantity: 28.2499999995224, unit: "gram") == "28.25 grams")
        #expect(EdamamRecipe.measure(quantity: 2, unit: "pinch") == "2 pinches")
        #expect(EdamamRecipe.measure(quantity: 1, unit: "<unit>") == "1")
        #expect(EdamamRecipe.measure(quantity: 0, unit: "<unit>") == "")
        #expect(EdamamRecipe.measure(quantity: 3, unit: nil) == "3")
        // A server's quantity past what Int holds prints its digits rather than crashing.
        #expect(EdamamRecipe.measure(quantity: 1e20, unit: "cup") == "100000000000000000000 cups")
        let huge = EdamamRecipe.measure(quantity: 1e300, unit: nil)
        #expect(huge.count == 301 && huge.hasPrefix("1000000000000000") && huge.allSatisfy(\.isWholeNumber))
    }

    @Test("an Edamam meal round-trips through the favorites' index and recipe file forms; TheMealDB's gains no keys")
    func roundTrip() throws {
        let recipe = try JSONDecoder().decode(EdamamRecipe.self, from: try Self.data("recipe-partial-carrot-limeade.json"))
        let meal = try #require(recipe.recipe)
        let favorite = Favorite(recipe: meal, source: .edamam, savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let decoded = try JSONDecoder().decode(Favorite.self, from: try JSONEncoder().encode(favorite))
        #expect(decoded == favorite)
        // The recipe file holds the meal's own wire form: all of Edamam's extra fields come back.
        #expect(try JSONDecoder().decode(Recipe.self, from: try JSONEncoder().encode(meal)) == meal)
        let plain = Recipe(id: "52772", name: "Teriyaki Chicken Casserole")
        let text = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        #expect(!text.contains("sous"), "no extra keys on a TheMealDB record")
    }
}
