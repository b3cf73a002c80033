import FoundationEssentials
import MealKit

extension ScreenRenderer {
    /// A measure as the recipe screen shows it: as written, or scaled and converted when it was read
    /// as a quantity. A measure that could not be read keeps its text, starred when scaling.
    /// Eggs (`name`) stay whole: 1½ eggs is 2.
    func measureText(_ text: String, scale: Double, units: UnitSystem, name: String? = nil) -> String {
        guard scale != 1 || units != .original else { return text }
        let measure = Measure(text)
        guard let quantity = measure.quantity else { return isKeptAsWritten(text) && scale != 1 ? text + " *" : text }
        let shown = quantity.scaled(by: scale).converted(to: units)
        if let name, IngredientParser.parse(name: name, measure: text).isCountedInWholes { return shown.inWholes().formatted }
        return shown.formatted
    }

    /// A measure as the recipe and cooking screens show it: `measureText`, safe to print, and single
    /// spaced, since the data's "1  bunch" is a typing slip, not a column.
    func shownMeasure(_ text: String, scale: Double, units: UnitSystem, name: String? = nil) -> String {
        TextLayout.singleSpaced(clean(measureText(text, scale: scale, units: units, name: name)))
    }

    /// Whether scaling leaves this measure as written for want of an amount to scale ("Chopped", "3rd",
    /// "large piece"), starred on the screen.
    func isKeptAsWritten(_ text: String) -> Bool { Measure(text).isKeptWhenScaled }

    /// " scaled ×2 · metric units", under the recipe's title when either applies.
    func scalingLine(scale: Double, units: UnitSystem) -> StyledLine? {
        var parts: [String] = []
        if scale != 1 { parts.append("scaled ×" + Self.factor(scale)) }
        switch units {
        case .original: break
        case .metric: parts.append("metric units")
        case .us: parts.append("US units")
        }
        return parts.isEmpty ? nil : StyledLine(" " + parts.joined(separator: " · "), .notice)
    }

    /// "2", "1.5", "0.25", "⅓": a factor as typed, without a trailing ".0", a third as a third.
    static func factor(_ value: Double) -> String { Quantity.factor(value) }
}
