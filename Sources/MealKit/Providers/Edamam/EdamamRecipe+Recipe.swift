import FoundationEssentials

extension EdamamRecipe {
    /// The recipe in sous's model, so listings, screens, favorites and the shopping list need no
    /// second code path.
    var recipe: Recipe? {
        guard let id else { return nil }
        let name = label?.trimmingWhitespaceAndNewlines() ?? ""
        let publisher = source.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        return Recipe(
            id: id, name: name.isEmpty ? id : name,
            origin: RecipeOrigin(source: .edamam, url: url.flatMap(URL.init(string:)), author: publisher),
            category: dishType.first.map(Self.titleCased), area: cuisineType.first.map(Self.titleCased),
            tags: Self.unique(dietLabels), labels: Self.unique(healthLabels),
            thumbnailURL: thumbnailURL,
            yield: RecipeYield(amount: yield),
            times: RecipeTimes(total: totalTime),
            nutrition: Nutrition(caloriesPerServing: Recipe.fact(yield).flatMap { yield in calories.map { $0 / yield } }),
            ingredients: mealIngredients,
            // Web recipes carry no steps (Edamam may not republish them): the screen names their page.
            steps: instructionLines.map { $0.trimmingWhitespaceAndNewlines() }.filter { !$0.isEmpty }.map { RecipeStep($0) })
    }

    /// Every Edamam recipe id starts so ("recipe_b79327d0…").
    static let idPrefix = "recipe_"

    /// How sous said, before its own recipe model, that a recipe's steps are on another page.
    static let pointerPrefixes = ["The steps are on ", "Edamam does not list the steps"]

    /// The small picture: what a listing or a kept favorite needs, a tenth of the large one's bytes.
    private var thumbnailURL: URL? {
        for size in ["SMALL", "THUMBNAIL", "REGULAR"] {
            if let url = PictureAddress.accepted(images[size]?.url, mealID: nil) { return url }
        }
        return PictureAddress.accepted(image, mealID: nil)
    }

    /// Structured ingredients when Edamam parsed them, else its raw lines as names.
    private var mealIngredients: [Ingredient] {
        let parsed = ingredients.compactMap { item -> Ingredient? in
            let food = (item.food ?? item.text ?? "").trimmingWhitespaceAndNewlines()
            guard !food.isEmpty else { return nil }
            return Ingredient(name: food, measure: Self.measure(quantity: item.quantity, unit: item.measure))
        }
        if !parsed.isEmpty { return parsed }
        return ingredientLines.map { $0.trimmingWhitespaceAndNewlines() }
            .filter { !$0.isEmpty }
            .map { Ingredient(name: $0, measure: "") }
    }

    /// TheMealDB-style free text: `4` not `4.0`, `1/2 cup`, no unit for `<unit>` or null, nothing for 0.
    static func measure(quantity: Double?, unit: String?) -> String {
        guard let quantity, quantity > 0, quantity.isFinite else { return "" }
        let metric = ["gram", "kilogram", "milliliter", "liter"].contains(unit?.lowercased() ?? "")
        // "28.25 grams", not "28 1/4 grams": metric amounts are read as decimals.
        let amount = metric ? decimal(quantity) : formatted(quantity)
        guard let unit = unit?.trimmingWhitespace(), !unit.isEmpty, unit != "<unit>" else {
            return amount
        }
        return amount + " " + (quantity > 1 ? plural(unit) : unit)
    }

    /// Whole numbers bare, halves, thirds and quarters as fractions (the measure parser reads them),
    /// anything else to two decimals at most.
    static func formatted(_ quantity: Double) -> String {
        let whole = quantity.rounded(.down)
        let fraction = quantity - whole
        if abs(fraction) < 0.001 { return String(wholeNumber: whole) }
        let fractions: [(Double, String)] = [(0.25, "1/4"), (1.0 / 3, "1/3"), (0.5, "1/2"), (2.0 / 3, "2/3"), (0.75, "3/4")]
        if let match = fractions.first(where: { abs($0.0 - fraction) < 0.01 }) {
            return whole > 0 ? "\(String(wholeNumber: whole)) \(match.1)" : match.1
        }
        return decimal(quantity)
    }

    private static func decimal(_ quantity: Double) -> String {
        var text = String(cFormat: "%.2f", quantity)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func plural(_ unit: String) -> String {
        let lower = unit.lowercased()
        if lower.hasSuffix("s") { return unit }
        if lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("x") { return unit + "es" }
        return unit + "s"
    }

    /// `"central europe"` → `"Central Europe"`; Edamam's filters accept either.
    static func titleCased(_ text: String) -> String {
        text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Labels in order, repeats dropped (some recipes list one twice).
    private static func unique(_ labels: [String]) -> [String] {
        var seen: Set<String> = []
        return labels.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }
}
