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
    /// The JSON-LD document, pretty-printed, keys in schema.org's usual order.
    public static func jsonLD(_ recipe: Recipe) -> String {
        JSONText.write(document(recipe)) + "\n"
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
            \(JSONText.write(document(recipe)))
            </script>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    // MARK: - The document

    static func document(_ recipe: Recipe) -> JSONText {
        var fields: [(String, JSONText)] = [("@context", "https://schema.org"), ("@type", "Recipe")]
        func put(_ key: String, _ text: String?) {
            guard let text = text.map(oneLine), !text.isEmpty else { return }
            fields.append((key, .string(text)))
        }
        put("name", recipe.name)
        put("description", recipe.about)
        if let author = recipe.origin.author.map(oneLine), !author.isEmpty {
            fields.append(("author", .object([("@type", "Person"), ("name", .string(author))])))
        }
        put("image", webAddress(recipe.thumbnailURL))
        put("url", webAddress(recipe.origin.url))
        put("recipeYield", recipe.yield.map(yieldText))
        put("prepTime", recipe.times.prep.map(isoDuration))
        put("cookTime", recipe.times.cook.map(isoDuration))
        put("totalTime", recipe.times.total.map(isoDuration))
        put("recipeCategory", recipe.category)
        put("recipeCuisine", recipe.area)
        // The reader counts a category and a cuisine among the tags: here they are said once, in their own keys.
        let saidElsewhere = Set([recipe.category, recipe.area].compactMap { $0?.lowercased() })
        let keywords = recipe.tags.filter { !saidElsewhere.contains($0.lowercased()) }
        put("keywords", keywords.map { $0.replacing(",", with: " ") }.joined(separator: ", "))
        if let calories = recipe.nutrition.caloriesPerServing {
            fields.append(("nutrition", .object([("@type", "NutritionInformation"),
                                                 ("calories", .string(CooklangQuantity.format(calories.rounded()) + " kcal"))])))
        }
        fields.append(("recipeIngredient", .array(recipe.ingredients.map { .string(ingredientLine($0)) }.filter { $0 != "" })))
        fields.append(("recipeInstructions", .array(instructions(recipe.steps))))
        if let video = webAddress(recipe.youtubeURL) {
            fields.append(("video", .object([("@type", "VideoObject"), ("name", .string(oneLine(recipe.name))), ("contentUrl", .string(video))])))
        }
        return .object(fields)
    }

    /// "200 g plain flour": the measure first, as pages write it and the reader splits it; where the
    /// measure's words after the amount would read as part of the food ("400g can chopped tomatoes"),
    /// they go after the name ("400g chopped tomatoes, can"); a measure with no amount goes after the
    /// name ("salt, to taste"). Of these, the first the page reader reads back as the same food,
    /// amount and unit.
    static func ingredientLine(_ ingredient: Ingredient) -> String {
        let name = oneLine(ingredient.name)
        let measure = oneLine(ingredient.measure)
        guard !measure.isEmpty else { return name }
        guard !name.isEmpty else { return measure }
        let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
        var candidates = line.quantity == nil ? [name + ", " + measure] : [measure + " " + name]
        if let split = Measure(measure).amountAndNote {
            candidates.append(split.amount + " " + name + ", " + split.note)
        }
        if var quantity = line.quantity {
            let note = quantity.note ?? quantity.prefix
            quantity.note = nil
            quantity.prefix = nil
            candidates.append(quantity.formatted + " " + name + (note.map { ", " + oneLine($0) } ?? ""))
            candidates.append(quantity.formatted + " " + name)
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
    private static func instructions(_ steps: [RecipeStep]) -> [JSONText] {
        var result: [JSONText] = []
        var index = 0
        while index < steps.count {
            guard let section = steps[index].section else {
                result.append(step(steps[index]))
                index += 1
                continue
            }
            var items: [JSONText] = []
            while index < steps.count, steps[index].section == section {
                items.append(step(steps[index]))
                index += 1
            }
            result.append(.object([("@type", "HowToSection"), ("name", .string(oneLine(section))), ("itemListElement", .array(items))]))
        }
        return result
    }

    private static func step(_ step: RecipeStep) -> JSONText {
        .object([("@type", "HowToStep"), ("text", .string(step.paragraphs.map(oneLine).filter { !$0.isEmpty }.joined(separator: "\n\n")))])
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
