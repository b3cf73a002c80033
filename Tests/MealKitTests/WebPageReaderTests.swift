import Foundation
import Testing
@testable import MealKit

/// Reading the recipe a page publishes, on small pages written here, one for each way real sites
/// write it: what a user gets after `import`.
@Suite("Web page reader")
struct WebPageReaderTests {
    static func read(_ html: String, url: String? = "https://example.com/risotto") throws -> Recipe {
        try RecipePageReader.recipe(in: Data(html.utf8), url: url.flatMap(URL.init(string:)))
    }

    static func page(jsonLD: String, body: String = "") -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>
        <script type="application/ld+json">\(jsonLD)</script></head><body>\(body)</body></html>
        """
    }

    static let recipeFields = """
        "name": "Mushroom Risotto", "description": "Creamy.", "author": {"@type": "Person", "name": "Ann Cook"},
        "image": ["https://example.com/r.jpg"], "recipeYield": ["4", "4 servings"],
        "prepTime": "PT10M", "cookTime": "PT30M", "totalTime": "PT40M",
        "recipeIngredient": ["2 cups arborio rice", "1 onion, finely chopped", "salt to taste"],
        "recipeInstructions": [{"@type": "HowToStep", "text": "Fry the onion."}, {"@type": "HowToStep", "text": "Add the rice."}],
        "keywords": "rice, italian, comfort", "recipeCategory": "Dinner", "recipeCuisine": "Italian",
        "nutrition": {"@type": "NutritionInformation", "calories": "420 kcal"}
        """

    @Test("a top-level Recipe object: every field in sous's model")
    func topLevel() throws {
        let recipe = try Self.read(Self.page(jsonLD: #"{"@context": "https://schema.org", "@type": "Recipe", \#(Self.recipeFields)}"#))
        #expect(recipe.name == "Mushroom Risotto")
        #expect(recipe.about == "Creamy.")
        #expect(recipe.origin == RecipeOrigin(source: .web, url: URL(string: "https://example.com/risotto"), author: "Ann Cook"))
        #expect(recipe.reference == "web:https://example.com/risotto")
        #expect(recipe.thumbnailURL == URL(string: "https://example.com/r.jpg"))
        #expect(recipe.yield == RecipeYield(amount: 4))
        #expect(recipe.times == RecipeTimes(prep: 10, cook: 30, total: 40))
        #expect(recipe.ingredients == [Ingredient(name: "arborio rice", measure: "2 cups"),
                                       Ingredient(name: "onion, finely chopped", measure: "1"),
                                       Ingredient(name: "salt to taste", measure: "")])
        #expect(recipe.steps == [RecipeStep("Fry the onion."), RecipeStep("Add the rice.")])
        #expect(recipe.tags == ["rice", "italian", "comfort", "Dinner"])
        #expect(recipe.category == "Dinner")
        #expect(recipe.area == "Italian")
        #expect(recipe.nutrition.caloriesPerServing == 420)
    }

    @Test("lines as Saveur and others write them keep their amounts: a fraction slash, a count before 'medium garlic cloves', kinds listed with commas, 'TB', 'level tbsp.'")
    func amountsOfTypesetLines() throws {
        let lines = #"["1⁄4 tsp. saffron, lightly ground", "4 medium garlic cloves, finely chopped (1 Tbsp.)", "10 boneless, skinless chicken thighs (2 lb. 3 oz.), halved", "1 TB butter", "1 level tbsp. flour", "2 cups of milk", "pinch of salt"]"#
        let recipe = try Self.read(Self.page(jsonLD: #"{"@type": "Recipe", "name": "Tahcheen", "recipeIngredient": \#(lines)}"#))
        #expect(recipe.ingredients == [Ingredient(name: "saffron, lightly ground", measure: "1⁄4 tsp."),
                                       Ingredient(name: "medium garlic cloves, finely chopped (1 Tbsp.)", measure: "4"),
                                       Ingredient(name: "boneless, skinless chicken thighs (2 lb. 3 oz.), halved", measure: "10"),
                                       Ingredient(name: "butter", measure: "1 TB"), Ingredient(name: "flour", measure: "1 level tbsp."),
                                       Ingredient(name: "milk", measure: "2 cups"), Ingredient(name: "pinch of salt", measure: "")])
        let read = recipe.ingredients.map { IngredientParser.parse(name: $0.name, measure: $0.measure) }
        #expect(read.map(\.food) == ["saffron", "garlic", "boneless skinless chicken thigh", "butter", "flour", "milk", "salt"])
        #expect(read.map { $0.quantity?.amount } == [0.25, 4, 10, 1, 1, 2, nil])
        #expect(read.map { $0.quantity?.unit?.symbol } == ["tsp", "clove", nil, "tbsp", "tbsp", "cup", nil])
    }

    @Test("the recipe inside @graph, beside the page's other things")
    func graph() throws {
        let recipe = try Self.read(Self.page(jsonLD: """
            {"@context": "https://schema.org", "@graph": [{"@type": "WebSite", "name": "Site"},
             {"@type": "Article", "name": "Not this"}, {"@type": "Recipe", \(Self.recipeFields)}]}
            """))
        #expect(recipe.name == "Mushroom Risotto")
        #expect(recipe.ingredients.count == 3)
    }

    @Test("a top-level list, @type as a list in odd case, and mainEntity")
    func listsAndMainEntity() throws {
        let list = try Self.read(Self.page(jsonLD: #"[{"@type": "BreadcrumbList"}, {"@type": ["NewsArticle", "RECIPE"], \#(Self.recipeFields)}]"#))
        #expect(list.name == "Mushroom Risotto")
        let main = try Self.read(Self.page(jsonLD: #"{"@type": "WebPage", "mainEntity": {"@type": "http://schema.org/Recipe", \#(Self.recipeFields)}}"#))
        #expect(main.steps.count == 2)
    }

    @Test("JSON sites write: trailing commas, comments, CDATA, raw line breaks, \\' escapes")
    func badJSON() throws {
        let recipe = try Self.read(Self.page(jsonLD: """
            // <![CDATA[
            /* the recipe */ {"@type": "Recipe", "name": "Tom's
            Soup", "recipeIngredient": ["1 leek", "2 potatoes",], "recipeInstructions": "Chop.\\nBoil.",
            "description": "It\\'s good",}
            // ]]>
            """))
        #expect(recipe.name == "Tom's Soup")
        #expect(recipe.about == "It's good")
        #expect(recipe.ingredients.map(\.name) == ["leek", "potatoes"])
        #expect(recipe.steps.map(\.text) == ["Chop.", "Boil."])
    }

    @Test("entities, escaped twice; tags stripped; whitespace collapsed; control and bidi characters removed")
    func text() throws {
        let recipe = try Self.read(Self.page(jsonLD: """
            {"@type": "Recipe", "name": "Mac &amp;amp; Cheese &#8211; the \\u001b[31mbest\\u202e",
             "recipeIngredient": ["&frac12; cup  <b>milk</b>", "2 cups cheddar, ((grated))"],
             "recipeInstructions": [{"@type": "HowToStep", "text": "<p>Boil&nbsp;the\\n   pasta.</p>"}]}
            """))
        #expect(recipe.name == "Mac & Cheese – the best")
        #expect(recipe.ingredients.map { $0.measure + "|" + $0.name } == ["½ cup|milk", "2 cups|cheddar, (grated)"])
        #expect(recipe.steps.map(\.text) == ["Boil the pasta."])
    }

    @Test("HowToSection headings become the sections of their steps; a step's name heads it unless a bare label")
    func sections() throws {
        let recipe = try Self.read(Self.page(jsonLD: """
            {"@type": "Recipe", "name": "Cake", "recipeIngredient": ["1 egg"], "recipeInstructions": [
              {"@type": "HowToSection", "name": "The sponge", "itemListElement": [
                {"@type": "HowToStep", "name": "Step 1", "text": "Whisk."},
                {"@type": "HowToStep", "name": "Bake it", "text": "Into the oven."}]},
              {"@type": "HowToSection", "name": "The icing", "itemListElement": [[{"@type": "HowToStep", "text": "Stir."}]]}]}
            """))
        #expect(recipe.steps == [RecipeStep("Whisk.", section: "The sponge"),
                                 RecipeStep(paragraphs: ["Bake it", "Into the oven."], section: "The sponge"),
                                 RecipeStep("Stir.", section: "The icing")])
    }

    @Test("microdata alone, through the HTML parser")
    func microdata() throws {
        let recipe = try Self.read("""
            <html><body><div itemscope itemtype="http://schema.org/Recipe">
            <h1 itemprop="name">Pancakes</h1><img itemprop="image" src="/p.jpg">
            <span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Jo</span></span>
            <meta itemprop="totalTime" content="PT20M"><span itemprop="recipeYield">Makes 8</span>
            <ul><li itemprop="recipeIngredient">200 g <b>flour</b></li><li itemprop="recipeIngredient">2 eggs</li></ul>
            <ol itemprop="recipeInstructions"><li>Mix.</li><li>Fry.</li></ol></div></body></html>
            """)
        #expect(recipe.name == "Pancakes")
        #expect(recipe.thumbnailURL == URL(string: "https://example.com/p.jpg"))
        #expect(recipe.origin.author == "Jo")
        #expect(recipe.times.total == 20)
        #expect(recipe.yield == RecipeYield(amount: 8))
        #expect(recipe.ingredients.map { $0.measure + "|" + $0.name } == ["200 g|flour", "2|eggs"])
        #expect(recipe.steps.map(\.text) == ["Mix.", "Fry."])
    }

    @Test("JSON-LD and microdata on one page: what only the microdata says is added")
    func both() throws {
        let recipe = try Self.read(Self.page(
            jsonLD: #"{"@type": "Recipe", "name": "Stew", "recipeIngredient": ["1 kg beef"]}"#,
            body: #"<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Other</span><meta itemprop="totalTime" content="PT2H"><p itemprop="recipeInstructions">Simmer.</p></div>"#))
        #expect(recipe.name == "Stew")
        #expect(recipe.times.total == 120)
        #expect(recipe.steps.map(\.text) == ["Simmer."])
    }

    @Test("yields and durations in several languages", arguments: [
        (#""4人分""#, #""PT1H30M""#, 4.0, nil as Double?, nil as String?, 90.0),
        (#""für 6 Portionen""#, #""PT3900S""#, 6, nil, nil, 65),
        (#""Serves 4-6""#, #""P1DT0H15M""#, 4, 6, nil, 1455),
        (#""12 pezzi""#, #""35 minuti""#, 12, nil, "pezzi", 35),
        (#""8 rolls""#, #""P0DT0H95M""#, 8, nil, "rolls", 95),
        (#"["20", "20 - 22 churros"]"#, #""PT0D4H45M""#, 20, 22, "churros", 285),
        (#""pour 2 personnes""#, #""1 h 30 min""#, 2, nil, nil, 90),
        ("10", #""PT-476070H19M32S""#, 10, nil, nil, 40),
    ])
    func yieldsAndTimes(yield: String, total: String, amount: Double, upTo: Double?, unit: String?, minutes: Double) throws {
        let recipe = try Self.read(Self.page(jsonLD: """
            {"@type": "Recipe", "name": "X", "recipeYield": \(yield), "totalTime": \(total), "prepTime": "PT10M",
             "cookTime": "PT30M", "recipeIngredient": ["1 egg"]}
            """))
        #expect(recipe.yield == RecipeYield(amount: amount, upTo: upTo, unit: unit))
        #expect(recipe.times.total == minutes)
    }

    @Test("a page without recipe data says so in one line")
    func noRecipe() {
        #expect(throws: WebPageError.noRecipe) {
            try Self.read(Self.page(jsonLD: #"{"@type": "Article", "name": "News"}"#, body: "<p>No recipe here</p>"))
        }
        #expect(WebPageError.noRecipe.message == "no recipe data on this page (no schema.org Recipe in JSON-LD or microdata)")
    }

    @Test("javascript: and file: images are dropped; a name like ../../.bashrc stays a name")
    func hostileLinks() throws {
        let recipe = try Self.read(Self.page(jsonLD: """
            {"@type": "Recipe", "name": "../../.bashrc", "image": ["javascript:alert(1)", "file:///etc/passwd"],
             "url": "file:///etc/passwd", "recipeIngredient": ["1 egg"]}
            """), url: nil)
        #expect(recipe.name == "../../.bashrc")
        #expect(recipe.thumbnailURL == nil)
        #expect(recipe.sourceURL == nil)
    }

    @Test("a page over the limit is refused before it is parsed")
    func tooLarge() {
        let page = Data(count: RecipePageReader.maxPageBytes + 1)
        #expect(throws: WebPageError.tooLarge(host: "example.com", limit: RecipePageReader.maxPageBytes)) {
            try RecipePageReader.recipe(in: page, url: URL(string: "https://example.com/x"))
        }
    }

    @Test("100,000 nested elements, 100,000 nested JSON lists and binary data: an answer, not a crash")
    func hostileStructure() throws {
        let deepHTML = String(repeating: "<div>", count: 100_000) + "x" + String(repeating: "</div>", count: 100_000)
        #expect(throws: WebPageError.noRecipe) { try Self.read(deepHTML) }
        let deepItems = String(repeating: #"<div itemscope itemtype="http://schema.org/Recipe" itemprop="x">"#, count: 20_000)
        _ = try? Self.read(deepItems)
        let deepJSON = Self.page(jsonLD: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(throws: WebPageError.noRecipe) { try Self.read(deepJSON) }
        var generator = SystemRandomNumberGenerator()
        let binary = Data((0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        #expect(throws: WebPageError.self) { try RecipePageReader.recipe(in: binary) }
    }

    @Test("a 10 MB JSON-LD block is read")
    func largeBlock() throws {
        let filler = String(repeating: "a", count: 1_000)
        let many = Array(repeating: "\"\(filler)\"", count: 10_000).joined(separator: ",")
        let recipe = try Self.read(Self.page(jsonLD: #"{"@type": "Recipe", "name": "Big", "keywords": [\#(many)], "recipeIngredient": ["1 egg"]}"#))
        #expect(recipe.name == "Big")
    }

    @Test("the charset: the HTTP header's, else the page's meta, and a lying meta on UTF-8 bytes is ignored")
    func encodings() throws {
        var latin = Data(#"<html><head><meta charset="iso-8859-1"><script type="application/ld+json">{"@type":"Recipe","name":"Cr"#.utf8)
        latin.append(0xE8)  // è in ISO-8859-1
        latin.append(Data(#"me","recipeIngredient":["1 egg"]}</script></head></html>"#.utf8))
        #expect(try RecipePageReader.recipe(in: latin).name == "Crème")
        #expect(try RecipePageReader.recipe(in: latin, encoding: "windows-1252").name == "Crème")
        let lying = Data(#"<html><head><meta charset="iso-8859-1"><script type="application/ld+json">{"@type":"Recipe","name":"Crème","recipeIngredient":["1 egg"]}</script></head></html>"#.utf8)
        #expect(try RecipePageReader.recipe(in: lying).name == "Crème")
    }
}

/// libxml2 comes from the system's library folders, by its absolute path, when the first page is read.
@Suite("libxml2 for pages")
struct WebPageLibraryTests {
    /// The paths of what this process has mapped, read to the end: `String(contentsOfFile:)` reads a
    /// /proc file's first 4 KB only, and libxml2's lines fall past them once libcurl's libraries are in.
    private static func mappedPaths() -> [String] {
        guard let file = fopen("/proc/self/maps", "r") else { return [] }
        defer { fclose(file) }
        var paths: [String] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            if let path = String(cString: line).split(separator: " ").last { paths.append(String(path.dropLast(path.hasSuffix("\n") ? 1 : 0))) }
        }
        return paths
    }

    @Test("the first page loads libxml2.so.2 from a system folder",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps")))
    func loadedFromSystemFolder() throws {
        // Microdata is read through libxml2's parser, so this page needs it whatever ran before.
        _ = try? RecipePageReader.recipe(in: Data(#"<html><body><div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Soup</span></div></body></html>"#.utf8))
        let paths = Set(Self.mappedPaths().filter { $0.contains("libxml2") })
        #expect(!paths.isEmpty, "libxml2 is not mapped; loading it said: \(PageDocument.loadLibrary() ?? "loaded")")
        #expect(paths.allSatisfy { ["/usr/lib/", "/lib/", "/usr/lib64/", "/lib64/", "/usr/local/lib/"].contains(where: $0.hasPrefix) }, "\(paths)")
    }
}

@Suite("Imported recipe kept")
struct WebRecipeCodingTests {
    @Test("a page's recipe, its description and web origin included, reads back from sous's JSON as it was")
    func roundTrip() throws {
        let recipe = try WebPageReaderTests.read(WebPageReaderTests.page(
            jsonLD: #"{"@type": "Recipe", \#(WebPageReaderTests.recipeFields)}"#))
        let decoded = try JSONDecoder().decode(Recipe.self, from: JSONEncoder().encode(recipe))
        #expect(decoded == recipe)
        #expect(decoded.about == "Creamy.")
        #expect(decoded.origin.source == .web)
    }
}
