extension CommandSpec {
    static let tour = CommandSpec(
        name: "tour", summary: "the short welcome tour again", group: .shell, command: .tour)
}
