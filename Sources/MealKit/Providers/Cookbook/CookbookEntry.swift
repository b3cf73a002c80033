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

    /// The file a typed name means: a recipe's title, else a file's name (with or without `.cook`, a
    /// broken file's too), else the one title that starts with it; blind to case and accents.
    public func path(named name: String) -> String? {
        let wanted = name.foldedForSearch
        if let entry = entries.first(where: { $0.name.foldedForSearch == wanted }) { return entry.path }
        let files = entries.map(\.path) + brokenPaths
        func fileName(_ path: String) -> String {
            let last = path.split(separator: "/").last.map(String.init) ?? path
            return String(last.dropLast(5)).foldedForSearch
        }
        if let path = files.first(where: { fileName($0) == wanted || $0.foldedForSearch == wanted }) { return path }
        let starting = entries.filter { $0.name.foldedForSearch.hasPrefix(wanted) }
        return starting.count == 1 ? starting[0].path : nil
    }
}
