import MealKit

/// How the cookbook's commands (`cookbook`, `import`, opening one of its recipes) fail; one line each.
public enum CookbookFailure: Error, Equatable, Sendable {
    /// The page could not be fetched, or holds no recipe.
    case page(WebPageError)
    /// A file could not be read, checked or saved.
    case file(CookbookError)
    /// `new` or `edit` with no terminal to run the editor on (a pipe, `-c`).
    case needsTerminal(String)
    /// Neither `$VISUAL` nor `$EDITOR` is set and there is no `vi`.
    case noEditor
    /// The editor named could not be started.
    case editorFailed(String)
    /// `edit <name>` with no cookbook recipe of that title or file name.
    case notInCookbook(String)

    public var message: String {
        switch self {
        case .page(.noRecipe):
            // What to do instead: the recipe can still come in by hand.
            return WebPageError.noRecipe.message
                + ": copy the recipe into a Cooklang file and type import <file.cook>, or save the page and import the .html"
        case .page(let error): return error.message
        case .file(let error): return error.message
        case .needsTerminal(let command):
            return "\(command) needs a terminal: it opens your editor (not through a pipe or -c)"
        case .noEditor:
            return "no editor found: set EDITOR (for example, export EDITOR=nano) and try again"
        case .editorFailed(let reason):
            return "the editor did not start (\(reason)): check VISUAL and EDITOR"
        case .notInCookbook(let name):
            return "no recipe named \(TerminalText.sanitizedLine(name)) in your cookbook: type cookbook to list it, then edit <n>"
        }
    }
}
