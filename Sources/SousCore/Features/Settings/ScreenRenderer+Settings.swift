import MealKit

extension ScreenRenderer {
    /// `set`: one row per setting (its value, bold when chosen, its default, what it takes), and a
    /// mark on those felt only at the next start or decided by a flag this run.
    func render(_ settings: Settings, overridden: Set<SettingKey>) -> [StyledLine] {
        var lines = [StyledLine([Span(" Settings", .heading),
                                 Span(" · set <key> <value> changes one, set <key> default resets it", .dim)])]
        // The cookbook's folder is a path, as long as it is: a line of its own under the table.
        let keys = SettingKey.allCases.filter { $0 != .cookbook }
        let keyWidth = keys.map { $0.rawValue.count }.max() ?? 0
        // As wide as any value could be, so the table keeps its shape whatever is chosen.
        let widest = keys.flatMap { key -> [Int] in
            switch key.domain {
            case .range(let range): return [String(range.upperBound).count]
            case .choices(let choices): return choices.map(\.count)
            case .token: return ["(not set)".count]
            case .folder: return []
            }
        }.max() ?? 0
        let valueWidth = max(5, widest)
        let defaultWidth = max(7, widest)
        let takesWidth = keys.map { $0.domain.summary.count }.max() ?? 0
        lines.append(StyledLine("   " + TextLayout.pad("setting", to: keyWidth) + "  " + TextLayout.pad("value", to: valueWidth)
                                + "  " + TextLayout.pad("default", to: defaultWidth) + "  takes", .dim))
        for key in keys {
            var marks: [String] = []
            if key.timing == .nextStart { marks.append("¹") }
            if overridden.contains(key) { marks.append("²") }
            lines.append(StyledLine([
                Span("   " + TextLayout.pad(key.rawValue, to: keyWidth) + "  "),
                Span(TextLayout.pad(TerminalText.sanitizedLine(settings.displayValue(key)), to: valueWidth),
                     settings.isDefault(key) ? .plain : .bold),
                Span("  " + TextLayout.pad(key.defaultValue.isEmpty ? "–" : key.defaultValue, to: defaultWidth) + "  ", .dim),
                // Padded only when a mark follows, so no line ends in spaces.
                Span(marks.isEmpty ? key.domain.summary
                     : TextLayout.pad(key.domain.summary, to: takesWidth) + " " + marks.joined(), .dim),
            ]))
        }
        let folder = settings.isDefault(.cookbook) ? "cookbook/ in the data folder" : settings[.cookbook]
        lines.append(StyledLine([Span("   " + TextLayout.pad("cookbook", to: keyWidth) + "  "),
                                 Span(TerminalText.sanitizedLine(folder), settings.isDefault(.cookbook) ? .plain : .bold),
                                 Span(settings.isDefault(.cookbook) ? "  (the default)" : "", .dim)]))
        lines.append(StyledLine(" ¹ takes effect at the next start", .dim))
        if !overridden.isEmpty { lines.append(StyledLine(" ² a command-line flag decides it this run", .dim)) }
        return lines
    }
}
