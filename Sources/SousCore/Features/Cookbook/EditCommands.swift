import MealKit

extension CommandSpec {
    static let newRecipe = CommandSpec(
        name: "new", usage: "new [name]", summary: "write a recipe in your editor, into your cookbook",
        examples: ["new", "new Lentil soup"], group: .recipes, argument: .text,
        details: [
            "Opens $VISUAL or $EDITOR (else vi) on a Cooklang template in your cookbook folder. Save and close the editor: "
                + "the recipe is checked, saved under its title (never over another file) and shown as open shows it. "
                + "An error is shown with its line and column, and the editor can be opened again; nothing you typed is lost. "
                + "An unchanged template saves nothing. Needs a terminal.",
        ]
    ) { .newRecipe($0.text) }

    static let edit = CommandSpec(
        name: "edit", usage: "edit [n|name]", summary: "change the open recipe (or item n) in your editor",
        examples: ["edit", "edit 2", "edit Risotto"], group: .recipes, argument: .listingItem,
        details: [
            "A cookbook recipe's own file is opened in $VISUAL or $EDITOR and checked when you close it (an error is shown "
                + "with its line and column, and the editor can be opened again). A recipe from elsewhere (TheMealDB, Edamam, "
                + "a web page) is copied into your cookbook as a Cooklang file first. Needs a terminal.",
        ]
    ) { .edit(try $0.reference($0.text)) }
}

/// The answer to "reopen the editor? [Y/n]": Enter or y reopens, n keeps the draft; anything else keeps
/// it too and is run as the command it is.
enum ReopenAnswer {
    /// True to reopen, false to keep the draft, nil for a line that is no answer (a command).
    static func parse(_ line: String) -> Bool? {
        switch line.trimmingWhitespace().lowercased() {
        case "", "y", "yes": return true
        case "n", "no": return false
        default: return nil
        }
    }
}
