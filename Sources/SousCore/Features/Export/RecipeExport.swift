import FoundationEssentials
import MealKit

/// A recipe as a document to keep: clean Markdown, or the JSON record.
public enum RecipeExport {
    /// The line an export ends with: whose recipe it is. TheMealDB's and Edamam's data are their
    /// contributors', a page's its author's; a recipe of the user's own cookbook needs none.
    public static func attribution(of meal: Recipe) -> String? {
        let author = meal.origin.author.map(inline).flatMap { $0.isEmpty ? nil : $0 }
        let host = meal.origin.url?.host.map(inline)
        switch meal.origin.source {
        case .mealdb: return "Recipe data and images © their owners via TheMealDB"
        case .edamam: return "Recipe © " + (author ?? "its publisher") + " via Edamam"
        case .web, .cookbook:
            guard author != nil || host != nil else { return nil }
            return "Recipe © " + (author ?? "its author") + (host.map { ", from " + $0 } ?? "")
        }
    }

    /// Title, meta line, ingredient table, steps with the author's numbers and headings, links and the attribution, as CommonMark.
    ///
    /// Text from the source is sanitised (no control characters or bidi tricks reach a file either)
    /// and escaped where Markdown would read it as markup.
    ///
    /// The measures are those on screen: at the scale and in the units in force, said under the title.
    public static func markdown(_ meal: Recipe, scale: Double = 1, units: UnitSystem = .original) -> String {
        let shown = meal.shown(scale: scale, units: units)
        var lines = ["# " + inline(meal.name), ""]
        let meta = [meal.category, meal.area].compactMap { $0.map(inline) }.filter { !$0.isEmpty }
            + (meal.tags.isEmpty ? [] : ["tags: " + meal.tags.map(inline).joined(separator: ", ")])
        if !meta.isEmpty { lines += ["*" + meta.joined(separator: " · ") + "*", ""] }
        if let label = ScaledMeasure.label(scale: scale, units: units) { lines += ["*" + label + "*", ""] }

        if !meal.ingredients.isEmpty {
            lines += ["## Ingredients", "", "| Measure | Ingredient |", "| --- | --- |"]
            for ingredient in shown.ingredients {
                lines.append("| \(cell(ingredient.measure)) | \(cell(ingredient.name)) |")
            }
            lines.append("")
        }

        if !meal.steps.isEmpty {
            lines += ["## Steps", ""]
            var section: String?
            for (offset, step) in meal.steps.enumerated() {
                if let heading = step.section, heading != section {
                    if lines.last != "" { lines.append("") }
                    lines += ["### " + inline(TerminalText.sanitized(heading)), ""]
                }
                section = step.section
                lines.append("\(offset + 1). " + inline(TerminalText.sanitized(step.text)))
            }
            lines.append("")
        }

        var links: [(String, String)] = []
        if let url = meal.thumbnailURL { links.append(("Picture", url.absoluteString)) }
        if let url = meal.youtubeURL { links.append(("Video", url.absoluteString)) }
        if let url = meal.sourceURL { links.append(("Source", url.absoluteString)) }
        if Int(meal.id) != nil { links.append(("TheMealDB", "https://www.themealdb.com/meal/\(meal.id)")) }
        if !links.isEmpty {
            lines += ["## Links", ""]
            lines += links.map { "- \($0.0): <\(link($0.1))>" }
            lines.append("")
        }
        if let attribution = attribution(of: meal) { lines += ["---", "", "*\(attribution)*"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recipe in sous's own JSON (as favorites keep it), with the measures on screen and the
    /// scale and units they are at; pretty-printed with sorted keys (stable diffs).
    public static func json(_ meal: Recipe, scale: Double = 1, units: UnitSystem = .original) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding a Recipe cannot fail: every field is a string, a number or nil.
        let data = (try? encoder.encode(ShownRecipe(recipe: meal.shown(scale: scale, units: units), scale: scale, units: units)))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The recipe as a Cooklang file (front matter, ingredients marked up where the steps name them, the
    /// rest listed), at the scale and in the units on screen: `import` reads it back as the same recipe.
    public static func cooklang(_ meal: Recipe, scale: Double = 1, units: UnitSystem = .original) -> String {
        CooklangWriter.write(meal.exported(scale: scale, units: units)) { shown, _ in
            // A cookbook step shows its share of an ingredient ("the butter (30 g)"), already at the scale
            // (`exported`). Another source's words after a name are its own ("butter (4 TBSP for 4
            // servings)"), no share: the ingredient is marked with its whole amount instead.
            meal.origin.source == .cookbook ? shown : ""
        }
    }

    /// The recipe as schema.org Recipe JSON-LD, at the scale and in the units on screen.
    public static func schema(_ meal: Recipe, scale: Double = 1, units: UnitSystem = .original) -> String {
        SchemaRecipeWriter.jsonLD(meal.exported(scale: scale, units: units))
    }

    /// A web page holding the recipe's JSON-LD (and its name, ingredients and steps to read), as a site
    /// publishes it: `import page.html` reads it back.
    public static func schemaPage(_ meal: Recipe, scale: Double = 1, units: UnitSystem = .original) -> String {
        SchemaRecipeWriter.page(meal.exported(scale: scale, units: units))
    }

    /// Whether a path names a web page (`.html`, `.htm`): schema.org is then written inside one.
    static func isPagePath(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
    }

    /// "Teriyaki Chicken Casserole.md": the name a recipe exported into a folder takes, as `cp` keeps a
    /// file's name. The meal's name made safe for a path (no `/`, no control characters, no leading
    /// dot, at most 120 characters); "recipe" when nothing of the name is left.
    public static func fileName(for meal: Recipe, extension suffix: String) -> String {
        var name = TerminalText.sanitizedLine(meal.name).replacing("/", with: "-")
            .trimmingWhitespace()
        while name.hasPrefix(".") { name.removeFirst() }
        name = String(name.prefix(120)).trimmingWhitespace()
        if name.isEmpty { name = "recipe" }
        return name + "." + suffix
    }

    /// One line of text: sanitised, on one line, `\` `*` `_` `` ` `` `[` `]` `<` `>` escaped, and a
    /// leading `#`, `+`, `-` or `>` kept from starting a block.
    static func inline(_ text: String) -> String {
        var escaped = ""
        for character in TerminalText.sanitizedLine(text).trimmingWhitespace() {
            if "\\*_`[]<>".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        if let first = escaped.first, "#+-".contains(first) { escaped.insert("\\", at: escaped.startIndex) }
        return escaped
    }

    /// A table cell: inline text with `|` escaped too.
    static func cell(_ text: String) -> String {
        inline(text).replacing("|", with: "\\|")
    }

    /// An autolink's address: no spaces or angle brackets, which would end it.
    static func link(_ url: String) -> String {
        TerminalText.sanitizedLine(url)
            .replacing(" ", with: "%20")
            .replacing("<", with: "%3C")
            .replacing(">", with: "%3E")
    }
}

/// A recipe as exported: its own JSON, and the scale and units its measures are at.
private struct ShownRecipe: Encodable {
    var recipe: Recipe
    var scale: Double
    var units: UnitSystem

    private enum CodingKeys: String, CodingKey { case scale, units }

    func encode(to encoder: any Encoder) throws {
        try recipe.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scale, forKey: .scale)
        try c.encode(units.rawValue, forKey: .units)
    }
}

extension Recipe {
    /// The recipe as a file another program reads: measures and yield as the screen shows them at
    /// `scale` in `units`, without the screen's star on a measure left as written ("Chopped *"), which
    /// a file would keep as part of the words.
    func exported(scale: Double, units: UnitSystem) -> Recipe {
        var shown = shown(scale: scale, units: units)
        for index in shown.ingredients.indices where shown.ingredients[index].measure != ingredients[index].measure
            && shown.ingredients[index].measure == ingredients[index].measure + " *" {
            shown.ingredients[index].measure = ingredients[index].measure
        }
        return shown
    }
}
