import FoundationEssentials

/// Any recipe as schema.org Recipe JSON-LD, as recipe sites publish it, for sharing; and a small web
/// page holding it. `RecipePageReader` reads either back as the same recipe.
///
/// Name, description, author, image, url, yield ("4 servings", "8 rolls"), prep, cook and total times
/// as ISO 8601 durations (PT1H30M), each ingredient line as the amount and unit before the name
/// ("200 g plain flour"; a measure with no amount after it: "salt, to taste"), the method as
/// `HowToStep`s, under `HowToSection`s where the recipe has sections, keywords, category, cuisine,
/// calories a serving, the video. Only web addresses are written (a kept picture's file is not).
/// `<`, `>` and `&` are written as `\u003c`… so no text can end the `<script>` the JSON sits in.
public enum SchemaRecipeWriter {
    /// The JSON-LD document, pretty-printed, keys sorted (`@context` and `@type` first).
    public static func jsonLD(_ recipe: Recipe) -> String {
        json(document(recipe)) + "\n"
    }

    /// An HTML page with the JSON-LD in its `<script type="application/ld+json">`, and the recipe to
    /// read in its body.
    public static func page(_ recipe: Recipe) -> String {
        var body = ["<h1>" + html(recipe.name) + "</h1>"]
        if let about = recipe.about, !about.isEmpty { body.append("<p>" + html(about) + "</p>") }
        if !recipe.ingredients.isEmpty {
            body.append("<h2>Ingredients</h2>\n<ul>")
            body += recipe.ingredients.map { "<li>" + html(ingredientLine($0)) + "</li>" }
            body.append("</ul>")
        }
        if !recipe.steps.isEmpty {
            body.append("<h2>Method</h2>\n<ol>")
            body += recipe.steps.map { "<li>" + html($0.text) + "</li>" }
            body.append("</ol>")
        }
        if let url = webAddress(recipe.origin.url) { body.append("<p><a href=\"" + html(url) + "\">Source</a></p>") }
        return """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <title>\(html(recipe.name))</title>
            <script type="application/ld+json">
            \(json(document(recipe)))
            </script>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// The document as JSON, by `JSONEncoder`; then `<`, `>`, `&` and the line separators, which JSON
    /// lets through and which can only be inside its strings, as `\u003c`…: nothing a recipe says can
    /// end the `<script>` the JSON sits in.
    static func json(_ document: SchemaRecipeDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, arrays and objects of strings: nothing in them fails to encode.
        let text = String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self)
        return text.replacingScalars { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }

    // MARK: - The document

    static func document(_ recipe: Recipe) -> SchemaRecipeDocument {
        func text(_ value: String?) -> String? {
            guard let line = value.map(oneLine), !line.isEmpty else { return nil }
            return line
        }
        // The reader counts a category and a cuisine among the tags: here they are said once, in their own keys.
        let saidElsewhere = Set([recipe.category, recipe.area].compactMap { $0?.lowercased() })
        let keywords = recipe.tags.filter { !saidElsewhere.contains($0.lowercased()) }
        return SchemaRecipeDocument(
            name: text(recipe.name), description: text(recipe.about),
            author: text(recipe.origin.author).map { SchemaRecipeDocument.Person(name: $0) },
            image: webAddress(recipe.thumbnailURL), url: webAddress(recipe.origin.url),
            recipeYield: text(recipe.yield.map(yieldText)),
            prepTime: recipe.times.prep.map(isoDuration), cookTime: recipe.times.cook.map(isoDuration),
            totalTime: recipe.times.total.map(isoDuration),
            recipeCategory: text(recipe.category), recipeCuisine: text(recipe.area),
            keywords: text(keywords.map { $0.replacing(",", with: " ") }.joined(separator: ", ")),
            nutrition: recipe.nutrition.caloriesPerServing.map {
                SchemaRecipeDocument.Nutrition(calories: CooklangQuantity.format($0.rounded()) + " kcal")
            },
            recipeIngredient: ingredients(recipe.ingredients),
            recipeInstructions: instructions(recipe.steps),
            video: webAddress(recipe.youtubeURL).map { SchemaRecipeDocument.Video(name: oneLine(recipe.name), contentUrl: $0) })
    }

    /// The ingredient lines in order: those under no group as strings, each run under a group as an
    /// `ItemList` named after it (which the reader reads back as the group).
    private static func ingredients(_ ingredients: [Ingredient]) -> [SchemaRecipeDocument.IngredientEntry] {
        var result: [SchemaRecipeDocument.IngredientEntry] = []
        var index = 0
        while index < ingredients.count {
            let group = ingredients[index].group.map(oneLine).flatMap { $0.isEmpty ? nil : $0 }
            var lines: [String] = []
            repeat {
                let line = ingredientLine(ingredients[index])
                if !line.isEmpty { lines.append(line) }
                index += 1
            } while index < ingredients.count && ingredients[index].group.map(oneLine).flatMap({ $0.isEmpty ? nil : $0 }) == group
                && group != nil
            if let group {
                result.append(.group(name: group, lines: lines))
            } else {
                result += lines.map { .line($0) }
            }
        }
        return result
    }

    /// "200 g plain flour": the measure first, as pages write it and the reader splits it; where the
    /// measure's words after the amount would read as part of the food ("400g can chopped tomatoes"),
    /// they go after the name ("400g chopped tomatoes, can"); a measure with no amount goes after the
    /// name ("salt, to taste"); a kind the measure names goes before the food ("1 red pepper"). Of
    /// these, the first the page reader reads back as the same food, amount and unit.
    static func ingredientLine(_ ingredient: Ingredient) -> String {
        let name = oneLine(ingredient.name)
        let measure = oneLine(ingredient.measure)
        guard !measure.isEmpty else { return name }
        guard !name.isEmpty else { return measure }
        let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
        var candidates: [String] = []
        // A Cooklang note, "1 (chopped)" of "onion": "1 onion, chopped", as pages write it.
        if measure.hasSuffix(")"), let open = measure.lastIndex(of: "(") {
            let amount = measure[..<open].trimmingWhitespace()
            let note = measure[measure.index(after: open)...].dropLast()
            if Measure(amount).quantity != nil, !note.isEmpty { candidates.append(amount + " " + name + ", " + note) }
        }
        candidates += line.quantity == nil ? [name + ", " + measure] : [measure + " " + name]
        if let split = Measure(measure).amountAndNote {
            candidates.append(split.amount + " " + name + ", " + split.note)
        }
        if var quantity = line.quantity {
            let note = quantity.note ?? quantity.prefix
            quantity.note = nil
            quantity.prefix = nil
            candidates.append(quantity.formatted + " " + name + (note.map { ", " + oneLine($0) } ?? ""))
            candidates.append(quantity.formatted + " " + name)
            // "1 red" of "Pepper": the kind the measure names goes before the food, "1 red pepper".
            candidates.append(quantity.formatted + " " + line.food + (line.note.map { ", " + oneLine($0) } ?? ""))
        }
        candidates += [measure + " " + name, name + ", " + measure]
        let wanted = reading(line)
        return candidates.first { candidate in
            let read = SchemaRecipeMapping.ingredient(SchemaRecipeMapping.ingredientLine(candidate), group: nil)
            return reading(IngredientParser.parse(name: read.name, measure: read.measure)) == wanted
        } ?? measure + " " + name
    }

    /// What a kitchen reads of a line: the food, the amount (and its top) and the unit.
    private static func reading(_ line: IngredientLine) -> [String] {
        [line.food, line.quantity.map { "\($0.amount)-\($0.upperAmount ?? 0)" } ?? "", line.quantity?.unit?.symbol ?? ""]
    }

    /// Steps in order: those under no section as `HowToStep`s, each run under a section in a `HowToSection`.
    private static func instructions(_ steps: [RecipeStep]) -> [SchemaRecipeDocument.Instruction] {
        var result: [SchemaRecipeDocument.Instruction] = []
        var index = 0
        while index < steps.count {
            guard let section = steps[index].section else {
                result.append(.step(step(steps[index])))
                index += 1
                continue
            }
            var items: [SchemaRecipeDocument.Step] = []
            while index < steps.count, steps[index].section == section {
                items.append(step(steps[index]))
                index += 1
            }
            result.append(.section(name: oneLine(section), steps: items))
        }
        return result
    }

    /// A step's paragraphs kept apart by a blank line, which the reader reads back as paragraphs.
    private static func step(_ step: RecipeStep) -> SchemaRecipeDocument.Step {
        SchemaRecipeDocument.Step(text: step.paragraphs.map(oneLine).filter { !$0.isEmpty }.joined(separator: "\n\n"))
    }

    /// "4 servings", "4-6 servings", "8 rolls".
    static func yieldText(_ yield: RecipeYield) -> String {
        let amount = CooklangQuantity.format(yield.amount) + (yield.upTo.map { "-" + CooklangQuantity.format($0) } ?? "")
        return amount + " " + (yield.unit ?? "servings")
    }

    /// Minutes as ISO 8601: "PT45M", "PT1H30M", "P1DT2H"; a part of a minute rounded up, as pages are read.
    static func isoDuration(_ minutes: Double) -> String {
        let total = Int(min(minutes, 60 * 24 * 366).rounded(.up))
        let (days, hours, rest) = (total / 1_440, total % 1_440 / 60, total % 60)
        var text = "P" + (days > 0 ? "\(days)D" : "")
        if hours > 0 || rest > 0 || days == 0 { text += "T" }
        if hours > 0 { text += "\(hours)H" }
        if rest > 0 || (hours == 0 && days == 0) { text += "\(rest)M" }
        return text
    }

    /// An http or https address, nothing else (a kept picture's file, `javascript:`).
    private static func webAddress(_ url: URL?) -> String? {
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url.absoluteString
    }

    /// Text on one line, without the characters no page should carry (controls, bidi overrides).
    private static func oneLine(_ text: String) -> String {
        UntrustedText.sanitized(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Text for HTML: `&`, `<`, `>` and `"` as entities.
    private static func html(_ text: String) -> String {
        var out = ""
        for character in oneLine(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
