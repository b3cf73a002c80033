import FoundationEssentials
import MealKit

extension ScreenRenderer {
    /// `ScaledMeasure.text`: a measure as the recipe screen shows it; eggs (`name`) stay whole.
    func measureText(_ text: String, scale: Double, units: UnitSystem, name: String? = nil) -> String {
        ScaledMeasure.text(text, scale: scale, units: units, name: name)
    }

    /// A measure as the recipe and cooking screens show it: `measureText`, safe to print, and single
    /// spaced, since the data's "1  bunch" is a typing slip, not a column.
    func shownMeasure(_ text: String, scale: Double, units: UnitSystem, name: String? = nil) -> String {
        TextLayout.singleSpaced(clean(measureText(text, scale: scale, units: units, name: name)))
    }

    /// Whether scaling leaves this measure as written for want of an amount to scale ("Chopped", "3rd",
    /// "large piece"), starred on the screen.
    func isKeptAsWritten(_ text: String) -> Bool { ScaledMeasure.isKeptAsWritten(text) }

    /// " scaled ×2 · metric units", under the recipe's title when either applies.
    func scalingLine(scale: Double, units: UnitSystem) -> StyledLine? {
        ScaledMeasure.label(scale: scale, units: units).map { StyledLine(" " + $0, .notice) }
    }
}
