import MealKit

/// A measure at the scale and in the units in force: what the recipe screen, the cooking screen,
/// `--json` and an export all show, so none of them disagrees with another.
enum ScaledMeasure {
    /// As written, or scaled and converted when it was read as a quantity. A measure that could not be
    /// read keeps its text, starred when scaling ("Chopped *": not scaled). The eggs of an ingredient
    /// named `name` stay whole: 1½ eggs is 2.
    static func text(_ text: String, scale: Double, units: UnitSystem, name: String? = nil) -> String {
        guard scale != 1 || units != .original else { return text }
        let measure = Measure(text)
        guard let quantity = measure.quantity else { return isKeptAsWritten(text) && scale != 1 ? text + " *" : text }
        let shown = quantity.scaled(by: scale).converted(to: units)
        if let name, IngredientParser.parse(name: name, measure: text).isCountedInWholes { return shown.inWholes().formatted }
        return shown.formatted
    }

    /// Whether scaling leaves this measure as written for want of an amount to scale ("Chopped", "3rd",
    /// "large piece"), starred on the screen.
    static func isKeptAsWritten(_ text: String) -> Bool { Measure(text).isKeptWhenScaled }

    /// "scaled ×2 · metric units", when either applies.
    static func label(scale: Double, units: UnitSystem) -> String? {
        var parts: [String] = []
        if scale != 1 { parts.append("scaled ×" + factor(scale)) }
        switch units {
        case .original: break
        case .metric: parts.append("metric units")
        case .us: parts.append("US units")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "2", "1.5", "0.25", "⅓": a factor as typed, without a trailing ".0", a third as a third.
    static func factor(_ value: Double) -> String { Quantity.factor(value) }
}

extension ScaledMeasure {
    /// A cookbook step's shares ("the olive oil (2 tbsp)", "the onion (1)") at the scale and in the
    /// units in force, so the step never says another amount than the list beside it; words in
    /// parentheses that are not an amount alone ("(about 5 minutes)") stay as they are.
    static func stepText(_ text: String, scale: Double, units: UnitSystem) -> String {
        guard scale != 1 || units != .original, text.contains("(") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            out += rest[...open]
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(where: { $0 == ")" || $0 == "(" }), rest[close] == ")" else { continue }
            let inside = String(rest[..<close])
            let measure = Measure(inside)
            if let quantity = measure.quantity, quantity.note == nil, quantity.prefix == nil, measure.amountAndNote == nil {
                out += Self.text(inside, scale: scale, units: units)
            } else {
                out += inside
            }
            rest = rest[close...]
        }
        return out + rest
    }
}

extension Recipe {
    /// The steps as a screen shows them at `scale` in `units`: a cookbook recipe's steps say each
    /// ingredient's share, scaled like its line; other sources' steps are their own words.
    func stepsShown(scale: Double, units: UnitSystem) -> [RecipeStep] {
        guard origin.source == .cookbook, scale != 1 || units != .original else { return steps }
        return steps.map { step in
            var shown = step
            shown.paragraphs = step.paragraphs.map { ScaledMeasure.stepText($0, scale: scale, units: units) }
            return shown
        }
    }

    /// The recipe as a screen shows it at `scale` in `units`: each measure as `ScaledMeasure.text`
    /// gives it, a cookbook step's shares the same way, the yield times the scale.
    func shown(scale: Double, units: UnitSystem) -> Recipe {
        guard scale != 1 || units != .original else { return self }
        var shown = self
        shown.steps = stepsShown(scale: scale, units: units)
        for index in shown.ingredients.indices {
            shown.ingredients[index].measure = ScaledMeasure.text(ingredients[index].measure, scale: scale, units: units,
                                                                  name: ingredients[index].name)
        }
        shown.yield = yield.flatMap { RecipeYield(amount: $0.amount * scale, upTo: $0.upTo.map { $0 * scale }, unit: $0.unit) }
        return shown
    }
}
