import FoundationEssentials
import MealKit

/// What `import` reads: a web page by its address, or a file on disk (`.html` or `.cook`).
public enum ImportSource: Equatable, Sendable {
    case url(URL)
    case file(String)
}

/// The cookbook's part of the session's vocabulary: what it asks the outside world for and what comes
/// back. The shell's `Request` and `Response` hold one case each for all of it.
public enum CookbookExchange {
    public enum Request: Equatable, Sendable {
        /// The whole cookbook, read now.
        case contents
        /// A recipe read from `source`, saved into the cookbook.
        case importing(ImportSource)
    }

    public enum Response: Equatable, Sendable {
        case contents(CookbookContents)
        /// The recipe as saved (its id its file's path), the file's name, and the name it wanted when
        /// that one was taken.
        case imported(Recipe, fileName: String, taken: String?)
    }
}
