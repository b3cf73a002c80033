extension ScreenRenderer {
    /// The welcome: what sous is, five commands to try, where data lives. It fits 80 columns and a
    /// screen's height, so nothing scrolls away on the first start.
    func renderTour(dataDirectory: String?) -> [StyledLine] {
        var lines: [StyledLine] = [
            StyledLine(" Welcome to sous", .heading),
            "",
        ]
        lines += TextLayout.wrap(
            "sous is a shell for recipes: browse TheMealDB's meals by category, cuisine or ingredient, "
                + "open one to read it, keep favorites. Numbers refer to the list on screen.",
            width: width - 2
        ).map { StyledLine(" " + $0) }
        lines.append("")
        lines.append(StyledLine(" Five things to try", .bold))
        let tries = [
            ("today", "the meal of the day"),
            ("cat Seafood", "meals of a category (Tab completes names)"),
            ("open 1", "read the first one"),
            ("fav", "keep it, recipe and picture, for offline use"),
            ("help", "every command; help <command> for examples"),
        ]
        for (command, what) in tries {
            lines.append(StyledLine([
                Span("   " + TextLayout.pad(command, to: 14), .bold),
                Span(TextLayout.truncate(what, width: width - 17)),
            ]))
        }
        lines.append("")
        let place = dataDirectory.map { "Favorites and history are kept in " + TerminalText.sanitizedLine($0) + "." }
            ?? "Nothing is saved this session: there is no data directory."
        lines += TextLayout.wrap(place + " Type tour to see this again; Ctrl-D quits.", width: width - 2)
            .map { StyledLine(" " + $0, .dim) }
        return lines
    }
}
