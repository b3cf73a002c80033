extension CommandSpec {
    static let image = CommandSpec(
        name: "img", aliases: ["image"], usage: "img [n]", summary: "the meal's picture, drawn in the terminal if it can",
        examples: ["img", "img 2"], group: .recipes, argument: .listingItem
    ) { .image(try $0.reference($0.text)) }
}
