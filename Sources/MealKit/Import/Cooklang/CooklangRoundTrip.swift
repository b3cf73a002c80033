/// What a recipe loses on its way through Cooklang and back: the check behind "an export re-imported
/// gives the same recipe".
///
/// Ingredients are compared as the kitchen reads them (food, amount, top of a range, unit), as a
/// collection: the writer lists the ingredients no step names before the others. Steps are compared in
/// order, with their sections, by their words: the amounts a written-back step shows after the
/// ingredients it marks ("the flour (200 g)") are the marking's, and spaces are compared as one.
public enum CooklangRoundTrip {
    /// One line a difference; empty when the two agree.
    public static func differences(_ original: Recipe, _ again: Recipe) -> [String] {
        var found: [String] = []
        if original.name != again.name { found.append("name: \(original.name) → \(again.name)") }
        let before = original.ingredients.map(reading).sorted()
        let after = again.ingredients.map(reading).sorted()
        if before != after {
            for line in before where !after.contains(line) { found.append("ingredient lost: \(line)") }
            for line in after where !before.contains(line) { found.append("ingredient gained: \(line)") }
            if found.isEmpty { found.append("ingredients: counts differ") }
        }
        if original.steps.count != again.steps.count {
            found.append("steps: \(original.steps.count) → \(again.steps.count)")
        }
        let amounts = again.ingredients.map { ingredient -> String in
            let measure = ingredient.measure
            if let open = measure.firstRange(of: " (") { return String(measure[..<open.lowerBound]) }
            return measure
        }.filter { !$0.isEmpty && !$0.hasPrefix("(") }
        for (index, (first, second)) in zip(original.steps, again.steps).enumerated() {
            if first.section != second.section {
                found.append("step \(index + 1) section: \(first.section ?? "-") → \(second.section ?? "-")")
            }
            if words(first.paragraphs, amounts) != words(second.paragraphs, amounts) {
                found.append("step \(index + 1): \(first.text) → \(second.text)")
            }
        }
        return found
    }

    private static func reading(_ ingredient: Ingredient) -> String {
        let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
        var text = line.food
        if let quantity = line.quantity {
            text += " | \(CooklangQuantity.format(quantity.amount))"
            if let upper = quantity.upperAmount { text += "-" + CooklangQuantity.format(upper) }
            text += " " + (quantity.unit?.symbol ?? "")
        }
        return text
    }

    private static func words(_ paragraphs: [String], _ amounts: [String]) -> String {
        var text = paragraphs.joined(separator: " ")
        for amount in amounts { text = text.replacing(" (" + amount + ")", with: "") }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
