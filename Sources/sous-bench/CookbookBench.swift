import Foundation
import MealKit

/// Issue 23's speed targets, in process: `search` over a cookbook of 1,000 recipes (the index beside the
/// cache built from nothing, then up to date, then after one file changed), and the import of a saved
/// 1 MB recipe page (the page read, its recipe found and saved as a Cooklang file).
///
/// `sous-bench write-cookbook DIR [N]` writes the cookbook bench/bench.py starts whole processes over.
enum CookbookBench {
    struct Result: Codable, Sendable {
        var recipes: Int
        var cookbookBytes: Int
        var indexBytes: Int
        /// `search chicken` with no index: every file parsed, the index written (ns).
        var searchCold: Figure
        /// `search chicken` with the index up to date: the folder listed and each file's status asked (ns).
        var searchWarm: Figure
        /// `search chicken` after one file was rewritten: that file parsed again, the index rewritten (ns).
        var searchOneChanged: Figure
        /// How many recipes `search chicken` found (the same every time, or the bench stops).
        var found: Int
        var pageBytes: Int
        /// The page's recipe found (JSON-LD among the page's scripts and markup), from its bytes (ns).
        var pageExtract: Figure
        /// `import page.html` in process: the file read, the recipe found, written as Cooklang into the
        /// cookbook (atomically, flushed) (ns).
        var pageImport: Figure
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Words that make the catalogue's 552 names into 1,000 different ones, as a real cookbook has
    /// several takes on a dish.
    static let variations = ["Weeknight", "Grandma's", "Smoky", "Easy", "Sunday", "Spicy", "Lighter", "Slow-Cooked",
                             "Crispy", "Summer", "Winter", "One-Pot"]

    /// `count` recipes from the bundled catalogue, named apart, as Cooklang files (through `CooklangWriter`)
    /// in `directory`: a third at the top, the rest in a subfolder for their category, as cookcli
    /// collections are kept. Answers the bytes written.
    @discardableResult
    static func writeCookbook(count: Int, in directory: URL) async throws -> Int {
        let meals = try await OfflineCatalog().allMeals()
        var bytes = 0
        var names: Set<String> = []
        for index in 0..<count {
            var recipe = meals[index % meals.count]
            let round = index / meals.count
            if round > 0 { recipe.name = variations[(index + round) % variations.count] + " " + recipe.name }
            var name = recipe.name.replacingOccurrences(of: "/", with: "-")
            while !names.insert(name.lowercased()).inserted { name += " 2" }
            recipe.id = name + ".cook"
            var folder = directory
            if index % 3 != 0, let category = recipe.category, !category.isEmpty {
                folder = directory.appendingPathComponent(category, isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let text = Data(CooklangWriter.write(recipe).utf8)
            let file = folder.appendingPathComponent(name + ".cook")
            try text.write(to: file)
            // Dated as a cookbook's files are, long settled: the index trusts only settled stamps.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_735_689_600)], ofItemAtPath: file.path)
            bytes += text.count
        }
        return bytes
    }

    static func run(rounds: Int) async throws -> Result {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.url.appendingPathComponent("cookbook", isDirectory: true)
        let cache = directory.url.appendingPathComponent("cache", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let written = try await writeCookbook(count: 1_000, in: folder)
        let cookbook = Cookbook(directory: folder)
        let index = CookbookIndex(cacheDirectory: cache)
        let indexFile = cache.appendingPathComponent(CookbookIndex.fileName)
        guard cookbook.recipeFiles().count == 1_000 else { throw Failure(description: "the cookbook is not 1,000 files") }

        var cold = Samples(), warm = Samples(), changed = Samples()
        var found = -1
        func search() throws {
            let count = index.search("chicken", in: cookbook).count
            if found >= 0, count != found { throw Failure(description: "search chicken found \(count), then \(found)") }
            found = count
        }
        let edited = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".cook") }.sorted()[0]
        for _ in 0..<rounds {
            try? FileManager.default.removeItem(at: indexFile)
            cold.append(try Stopwatch.time { try search() })
            for _ in 0..<5 { warm.append(try Stopwatch.time { try search() }) }
            let file = folder.appendingPathComponent(edited)
            try (try String(contentsOf: file, encoding: .utf8) + "\n").write(to: file, atomically: true, encoding: .utf8)
            changed.append(try Stopwatch.time { try search() })
        }
        guard found > 0 else { throw Failure(description: "search chicken found nothing in the cookbook") }
        let indexBytes = (try? FileManager.default.attributesOfItem(atPath: indexFile.path)[.size] as? Int) ?? 0
        let page = try await importPage(rounds: rounds)
        return Result(recipes: 1_000, cookbookBytes: written, indexBytes: indexBytes, searchCold: cold.summary,
                      searchWarm: warm.summary, searchOneChanged: changed.summary, found: found, pageBytes: page.bytes,
                      pageExtract: page.extract, pageImport: page.imported)
    }

    /// The saved page's figures alone (`sous-bench only import`, for a profiler): its recipe found from
    /// the bytes, and `import page.html` into a fresh cookbook each round.
    static func importPage(rounds: Int) async throws -> (bytes: Int, extract: Figure, imported: Figure) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let page = Data(try await Self.page().utf8)
        let pageFile = directory.url.appendingPathComponent("saved-page.html")
        try page.write(to: pageFile)
        var extract = Samples(), imported = Samples()
        for _ in 0..<max(rounds * 3, 3) {
            extract.append(try Stopwatch.time { _ = try RecipePageReader.recipe(in: page, encoding: nil, url: nil) })
            let into = Cookbook(directory: directory.url.appendingPathComponent("imported-\(UUID().uuidString)", isDirectory: true))
            imported.append(try Stopwatch.time {
                let recipe = try into.recipe(inFileAt: pageFile.path)
                guard case .success = into.save(recipe) else { throw Failure(description: "the page's recipe was not saved") }
            })
        }
        return (page.count, extract.summary, imported.summary)
    }

