import MealKit

extension CommandSpec {
    static let cookbook = CommandSpec(
        name: "cookbook", usage: "cookbook", summary: "your own recipes (Cooklang files), as a listing",
        examples: ["cookbook", "open 2"], group: .recipes,
        details: [
            "The cookbook is a folder of Cooklang files, $XDG_DATA_HOME/sous/cookbook/ (~/.local/share/sous/cookbook/): "
                + "edit them with any editor, the change is seen at the next command. Subfolders are shown as groups "
                + "(\"Dinner / Risotto\"). A file with an error is named with its line and column; the others still load.",
            "set cookbook <folder> keeps it elsewhere (set cookbook ~/recipes --create makes the folder): a cookcli "
                + "collection works as it is, its config/aisle.conf ordering shop (unless sous has an aisle.conf of its own).",
            "new writes a recipe in your editor, edit changes one; open, fav, plan, shop add, scale, steps and export "
                + "work on its recipes as on any other; search finds them by title, ingredient and tag.",
        ]
    ) { try $0.none(.cookbook) }
}
