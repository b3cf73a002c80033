extension CommandSpec {
    static let scale = CommandSpec(
        name: "scale", usage: "scale <factor>", summary: "the open recipe's quantities times a factor",
        examples: ["scale 2", "scale 1.5", "scale 1/2", "scale 1"], group: .kitchen, argument: .number
    ) { .scale(try ScaleFactor.parse(try $0.required())) }
}
