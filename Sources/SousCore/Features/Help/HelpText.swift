/// The words of `help` and `help <command>`, built from `CommandSpec.all`.
enum HelpText {
    static func lines(topic: String?, width: Int) -> [StyledLine] {
        guard let topic, let spec = CommandSpec.named(topic) else { return overview(width: width) }
        var lines = [StyledLine([Span(" " + spec.usage, .heading)])]
        lines += TextLayout.wrap(spec.summary, width: width - 3).map { StyledLine("   " + $0) }
        for detail in spec.details {
            lines += TextLayout.wrap(detail, width: width - 3).map { StyledLine("   " + $0) }
        }
        if !spec.aliases.isEmpty {
            lines.append(StyledLine([Span("   also: ", .dim), Span(spec.aliases.joined(separator: ", "))]))
        }
        lines.append(StyledLine("   examples:", .dim))
        lines += spec.examples.map { StyledLine([Span("     "), Span(CommandPrompt.plain, .dim), Span($0, .bold)]) }
        return lines
    }

    private static func overview(width: Int) -> [StyledLine] {
        let usageWidth = (CommandSpec.all.map { $0.usage.count }.max() ?? 0) + 2
        var lines: [StyledLine] = []
        for group in CommandSpec.Group.allCases {
            if !lines.isEmpty { lines.append("") }
            lines.append(StyledLine(" " + group.rawValue, .heading))
            for spec in CommandSpec.all where spec.group == group {
                // A summary too long for its column wraps under itself, never cut.
                let room = width - 3 - usageWidth
                for (row, text) in TextLayout.wrap(spec.summary, width: room).enumerated() {
                    lines.append(StyledLine([
                        Span("   " + TextLayout.pad(row == 0 ? spec.usage : "", to: usageWidth), .bold),
                        Span(text),
                    ]))
                }
            }
        }
        lines.append("")
        lines += TextLayout.wrap(
            "Numbers are those of the current listing, across pages. Names match by prefix and ignore case: "
                + "cat sea is Seafood. Tab completes commands and names; help <command> shows examples.",
            width: width - 1
        ).map { StyledLine(" " + $0, .dim) }
        return lines
    }
}

/// The prompt as examples show it.
enum CommandPrompt {
    static let plain = "sous> "
}
