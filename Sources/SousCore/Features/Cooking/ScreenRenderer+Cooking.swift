import MealKit

extension ScreenRenderer {
    /// One step of cooking mode: the step whole, what it uses (scaled), the timer it offers, the keys.
    func render(_ step: CookingSteps.Step, of count: Int, meal: String, scale: Double, units: UnitSystem) -> [StyledLine] {
        var lines = [StyledLine([Span(" " + clean(meal), .heading), Span(" · step \(step.number)/\(count)", .dim)])]
        lines += TextLayout.wrap(clean(step.text), width: width - 3).map { StyledLine("   " + $0) }
        if !step.ingredients.isEmpty {
            lines.append("")
            for ingredient in step.ingredients {
                let amount = clean(measureText(ingredient.measure, scale: scale, units: units))
                lines.append(StyledLine([Span("   " + (amount.isEmpty ? "" : amount + "  "), .dim), Span(clean(ingredient.name))]))
            }
        }
        var keys = "Enter next · b back · q leaves"
        if let timer = step.timer {
            keys = "t starts a \(timer.duration) timer (\(clean(timer.phrase))\(timer.isRange ? ", the longer time" : "")) · " + keys
        }
        return lines + ["", StyledLine(" " + keys, .dim)]
    }
}
