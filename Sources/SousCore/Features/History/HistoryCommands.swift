extension CommandSpec {
    static let history = CommandSpec(
        name: "history", usage: "history [n]", summary: "the last n commands (default 20)",
        examples: ["history", "history 50"], group: .shell, argument: .number
    ) { .history(limit: try $0.optionalNumber(in: 1...Int.max, shown: 1...5_000)) }
}
