import FoundationEssentials

/// A schema.org Recipe (from JSON-LD or microdata) in sous's model: every string cleaned (`PageText`),
/// ingredients read by the ingredient parser, the method into steps with their sections, times in
/// minutes, the yield as a count.
struct SchemaRecipeMapping {
    let recipe: SchemaValue
    /// The page's address (or its canonical one): the recipe's origin, and what relative links resolve against.
    let pageURL: URL?

    func mapped() -> Recipe {
        let name = firstLine("name") ?? firstLine("headline") ?? ""
        let url = pageURL ?? firstLine("url").flatMap(Self.webURL)
        let ingredients = self.ingredients()
        return Recipe(
            id: url?.absoluteString ?? name,
            name: name,
            about: firstLine("description"),
            origin: RecipeOrigin(source: .web, url: url, author: author()),
            category: lines("recipeCategory").first,
            area: lines("recipeCuisine").first,
            tags: tags(),
            thumbnailURL: image(),
            yield: YieldText.yield(texts("recipeYield") + texts("yield")),
            times: RecipeTimes(prep: minutes("prepTime"), cook: minutes("cookTime"),
                               total: minutes("totalTime") ?? (minutes("prepTime") == nil && minutes("cookTime") == nil ? minutes("performTime") : nil)),
            nutrition: Nutrition(caloriesPerServing: calories()),
            ingredients: ingredients,
            steps: SchemaInstructions.steps(recipe["recipeInstructions"] ?? recipe["instructions"]))
    }

    // MARK: Fields

    /// The raw texts of a property: strings and numbers, in a list or alone, or an object's `name`/`@value`.
    private func texts(_ key: String) -> [String] {
        guard let value = recipe[key] else { return [] }
        return value.elements.flatMap { element -> [String] in
            if let text = element.text { return [text] }
            if case .object = element {
                return [element["@value"], element["value"], element["name"], element["text"]].compactMap { $0?.elements.first?.text }.prefix(1).map { $0 }
            }
            if case .array(let inner) = element { return inner.compactMap(\.text) }
            return []
        }
    }

    private func lines(_ key: String) -> [String] {
        texts(key).map(PageText.line).filter { !$0.isEmpty }
    }

    private func firstLine(_ key: String) -> String? { lines(key).first }

    private func author() -> String? {
        let names = lines("author")
        if !names.isEmpty { return Self.unique(names).prefix(3).joined(separator: ", ") }
        return lines("publisher").first
    }

    private func minutes(_ key: String) -> Double? {
        for text in texts(key) {
            if let minutes = DurationText.minutes(PageText.line(text)) { return minutes }
        }
        // {"@type": "Duration", "maxValue": "PT30M"} and the like.
        for element in recipe[key]?.elements ?? [] {
            for field in ["maxValue", "minValue", "duration"] {
                if let text = element[field]?.text, let minutes = DurationText.minutes(text) { return minutes }
            }
        }
        return nil
    }

    /// Keywords (one comma-separated string or a list), then the categories and cuisines not already there.
    private func tags() -> [String] {
        let keywords = texts("keywords").flatMap { $0.split(separator: ",").map(String.init) }
        let all = (keywords + texts("recipeCategory") + texts("recipeCuisine")).map(PageText.line).filter { !$0.isEmpty && $0.count <= 60 }
        return Self.unique(all)
    }

    private func calories() -> Double? {
        guard let nutrition = recipe["nutrition"]?.elements.first else { return nil }
        let text = nutrition["calories"]?.elements.first?.text ?? ""
        let digits = text.drop(while: { !($0.isASCII && $0.isNumber) }).prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") })
        return Double(digits)
    }

    /// The first picture that is a web address (relative ones resolved against the page); `javascript:`,
    /// `file:`, `data:` and the like are never kept.
    private func image() -> URL? {
        for element in recipe["image"]?.elements ?? [] {
            let candidates: [String]
            if let text = element.text {
                candidates = [text]
            } else {
                candidates = [element["url"], element["contentUrl"], element["@id"]].compactMap { $0?.elements.first?.text }
            }
            for candidate in candidates {
                if let url = Self.webURL(PageText.line(candidate), relativeTo: pageURL) { return url }
            }
        }
        return nil
    }

    /// An http or https address, nothing else.
    static func webURL(_ text: String) -> URL? { webURL(text, relativeTo: nil) }

    static func webURL(_ text: String, relativeTo base: URL?) -> URL? {
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard !trimmed.isEmpty, trimmed.utf8.count <= 2048, !trimmed.contains(where: { $0.isWhitespace }) else { return nil }
        let url: URL?
        if trimmed.hasPrefix("//") {
            url = URL(string: (base?.scheme ?? "https") + ":" + trimmed)
        } else if trimmed.hasPrefix("/"), let base {
            url = URL(string: trimmed, relativeTo: base)?.absoluteURL
        } else {
            url = URL(string: trimmed)
        }
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return url
    }

