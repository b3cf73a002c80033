import FoundationEssentials
import MealKit

/// What `import` reads: a web page by its address, or a file or folder on disk (`.html`, `.cook`).
public enum ImportSource: Equatable, Sendable {
    case url(URL)
    case file(String)
}

/// The cookbook's part of the session's vocabulary: what it asks the outside world for and what comes
/// back. The shell's `Request` and `Response` hold one case each for all of it.
public enum CookbookExchange {
    /// Which recipe `edit` changes.
    public enum EditTarget: Equatable, Sendable {
        /// A file of the cookbook, by its path.
        case file(String)
        /// A recipe from elsewhere (TheMealDB, Edamam, a favorite): copied into the cookbook first.
        case copy(Recipe)
        /// A name typed: a cookbook recipe's title or file name.
        case named(String)
    }

    public enum Request: Equatable, Sendable {
        /// The whole cookbook, read now.
        case contents
        /// A recipe read from `source`, saved into the cookbook; every page and Cooklang file of a folder.
        case importing(ImportSource)
        /// `new [name]`: a draft from the template, opened in the editor.
        case write(title: String?)
        case edit(EditTarget)
        /// The editor opened again on a draft with errors.
        case reopen(CookbookDraft)
        /// A draft with errors kept as it is, under a name that says so.
        case keep(CookbookDraft)
        /// `set cookbook <folder>`: the folder checked (made when `create`), then used; nil: the default one.
        case useFolder(String?, create: Bool)
    }

    /// How an editor run on a draft came out.
    public enum Edited: Equatable, Sendable {
        case unchanged
        /// Errors, each with file, line and column: the session asks whether to reopen the editor.
        case invalid([String])
        /// Saved: the recipe as its file now reads, the file's name, and the name it wanted when taken.
        case saved(Recipe, fileName: String, taken: String?)
    }

    public enum Response: Equatable, Sendable {
        case contents(CookbookContents)
        /// The recipe as saved (its id its file's path), the file's name, and the name it wanted when
        /// that one was taken.
        case imported(Recipe, fileName: String, taken: String?)
        case importedFolder(FolderImport)
        /// The editor closed on `draft`; `copiedAs` names the file a recipe from elsewhere was copied to.
        case edited(CookbookDraft, Edited, copiedAs: String?)
        /// A draft with errors kept at this absolute path.
        case kept(CookbookDraft, path: String)
        /// The cookbook is now this folder (nil: the default); `created` when it was just made. `aisles`
        /// is its `config/aisle.conf`, if any, and the problem reading it.
        case folderChosen(String?, created: Bool, aisles: AisleConfig?, problem: String?)
    }
}

/// What importing a folder did: each file imported, each skipped and why.
public struct FolderImport: Equatable, Sendable {
    /// The folder, as the user typed it.
    public var folder: String
    /// The names the recipes were saved under.
    public var imported: [String] = []
    /// Each file skipped, with one line saying why ("no recipe data", "already in your cookbook").
    public var skipped: [Skipped] = []
    /// Ctrl-C stopped it: the files after the last one done were not looked at.
    public var cancelled = false

    public struct Skipped: Equatable, Sendable {
        public var file: String
        public var reason: String
    }

    public init(folder: String, imported: [String] = [], skipped: [Skipped] = [], cancelled: Bool = false) {
        self.folder = folder
        self.imported = imported
        self.skipped = skipped
        self.cancelled = cancelled
    }
}
