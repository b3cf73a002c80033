/// One recipe of the cookbook as its listing shows it: its file, its title, its group (subfolder).
public struct CookbookEntry: Hashable, Sendable {
    /// The file's path inside the cookbook, "/"-separated: the recipe's id (`Dinner/Risotto.cook`).
    public var path: String
    /// The title its front matter gives, else the file's name.
    public var name: String
    /// The subfolder it is in ("Dinner"), nil at the top of the cookbook.
    public var group: String?

    public init(path: String, name: String, group: String? = nil) {
        self.path = path
        self.name = name
        self.group = group
    }
}

/// The whole cookbook as read now: the recipes that load, and one line for each file that does not.
public struct CookbookContents: Hashable, Sendable {
    public var entries: [CookbookEntry]
    /// `Dinner/Broken.cook:3:7: error: …`, one a file.
    public var problems: [String]
    /// The paths of the files that do not load (those `problems` names), so they can still be edited.
    public var brokenPaths: [String]

    public init(entries: [CookbookEntry] = [], problems: [String] = [], brokenPaths: [String] = []) {
        self.entries = entries
        self.problems = problems
        self.brokenPaths = brokenPaths
    }
}
