extension CommandSpec {
    static let today = CommandSpec(
        name: "today", usage: "today", summary: "the meal of the day and three picks, the same all day",
        examples: ["today", "open 1"], group: .recipes
    ) { try $0.none(.today) }
}