    /// A saved recipe page of about 1 MB as sites send them: a head of meta tags, styles and analytics
    /// scripts, a JSON-LD `@graph` (site, page, breadcrumbs, the recipe with HowToSections and
    /// nutrition), a body of navigation, the article, comments and a large bundled script at the end.
    static func page() async throws -> String {
        let meals = try await OfflineCatalog().allMeals()
        let meal = meals.first { $0.ingredients.count >= 12 } ?? meals[0]
        func json(_ text: String) -> String {
            let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
            return String(decoding: data ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast().description
        }
        let ingredients = meal.ingredients.map { json($0.measure + " " + $0.name) }.joined(separator: ", ")
        let steps = meal.steps.enumerated().map { number, step in
            #"{"@type": "HowToStep", "name": "Step \#(number + 1)", "text": \#(json(step.paragraphs.joined(separator: " ")))}"#
        }
        let half = steps.count / 2
        let sections = [
            #"{"@type": "HowToSection", "name": "Prepare", "itemListElement": [\#(steps[..<max(half, 1)].joined(separator: ", "))]}"#,
            #"{"@type": "HowToSection", "name": "Cook", "itemListElement": [\#(steps[max(half, 1)...].joined(separator: ", "))]}"#,
        ]
        let jsonLD = """
        {"@context": "https://schema.org", "@graph": [
          {"@type": "WebSite", "@id": "https://food.example/#website", "name": "Food Example", "url": "https://food.example/"},
          {"@type": "WebPage", "@id": "https://food.example/recipes/\(meal.id)/#webpage", "name": \(json(meal.name)),
           "isPartOf": {"@id": "https://food.example/#website"}, "datePublished": "2024-03-01T08:00:00+00:00"},
          {"@type": "BreadcrumbList", "itemListElement": [{"@type": "ListItem", "position": 1, "name": "Recipes"},
            {"@type": "ListItem", "position": 2, "name": \(json(meal.category ?? "Dinner"))}]},
          {"@type": ["Recipe", "NewsArticle"], "name": \(json(meal.name)), "author": {"@type": "Person", "name": "A. Cook"},
           "description": "A family favourite, tested three times.", "image": ["https://food.example/img/\(meal.id).jpg"],
           "recipeYield": ["4", "4 servings"], "prepTime": "PT20M", "cookTime": "PT1H10M", "totalTime": "PT1H30M",
           "recipeCategory": \(json(meal.category ?? "Dinner")), "recipeCuisine": \(json(meal.area ?? "British")),
           "keywords": "weeknight, family, comfort food",
           "nutrition": {"@type": "NutritionInformation", "calories": "540 kcal", "fatContent": "21 g"},
           "recipeIngredient": [\(ingredients)],
           "recipeInstructions": [\(sections.joined(separator: ", "))]}
        ]}
        """
        var html = """
        <!DOCTYPE html>
        <html lang="en-GB"><head><meta charset="utf-8">
        <title>\(meal.name) | Food Example</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta property="og:title" content="\(meal.name)"><meta property="og:type" content="article">
        <link rel="stylesheet" href="/assets/site.css"><link rel="preload" href="/fonts/serif.woff2" as="font">

        """
        // Inline styles and analytics, as most recipe sites put in the head.
        html += "<style>" + String(repeating: ".card{margin:0 auto;padding:1rem 2rem;border:1px solid #ddd}.nav a:hover{color:#c00}\n", count: 600) + "</style>\n"
        html += #"<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-XXXX");</script>"# + "\n"
        html += #"<script type="application/ld+json">"# + jsonLD + "</script>\n</head>\n<body class=\"recipe-template\">\n"
        html += "<nav class=\"nav\"><ul>" + (1...120).map { "<li><a href=\"/category/\($0)\">Category \($0)</a></li>" }.joined() + "</ul></nav>\n"
        html += "<article><h1>\(meal.name)</h1><p class=\"byline\">By A. Cook</p>\n"
        for paragraph in 0..<150 {
            html += "<p>Story paragraph \(paragraph): the kitchen smelled of <em>\(meal.name)</em> on Sunday afternoons, and "
                + "<a href=\"/tips/\(paragraph)\">this tip</a> made all the difference to the sauce &amp; the crust.</p>\n"
            if paragraph % 10 == 0 { html += "<div class=\"ad-slot\" data-slot=\"\(paragraph)\"><script>window.ads&&ads.push(\(paragraph))</script></div>\n" }
        }
        html += "<ul class=\"ingredients\">" + meal.ingredients.map { "<li>\($0.measure) \($0.name)</li>" }.joined() + "</ul></article>\n"
        html += "<section class=\"comments\">" + (0..<300).map {
            "<div class=\"comment\" id=\"c\($0)\"><b>Reader \($0)</b><p>Made this twice, lovely with a little more garlic. 5 stars!</p></div>"
        }.joined(separator: "\n") + "</section>\n"
        // A bundled script, the bulk of a real page's bytes.
        var script = "<script>/* app bundle */(function(){var m={};"
        var module = 0
        while html.utf8.count + script.utf8.count < 1_000_000 {
            script += "m[\(module)]=function(e,t,n){\"use strict\";var r=n(\(module % 97));e.exports=function(o){return o&&o.length>\(module % 13)?r(o.slice(0,\(module % 7))):\"<div class='x'>\"+o+\"</div>\"}};\n"
            module += 1
        }
        html += script + "})();</script>\n</body></html>\n"
        return html
    }
}
