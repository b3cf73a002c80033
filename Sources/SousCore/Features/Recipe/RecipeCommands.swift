extension CommandSpec {
    static let open = CommandSpec(
        name: "open", aliases: ["o"], usage: "open <n|id|name>",
        summary: "the full recipe: ingredients, steps, links",
        examples: ["open 3", "open 52772", "open teriyaki", "open 3 x2"], group: .recipes, argument: .listingItem,
        details: [
            "A name not in the listing is looked for among your cookbook's titles first, whole or by their beginning "
                + "(open roast); several that begin so are named in one line. Else the source is asked.",
        ]
    ) { arguments throws(SousError) in
        let (text, scale) = try ScaleFactor.splitTrailing(try arguments.required())
        guard let reference = try arguments.reference(text) else { throw .missingArgument(usage: arguments.usage) }
        return scale.map { .openScaled(reference, scale: $0) } ?? .open(reference)
    }
}
