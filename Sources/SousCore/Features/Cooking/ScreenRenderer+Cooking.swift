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
            // Laid out as the recipe screen has them: a note too long for the measure column goes
            // after the name, and names wrap at words.
            lines += ingredientLines(step.ingredients, scale: scale, units: units)
        }
        var keys = [step.number == count ? "Enter ends" : "Enter next", "b back", "q leaves"]
        if step.timers.count > 1 {
            let each = step.timers.map { timer in (timer.name.map { clean($0) + " " } ?? "") + timer.duration.description }
            keys.insert("t starts its timers one by one: " + each.joined(separator: ", "), at: 0)
        } else if let timer = step.timer {
            // The step's own words only where they say more than the time: its name, or the range it
            // was read from ("30 minutes" beside "30 min" would say it twice).
            let words = timer.name.map(clean) ?? (timer.isRange ? clean(timer.phrase) + ", the longer time" : nil)
            keys.insert("t starts a \(timer.duration) timer" + (words.map { " (\($0))" } ?? ""), at: 0)
        }
        // The keys are a hint (left out of a pipe), each beside its action: rows break between them.
        return lines + [""] + Self.rows(keys, width: width - 1).map { StyledLine(" " + $0, .hint) }
    }

    /// `parts` joined by " · " into rows of at most `width` columns, broken only between parts (a part
    /// wider than a row wraps at its words).
    static func rows(_ parts: [String], width: Int) -> [String] {
        var rows: [String] = []
        for part in parts {
            if let last = rows.last, TextLayout.displayWidth(last + " · " + part) <= width {
                rows[rows.count - 1] = last + " · " + part
            } else {
                rows += TextLayout.wrap(part, width: width)
            }
        }
        return rows
    }
}
