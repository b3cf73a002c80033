import FoundationEssentials
import MealKit

extension ScreenRenderer {
    /// Yield, times, calories and labels, for recipes whose source gives them; none for TheMealDB's.
    func factLines(_ meal: Recipe) -> [StyledLine] {
        var facts: [String] = []
        // Only facts above 0, as the model keeps them: `duration` would trap on a negative time.
        if let yield = meal.yield { facts.append(Self.yieldText(yield)) }
        if let minutes = meal.times.total, minutes > 0 { facts.append(Self.duration(minutes)) }
        if let prep = meal.times.prep, prep > 0, let cook = meal.times.cook, cook > 0 {
            facts.append("prep \(Self.duration(prep)), cook \(Self.duration(cook))")
        }
        if let calories = meal.nutrition.caloriesPerServing, calories > 0 {
            facts.append("\(String(wholeNumber: calories.rounded())) kcal a serving")
        }
        var lines: [StyledLine] = []
        if !facts.isEmpty {
            lines += TextLayout.wrap(facts.joined(separator: " · "), width: width - 1).map { StyledLine(" " + $0, .dim) }
        }
        if !meal.labels.isEmpty {
            let text = "labels: " + meal.labels.map(clean).joined(separator: ", ")
            lines += TextLayout.wrap(text, width: width - 1).map { StyledLine(" " + $0, .dim) }
        }
        return lines
    }

    /// The kept picture's file, when the favorite has one on disk (a web link is not shown: it may expire).
    func keptPicture(_ meal: Recipe) -> URL? {
        guard let url = meal.thumbnailURL, url.isFileURL else { return nil }
        return url
    }

    /// "serves 4", "serves 4–6", "makes 8 rolls".
    static func yieldText(_ yield: RecipeYield) -> String {
        let amount = number(yield.amount) + (yield.upTo.map { "–" + number($0) } ?? "")
        return yield.unit.map { "makes \(amount) \(TerminalText.sanitizedLine($0))" } ?? "serves \(amount)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(wholeNumber: value) : String(cFormat: "%.1f", value)
    }

    private static func duration(_ minutes: Double) -> String {
        // A year is no cooking time a screen needs to spell out in hours; it also keeps Int in range.
        guard minutes.isFinite, minutes < 525_600 else { return "over a year" }
        let total = Int(minutes.rounded(.up))
        guard total >= 60 else { return "\(total) min" }
        return total % 60 == 0 ? "\(total / 60) h" : "\(total / 60) h \(total % 60) min"
    }
}
