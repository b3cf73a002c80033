import Testing
@testable import MealKit

/// `cook` and `with` over the bundled catalogue read its names' foods from a table written at build time
/// (`CatalogFoodWords`); the pantry must see the same foods as if each name were parsed now.
@Suite("The catalogue's food words")
struct CatalogFoodWordsTests {
    @Test("every ingredient name of the catalogue has the foods the parser reads in it now")
    func tableAgreesWithTheParser() async {
        let names = Set(await OfflineCatalog().outlines().flatMap { $0.foldedIngredientNames })
        #expect(names.count > 500)
        var stale: [String] = []
        for name in names.sorted() where CatalogFoodWords.words(ofFolded: name) != PantryMatch.foodWords(name) {
            stale.append("\(name): table \(CatalogFoodWords.words(ofFolded: name) ?? []), parser \(PantryMatch.foodWords(name))")
        }
        #expect(stale.isEmpty, """
            CatalogFoodWords is stale; regenerate it: swift run sous-bench catalog-food-words > \
            Sources/MealKit/Providers/MealDB/Catalog/CatalogFoodWords+Records.swift
            \(stale.prefix(10).joined(separator: "\n"))
            """)
    }

    @Test("a name the catalogue does not use is not in the table, and is read by the parser")
    func otherNames() {
        #expect(CatalogFoodWords.words(ofFolded: "dragon fruit ketchup from mars") == nil)
        #expect(CatalogFoodWords.words(ofFolded: "chicken stock") == ["chicken", "stock"])
        #expect(PantryMatch.covers(["chicken"], "Chicken Thighs"))
        #expect(!PantryMatch.covers(["chicken"], "Chicken Stock"))
    }
}