    // MARK: Ingredients

    /// `recipeIngredient` (or the older `ingredients`): strings, one a line, or groups written as
    /// objects with a `name` and their own list.
    private func ingredients() -> [Ingredient] {
        var result: [Ingredient] = []
        var elements = (recipe["recipeIngredient"] ?? recipe["ingredients"])?.elements ?? []
        // Lists of lists: groups without names.
        if elements.contains(where: { if case .array = $0 { return true } else { return false } }) {
            elements = elements.flatMap { $0.elements }
        }
        for element in elements {
            if let text = element.text, elements.count == 1, text.contains("\n") {
                // The whole list in one string, a line each.
                for line in PageText.lines(text) { result.append(Self.ingredient(Self.ingredientLine(line), group: nil)) }
            } else if let text = element.text {
                let line = Self.ingredientLine(text)
                if !line.isEmpty { result.append(Self.ingredient(line, group: nil)) }
            } else if case .object = element {
                let group = element["name"]?.elements.first?.text.map(PageText.line)
                let items = element["itemListElement"] ?? element["recipeIngredient"]
                for item in items?.elements ?? [] {
                    if let text = item.text ?? item["text"]?.text ?? item["name"]?.text {
                        let line = Self.ingredientLine(text)
                        if !line.isEmpty { result.append(Self.ingredient(line, group: group)) }
                    }
                }
            }
        }
        return result
    }

    /// An ingredient's text on one line; the doubled parentheses a common recipe plugin writes
    /// ("butter, ((125g))") single.
    static func ingredientLine(_ text: String) -> String {
        var line = PageText.line(text)
        while line.contains("((") || line.contains("))") {
            line = line.replacing("((", with: "(").replacing("))", with: ")")
        }
        return line
    }

    /// A line split where the ingredient parser's amount and unit end ("2 1/2 cups" | "flour, sifted"),
    /// so the shopping list and scaling read the amount as every other source's; the whole line as the
    /// name when it has no amount.
    static func ingredient(_ line: String, group: String?) -> Ingredient {
        let read = IngredientParser.parse(line)
        guard let quantity = read.quantity else { return Ingredient(name: line, measure: "", group: group) }
        let words = line.split(separator: " ")
        // "3 cloves", "2 cans": a unit with nothing after it to measure is the thing counted.
        if read.food.isEmpty, words.count > 1, let count = Measure(String(words[0])).quantity, count.unit == nil,
           count.amount == quantity.amount {
            return Ingredient(name: words.dropFirst().joined(separator: " "), measure: String(words[0]), group: group)
        }
        // The shortest start that reads as the same amount: "2 cups arborio" reads as 2 cups too. Read by
        // the measures' grammar first; where it reads none ("1 TB butter", "1 level tbsp. flour"), by the
        // parser, a written number and a unit with nothing after them. An "of" after it is left out:
        // "2 cups of flour" is 2 cups of "flour", not of "of flour".
        func amountAlone(_ measure: String) -> Quantity? {
            let start = IngredientParser.parse(measure)
            return start.food.isEmpty ? start.quantity : nil
        }
        for strict in [true, false] where strict || (words[0].first?.isNumber == true && quantity.unit != nil) {
            for count in 1..<min(7, words.count) {
                let measure = words[..<count].joined(separator: " ")
                let start = strict ? Measure(measure).quantity : amountAlone(measure)
                guard let start, start.amount == quantity.amount, start.upperAmount == quantity.upperAmount,
                      start.unit == quantity.unit else { continue }
                let rest = words[count...].first?.lowercased() == "of" && words.count > count + 1 ? count + 1 : count
                return Ingredient(name: words[rest...].joined(separator: " "), measure: measure, group: group)
            }
        }
        // "4 medium garlic cloves, finely chopped": the count first, the unit it counts after the food.
        if let first = words.first, let count = Measure(String(first)).quantity, count.unit == nil, count.note == nil,
           count.amount == quantity.amount, quantity.upperAmount == nil, quantity.unit?.dimension == .other {
            let name = words.dropFirst().joined(separator: " ")
            let again = IngredientParser.parse(name: name, measure: String(first))
            if again.food == read.food, again.quantity?.unit == quantity.unit {
                return Ingredient(name: name, measure: String(first), group: group)
            }
        }
        return Ingredient(name: line, measure: "", group: group)
    }

    static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0.lowercased()).inserted }
    }
}
