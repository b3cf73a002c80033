import Foundation
import MealKit
import Testing
@testable import SousCore

/// The shopping list, scaled recipe and pantry screens from the real catalogue at 80 columns, against golden text under Fixtures/golden/
/// (SOUS_UPDATE_GOLDEN=1 rewrites them; read the diff).
@Suite("Screens: shopping list, scaled recipe, pantry")
struct ShoppingPantryScreenTests {
    let catalog = OfflineCatalog()
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    private func assertGolden(_ name: String, _ screens: [Screen], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenScreen.check(name, screens, renderer: renderer, sourceLocation: sourceLocation)
    }

    @Test("the shopping list: merged, under its aisles, alphabetical within each, numbered, ticked items marked; also in US units")
    func shoppingList() async throws {
        let teriyaki = try #require(try await catalog.meal(id: "52772"))
        let pelua = try #require(try await catalog.meals(startingWith: "A").first { $0.name == "Arepa pelua" })
        var list = ShoppingList(meals: [teriyaki, pelua])
        let garlic = try #require(list.items.firstIndex { $0.key == "garlic" })
        list.setChecked(list.items[garlic].key, true)
        try assertGolden("shopping-list", [.shopping(.list(list, units: .original))])
        try assertGolden("shopping-list-us", [.shopping(.list(list, units: .us))])
    }

    @Test("a long item name is whole at 80 columns, its amount in the column beside it; cut only where there is no room")
    func longItemNames() {
        let pies = Recipe(id: "1", name: "Pies", ingredients: [
            Ingredient(name: "ready rolled shortcrust pastry", measure: "450g"), Ingredient(name: "Egg", measure: "1"),
        ])
        let list = ShoppingList(meals: [pies])
        let wide = renderer.render(.shopping(.list(list, units: .original))).map(\.plainText)
        #expect(wide.contains("   2    ready rolled shortcrust pastry  450 g"), "\(wide)")
        let narrow = ScreenRenderer(width: 40, utcOffset: .utc).render(.shopping(.list(list, units: .original))).map(\.plainText)
        #expect(narrow.contains("   2    ready rolled shor…  450 g"), "\(narrow)")
        #expect(narrow.allSatisfy { TextLayout.displayWidth($0) <= 40 }, "no row overflows: \(narrow)")
    }

    @Test("a recipe scaled ×2, and halved in metric: measures scaled, unread ones starred")
    func scaledRecipe() async throws {
        let teriyaki = try #require(try await catalog.meal(id: "52772"))
        try assertGolden("recipe-52772-x2", [.scaledRecipe(teriyaki, isFavorite: false, scale: 2, units: .original)])
        let pelua = try #require(try await catalog.meals(startingWith: "A").first { $0.name == "Arepa pelua" })
        try assertGolden("recipe-arepa-half-metric", [.scaledRecipe(pelua, isFavorite: false, scale: 0.5, units: .metric)])
    }

    @Test("amounts as a cook measures: scaled ×⅓, tablespoons by the half, eggs whole")
    func cookMeasures() async throws {
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        #expect(renderer.scalingLine(scale: 1.0 / 3, units: .original)?.plainText == " scaled ×⅓")
        #expect(renderer.scalingLine(scale: 0.5, units: .original)?.plainText == " scaled ×0.5")
        // 1 tsp paprika ×7.875 is 2⅝ tbsp, which no spoon measures.
        #expect(renderer.measureText("1 tsp", scale: 7.875, units: .original) == "2½ tbsp")
        let meal = try #require(try await catalog.meal(id: "52767"))
        let egg = try #require(meal.ingredients.first { $0.name.lowercased().contains("egg") })
        #expect(egg.measure == "1")
        #expect(renderer.measureText(egg.measure, scale: 1.5, units: .original, name: egg.name) == "2")
        #expect(renderer.measureText("1", scale: 1.5, units: .original, name: "Onion") == "1½", "half an onion is fine")
        let screen = renderer.render(.scaledRecipe(meal, isFavorite: false, scale: 1.5, units: .original)).map(\.plainText)
        #expect(screen.contains { $0.hasPrefix("   2 ") && $0.lowercased().hasSuffix("free-range egg, beaten") })
    }

    @Test("cook's listing shows the share covered and what is missing; the pantry in columns")
    func cookAndPantry() async throws {
        let pantry = ["eggs", "flour", "milk", "sugar", "butter"]
        let matches = PantryMatch.rank(try await catalog.allMeals(), pantry: pantry)
        var session = Session(state: SessionState())
        let effects = session.handle(.loaded(.pantry(.matches(matches))))
        let screens = effects.compactMap { effect -> Screen? in if case .show(let screen) = effect { screen } else { nil } }
        try assertGolden("cook-pantry", screens + [.pantry(.items(pantry))])
    }
}
