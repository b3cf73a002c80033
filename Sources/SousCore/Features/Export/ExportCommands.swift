extension CommandSpec {
    static let export = CommandSpec(
        name: "export", usage: "export [n] [file]", summary: "the recipe as Markdown (or --json), to a file or here",
        examples: ["export", "export 3 ~/teriyaki.md", "export ~/recipes", "export --json meal.json", "export 3 x.md --force"],
        group: .recipes, argument: .path,
        details: ["A folder takes the file inside it under the meal's name, as cp would: export ~/recipes writes "
                  + "~/recipes/<Meal Name>.md. An existing file is kept unless you add --force."]
    ) { .export(try ExportRequest.parse($0.text, usage: $0.usage)) }
}
