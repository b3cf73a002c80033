extension CommandSpec {
    static let export = CommandSpec(
        name: "export", usage: "export [n] [file]", summary: "the recipe as Markdown, Cooklang or JSON-LD, to a file",
        examples: ["export", "export 3 ~/teriyaki.md", "export ~/recipes", "export --cooklang", "export 3 ~/pie.cook",
                   "export --schema ~/share/pie.html", "export --json meal.json", "export 3 x.md --force"],
        group: .recipes, argument: .path,
        details: ["With no file (or -) it is printed. A folder takes the file inside it under the meal's name, as cp "
                  + "would: export ~/recipes writes ~/recipes/<Meal Name>.md. An existing file is kept unless you add --force.",
                  "--cooklang (or a .cook file) writes a Cooklang file that import reads back as the same recipe; "
                  + "--schema (or a .jsonld file) writes schema.org Recipe JSON-LD, and a .html file gets a web page "
                  + "holding it. The amounts are those on screen, at the scale and in the units in force."]
    ) { .export(try ExportRequest.parse($0.text, usage: $0.usage)) }
}
