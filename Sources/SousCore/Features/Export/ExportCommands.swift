extension CommandSpec {
    static let export = CommandSpec(
        name: "export", usage: "export [n] [file]", summary: "the recipe as Markdown (or --json), to a file or here",
        examples: ["export", "export 3 ~/teriyaki.md", "export --json meal.json", "export 3 x.md --force"],
        group: .recipes, argument: .listingItem
    ) { .export(try ExportRequest.parse($0.text, usage: $0.usage)) }
}
