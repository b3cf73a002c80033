import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `export --cooklang`, `export --schema` and their file names: what is asked, what is written, and
/// that what is written reads back as the recipe on screen, at its scale and in its units.
@Suite("Export: Cooklang and schema.org")
struct ExportFormatsTests {
    typealias F = SessionFixtures

    /// A cookbook recipe: its steps show the amounts they use ("the butter (30 g)").
    static let risotto = Recipe(cooklang: CooklangParser.parse("""
        ---
        title: Weeknight Risotto
        servings: 4
        source: https://example.org/risotto
        ---

        Melt @butter{30%g} in a #large pan{} and soften the @onion{1}(finely chopped) for ~{5%minutes}.

        Add @arborio rice{320%g} and @stock{1%l}, then @butter{20%g}. Stir ~stirring{18%minutes}, boil ~eggs{3%min}.
        """), path: "Risotto.cook")

    @Test("the format: --cooklang, --schema, --json, or the file's extension; a flag wins over the extension")
    func formats() throws {
        func parsed(_ line: String) throws -> ExportRequest {
            guard case .export(let request) = try #require(CommandParser.parse(line)).get() else {
                Issue.record("not an export: \(line)")
                return ExportRequest()
            }
            return request
        }
        #expect(try parsed("export --cooklang") == ExportRequest(format: .cooklang))
        #expect(try parsed("export 3 --schema") == ExportRequest(item: 3, format: .schema))
        #expect(try parsed("export ~/Risotto.cook") == ExportRequest(path: "~/Risotto.cook", format: .cooklang))
        #expect(try parsed("export 2 share.HTML -f") == ExportRequest(item: 2, path: "share.HTML", format: .schema, force: true))
        #expect(try parsed("export r.jsonld") == ExportRequest(path: "r.jsonld", format: .schema))
        #expect(try parsed("export r.json") == ExportRequest(path: "r.json", format: .json))
        #expect(try parsed("export ~/my.recipes/x") == ExportRequest(path: "~/my.recipes/x", format: .markdown))
        #expect(try parsed("export --markdown x.cook") == ExportRequest(path: "x.cook", format: .markdown))
        #expect(try parsed("export --schema x.json") == ExportRequest(path: "x.json", format: .schema))
        #expect(try parsed("export --schema -") == ExportRequest(path: "-", format: .schema))
    }

    @Test("export --cooklang prints Cooklang, a .cook file or a folder gets it, --schema JSON-LD or a page")
    func effects() {
        let meal = F.meal("52772", "Teriyaki")
        var store = F.store(SessionState(openMeal: meal))
        store.send(.export(ExportRequest(format: .cooklang)), effects: [.show(.document(RecipeExport.cooklang(meal)))])
        store.send(.export(ExportRequest(format: .schema)), effects: [.show(.document(RecipeExport.schema(meal)))])
        // "-" prints, as other tools take it, instead of writing a file named "-".
        store.send(.export(ExportRequest(path: "-", format: .schema)), effects: [.show(.document(RecipeExport.schema(meal)))])
        store.send(.export(ExportRequest(path: "~/t.cook", format: .cooklang)), effects: [
            .export(.write(path: "~/t.cook", contents: RecipeExport.cooklang(meal), replacing: false, mealName: "Teriyaki", fileName: "Teriyaki.cook")),
        ])
        store.send(.export(ExportRequest(path: "~/shared", format: .schema)), effects: [
            .export(.write(path: "~/shared", contents: RecipeExport.schema(meal), replacing: false, mealName: "Teriyaki", fileName: "Teriyaki.jsonld")),
        ])
        store.send(.export(ExportRequest(path: "~/t.html", format: .schema, force: true)), effects: [
            .export(.write(path: "~/t.html", contents: RecipeExport.schemaPage(meal), replacing: true, mealName: "Teriyaki", fileName: "Teriyaki.jsonld")),
        ])
        #expect(RecipeExport.schemaPage(meal).contains(#"<script type="application/ld+json">"#))
    }

    @Test("a cookbook recipe exported at ×2 reads back doubled: each step's share too, the steps' words kept")
    func scaledCookbookRoundTrip() throws {
        let text = RecipeExport.cooklang(Self.risotto, scale: 2)
        #expect(text.contains("Melt @butter{60%g} in a #large pan{} and soften the @onion{2}(finely chopped) for ~{5%minutes}."))
        #expect(text.contains("servings: 8"))
        let again = Recipe(cooklang: CooklangParser.parse(text), path: "Risotto.cook")
        let expected = Self.risotto.exported(scale: 2, units: .original)
        #expect(again.ingredients.map(\.name) == expected.ingredients.map(\.name))
        #expect(again.ingredients.map(\.measure) == ["100 g", "2 (finely chopped)", "640 g", "2 L"])
        #expect(again.yield == RecipeYield(amount: 8))
        #expect(again.steps[0].text == "Melt butter (60 g) in a large pan and soften the onion (2) for 5 minutes.")
        #expect(again.steps.map(\.timers) == Self.risotto.steps.map(\.timers))
        #expect(again.cookware == Self.risotto.cookware)
    }

    @Test("every TheMealDB recipe exported as Cooklang, as written and at ×2 in metric, reads back as on screen; a page too")
    func scaledCatalogueRoundTrip() async throws {
        let meals = try await OfflineCatalog().allMeals()
        #expect(meals.count > 500)
        for (index, meal) in meals.enumerated() {
            let asWritten = Recipe(cooklang: CooklangParser.parse(RecipeExport.cooklang(meal)), path: "m.cook")
            #expect(CooklangRoundTrip.differences(meal, asWritten) == [], "\(meal.name)")
            let shown = meal.exported(scale: 2, units: .metric)
            #expect(!shown.ingredients.contains { $0.measure.hasSuffix(" *") }, "\(meal.name)")
            let cooked = Recipe(cooklang: CooklangParser.parse(RecipeExport.cooklang(meal, scale: 2, units: .metric)), path: "m.cook")
            #expect(CooklangRoundTrip.differences(shown, cooked) == [], "\(meal.name)")
            // Thai Green Curry's "Lime" measured "2 fresh kaffir leaves" is read as kaffir lime leaves only with
            // the two apart; a page's one line of text cannot keep them apart (the one recipe of 552 that differs).
            guard index < 100, meal.name != "Thai Green Curry" else { continue }
            let paged = try RecipePageReader.recipe(in: Data(RecipeExport.schemaPage(meal, scale: 2, units: .metric).utf8))
            #expect(CooklangRoundTrip.differences(shown, paged) == [], "\(meal.name)")
        }
    }
}
