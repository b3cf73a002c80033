import FoundationEssentials
import MealKit

extension CommandSpec {
    static let importRecipe = CommandSpec(
        name: "import", usage: "import <url|path>",
        summary: "a recipe from a web page or file, or a whole folder",
        examples: ["import https://example.com/best-lasagne", "import ~/Downloads/pie.html", "import risotto.cook", "import ~/recipes"],
        group: .recipes, argument: .path,
        details: [
            "The page's schema.org recipe (JSON-LD or microdata) is saved as a Cooklang file in your cookbook, "
                + "named after its title, then shown as open shows it. A file of that name is never replaced: "
                + "the new one is \"Name 2.cook\". Only http:// and https:// addresses are fetched.",
            "A folder: every .html, .htm and .cook file in it (not in its subfolders: import each one you want), with a line "
                + "of progress on a terminal, then what was imported and each file skipped and why (no recipe data, an error "
                + "with its line and column, a recipe of that name already in your cookbook, so a folder imported twice "
                + "adds nothing twice). Ctrl-C stops between two files.",
        ]
    ) { arguments throws(SousError) in .importRecipe(try ImportSource.parse(unquoted(try arguments.required()))) }
}

extension ImportSource {
    /// An http(s) address as a page to fetch; any other scheme (`file:`, `javascript:`) refused; the
    /// rest a file's path.
    static func parse(_ text: String) throws(SousError) -> ImportSource {
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: text), url.host?.isEmpty == false else {
                throw .cookbook(.page(.notAWebAddress(TerminalText.sanitizedLine(text))))
            }
            return .url(url)
        }
        if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter }), text[..<colon].count > 1 {
            throw .cookbook(.page(.notAWebAddress(TerminalText.sanitizedLine(text))))
        }
        return .file(text)
    }
}
