import MealKit

/// How the cookbook's commands (`cookbook`, `import`, opening one of its recipes) fail; one line each.
public enum CookbookFailure: Error, Equatable, Sendable {
    /// The page could not be fetched, or holds no recipe.
    case page(WebPageError)
    /// A file could not be read, checked or saved.
    case file(CookbookError)

    public var message: String {
        switch self {
        case .page(.noRecipe):
            // What to do instead: the recipe can still come in by hand.
            return WebPageError.noRecipe.message
                + ": copy the recipe into a Cooklang file and type import <file.cook>, or save the page and import the .html"
        case .page(let error): return error.message
        case .file(let error): return error.message
        }
    }
}
