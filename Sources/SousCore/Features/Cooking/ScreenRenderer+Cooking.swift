import MealKit

extension ScreenRenderer {
    /// One step of cooking mode: the step whole, what it uses (scaled), the timer it offers, the keys.
    func render(_ step: CookingSteps.Step, of count: Int, meal: String, scale: Double, units: UnitSystem) -> [StyledLine] {
        // The scale stays in sight: every amount below is for that many.
        let scaled = scale == 1 ? "" : " · ×" + ScaledMeasure.factor(scale)
        var lines = [StyledLine([Span(" " + clean(meal), .heading), Span(" · step \(step.number)/\(count)" + scaled, .dim)])]
        lines += TextLayout.wrap(clean(step.text), width: width - 3).map { StyledLine("   " + $0) }
        if !step.ingredients.isEmpty {
            lines.append("")
            let amounts = step.ingredients.map { shownMeasure($0.measure, scale: scale, units: units, name: $0.name) }
            // The amounts in a column, as the recipe screen has them.
            let column = amounts.map(TextLayout.displayWidth).max() ?? 0
            for (ingredient, amount) in zip(step.ingredients, amounts) {
                lines.append(StyledLine([Span("   " + TextLayout.pad(amount, to: column) + "  ", .dim), Span(clean(ingredient.name))]))
            }
        }
        var keys = "Enter next · b back · q leaves"
        if let timer = step.timer {
            keys = "t starts a \(timer.duration) timer (\(clean(timer.phrase))\(timer.isRange ? ", the longer time" : "")) · " + keys
        }
        return lines + ["", StyledLine(" " + keys, .dim)]
    }
}
