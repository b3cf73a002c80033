import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// Screens rendered at a fixed width from the real catalogue, compared with golden text under
/// Fixtures/golden/. Run with SOUS_UPDATE_GOLDEN=1 to rewrite them after an intended change, and
/// read the diff.
@Suite("Screens")
struct ScreenRendererTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden")

    let catalog = OfflineCatalog()
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    private func assertGolden(_ name: String, _ screens: [Screen], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = screens.flatMap(renderer.render).map(\.plainText).joined(separator: "\n") + "\n"
        let url = Self.goldenDirectory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["SOUS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "screen \(name) differs from Fixtures/golden/\(name).txt", sourceLocation: sourceLocation)
    }

    @Test("a listing: header with source, count and page; numbered rows; ★ on favorites")
    func listing() async throws {
        let beef = try await catalog.meals(matching: .category("Beef"))
        let page2 = Listing(source: .category("Beef"), items: beef, page: 2, pageSize: 10)
        try assertGolden("listing-beef-page2", [.listing(page2, favoriteIDs: [beef[12].id])])
    }

    @Test("a long name gives way to the start of its detail, down to half the row; a short one keeps all of it")
    func longNameKeepsItsDetail() {
        let long = MealSummary(id: "1", name: "Beef Banh Mi Bowls with Sriracha Mayo, Carrot & Pickled Cucumber")
        let short = MealSummary(id: "2", name: "Bistek")
        let listing = Listing(source: .pantry, items: [long, short], pageSize: 10,
                              details: ["3/8 · missing: beef, lemon, onion", "3/8 · missing: beef, lemon, onion, olive oil, salt"])
        let rows = renderer.render(.listing(listing, favoriteIDs: [])).map(\.plainText)
        #expect(rows[1] == "   1  Beef Banh Mi Bowls with Sriracha Mayo, Carrot & Pickle… · 3/8 · missing:…")
        #expect(rows[2] == "   2  Bistek · 3/8 · missing: beef, lemon, onion, olive oil, salt")
        let narrow = ScreenRenderer(width: 40, utcOffset: .utc).render(.listing(listing, favoriteIDs: [])).map(\.plainText)
        #expect(narrow[1] == "   1  Beef Banh Mi Bow… · 3/8 · missing…", "the name keeps half the row")
        #expect(rows.allSatisfy { TextLayout.displayWidth($0) <= 80 } && narrow.allSatisfy { TextLayout.displayWidth($0) <= 40 })
    }

    @Test("a recipe: meta, aligned ingredients, numbered wrapped steps, links")
    func recipe() async throws {
        // 52772 has "STEP n" markers and \r\n paragraphs; 53085-range meals carry ▢ boxes.
        let teriyaki = try #require(try await catalog.meal(id: "52772"))
        try assertGolden("recipe-52772", [.recipe(teriyaki, isFavorite: true)])
    }

    @Test("categories numbered A to Z with meal counts and descriptions cut at a word, cuisines in columns, help")
    func lists() async throws {
        let categories = try await catalog.categories().sorted { $0.name < $1.name }
        let counts = Dictionary(grouping: await catalog.outlines().compactMap(\.category), by: { $0 }).mapValues(\.count)
        try assertGolden("categories", [.categories(categories, mealCounts: counts, countsFromCatalogue: false)])
        let narrow = ScreenRenderer(width: 60, utcOffset: .utc)
        let live = narrow.render(.categories(categories, mealCounts: counts, countsFromCatalogue: true)).map(\.plainText)
        #expect(live.first == " 14 categories · A–Z · counts from the offline catalogue")
        #expect(live[1].hasPrefix("    1  Beef            75 meals  Beef is"))
        for (row, category) in zip(live.dropFirst(), categories) {
            #expect(TextLayout.displayWidth(row) <= 60, "[\(row)]")
            // Cut after a whole word of the description: the word before "…" is one of its words.
            if row.hasSuffix("…") {
                let lastWord = String(row.dropLast().split(separator: " ").last ?? "")
                #expect(category.description.split(separator: " ").map(String.init).contains(lastWord), "[\(row)]")
            }
        }
        try assertGolden("areas", [.areas(try await catalog.areas())])
        try assertGolden("help", [.help(topic: nil), .help(topic: "open")])
    }

    @Test("every recipe in the catalogue renders within the width, with no control characters")
    func everyRecipeFits() async throws {
        let narrow = ScreenRenderer(width: 60, utcOffset: .utc)
        for meal in try await catalog.allMeals() {
            for line in narrow.render(.recipe(meal, isFavorite: false)) {
                let text = line.plainText
                #expect(TextLayout.displayWidth(text) <= 60 || text.contains("http"), "\(meal.id): [\(text)] \(TextLayout.displayWidth(text))")
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(meal.id)")
            }
        }
    }

    @Test("a recipe's steps are numbered from 1 under their sections' headings")
    func stepsOnScreen() {
        let meal = Recipe(id: "1", name: "Lamb", steps: [
            RecipeStep("Brown the lamb."), RecipeStep("Mix the yoghurt.", section: "For the sauce"),
            RecipeStep(paragraphs: ["Chill it well.", "Serve cold."], section: "For the sauce"),
        ])
        let text = ScreenRenderer(width: 60, utcOffset: .utc).render(.recipe(meal, isFavorite: false))
            .filter { !$0.isHint }.map(\.plainText)
        #expect(Array(text.suffix(6)) == [
            "   1. Brown the lamb.", "", "   For the sauce", "   2. Mix the yoghurt.", "   3. Chill it well.", "      Serve cold.",
        ])
    }

    @Test("help and every help <command> fit 80 columns")
    func helpFitsEightyColumns() {
        let renderer = ScreenRenderer(width: 80, utcOffset: .utc)
        for topic in [nil] + CommandSpec.all.map(\.name) {
            for line in renderer.render(.help(topic: topic)).map(\.plainText) {
                #expect(TextLayout.displayWidth(line) <= 80, "help \(topic ?? ""): [\(line)]")
            }
        }
    }

    @Test("a measure's inner runs of spaces show as one, on the recipe and in the steps: the data's 1  bunch reads 1 bunch")
    func measuresSingleSpaced() async throws {
        let salad = try #require(try await OfflineCatalog().meal(id: "52777"))
        #expect(salad.ingredients.contains { $0.measure == "1  bunch" }, "the catalogue's data, as it is")
        let recipe = renderer.render(.recipe(salad, isFavorite: false)).map(\.plainText)
        #expect(recipe.contains("   1 bunch        fresh basil"), "\(recipe)")
        #expect(recipe.contains("   3 tablespoons  extra virgin olive oil"), "\(recipe)")
        #expect(!recipe.contains { $0.contains("1  bunch") || $0.contains("3  tablespoons") })
        let steps = CookingSteps(meal: salad)
        let basil = try #require(steps.steps.first { $0.ingredients.contains { $0.name == "fresh basil" } })
        let step = renderer.render(.cooking(.step(basil, of: steps.count, meal: salad.name, scale: 1, units: .original))).map(\.plainText)
        #expect(step.contains { $0.hasPrefix("   1 bunch ") && $0.hasSuffix("fresh basil") }, "\(step)")
        #expect(!step.contains { $0.contains("1  bunch") })
    }

    @Test("a recipe shows its id after the title, and ends with a hint of what to do next")
    func recipeIdAndNextActions() {
        let renderer = ScreenRenderer(width: 60, utcOffset: .utc)
        let meal = Recipe(id: "52772", name: "Teriyaki Chicken Casserole", instructions: "Bake.")
        let lines = renderer.render(.recipe(meal, isFavorite: false))
        #expect(lines.first?.plainText == " Teriyaki Chicken Casserole · id 52772")
        #expect(lines.first?.spans.last == Span(" · id 52772", .dim))
        #expect(lines.last == StyledLine(" fav · shop add · scale 2 · export", .hint))
        let saved = renderer.render(.scaledRecipe(meal, isFavorite: true, scale: 2, units: .original))
        #expect(saved.last == StyledLine(" unfav · shop add · scale 1 · export", .hint))
        // A title that fills the row leaves the id a row of its own, never past the edge.
        let long = Recipe(id: "52772", name: String(repeating: "Casserole ", count: 6).trimmingCharacters(in: .whitespaces))
        let rows = renderer.render(.recipe(long, isFavorite: true)).map(\.plainText)
        #expect(rows.allSatisfy { TextLayout.displayWidth($0) <= 60 }, "\(rows)")
        #expect(rows.contains { $0.hasSuffix("id 52772") })
    }
}

@Suite("Terminal text sanitiser")
struct TerminalTextTests {
    @Test("escape sequences, controls and bidi overrides are removed; text stays", arguments: [
        ("plain café 日本 🍲 ½", "plain café 日本 🍲 ½"),
        ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
        ("clip \u{1B}]52;c;ZXZpbA==\u{07}board", "clip board"),
        ("link \u{1B}]8;;http://evil\u{1B}\\here\u{1B}]8;;\u{1B}\\", "link here"),
        ("dcs \u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcs end"),
        ("c1 \u{9B}31mcsi", "c1 csi"),
        ("bidi \u{202E}txet\u{202C} \u{2066}x\u{2069}", "bidi txet x"),
        ("bell\u{07} del\u{7F} nul\u{00}", "bell del nul"),
        ("keeps\nnewline\tand tab", "keeps\nnewline\tand tab"),
        ("reset \u{1B}c title \u{1B}(B", "reset  title "),
        ("trailing escape \u{1B}", "trailing escape "),
    ])
    func sanitises(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }

    @Test("one-line form turns newlines and tabs into spaces")
    func oneLine() {
        #expect(TerminalText.sanitizedLine("a\r\nb\tc\nd") == "a b c d")
    }
}
