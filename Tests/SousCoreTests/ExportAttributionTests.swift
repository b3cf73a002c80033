import FoundationEssentials
import MealKit
import SousCore
import Testing

/// An exported recipe ends by saying whose it is, from where it came: not "via TheMealDB" for a page
/// the user imported or a recipe of their own.
@Suite("Export attribution")
struct ExportAttributionTests {
    private static func export(_ origin: RecipeOrigin) -> String {
        RecipeExport.markdown(Recipe(id: "x", name: "Soup", origin: origin, ingredients: [Ingredient(name: "Water", measure: "1 l")]))
    }

    @Test("each source's recipe is credited to whom it belongs")
    func credits() {
        #expect(Self.export(RecipeOrigin(source: .mealdb)).hasSuffix("*Recipe data and images © their owners via TheMealDB*\n"))
        #expect(Self.export(RecipeOrigin(source: .edamam, author: "Serious Eats")).hasSuffix("*Recipe © Serious Eats via Edamam*\n"))
        #expect(Self.export(RecipeOrigin(source: .web, url: URL(string: "https://example.com/soup"), author: "Ann"))
            .hasSuffix("*Recipe © Ann, from example.com*\n"))
        #expect(Self.export(RecipeOrigin(source: .cookbook, url: URL(string: "https://example.com/soup")))
            .hasSuffix("*Recipe © its author, from example.com*\n"))
    }

    @Test("a recipe of the user's own, with no source page or author, has no credit line")
    func ownRecipe() {
        let text = Self.export(RecipeOrigin(source: .cookbook))
        #expect(!text.contains("TheMealDB"))
        #expect(!text.contains("©"))
    }
}
