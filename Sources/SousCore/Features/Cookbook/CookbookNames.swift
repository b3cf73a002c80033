import MealKit

/// How a typed name finds recipes of the cookbook: one way for `open <name>` and `edit <name>`.
enum CookbookNames {
    /// The recipes `name` means, blind to case and accents, as the screen shows names: those of that
    /// title; else the file of that name (with or without `.cook`, one that does not load too, so it
    /// can be edited); else those whose title begins with it. Several: the user chooses among them.
    static func entries(named name: String, among entries: [CookbookEntry], brokenPaths: [String] = []) -> [CookbookEntry] {
        let wanted = folded(name).trimmingWhitespace()
        guard !wanted.isEmpty else { return [] }
        let titled = entries.filter { folded($0.name) == wanted }
        if !titled.isEmpty { return titled }
        let files = entries + brokenPaths.map { CookbookEntry(path: $0, name: fileName($0), group: group(of: $0)) }
        let named = files.filter { folded(fileName($0.path)) == wanted || folded($0.path) == wanted }
        if !named.isEmpty { return named }
        return entries.filter { folded($0.name).hasPrefix(wanted) }
    }

    /// How an entry is named among others of a similar name: "Dinner / Risotto".
    static func shown(_ entry: CookbookEntry) -> String {
        TerminalText.sanitizedLine(entry.group.map { "\($0) / \(entry.name)" } ?? entry.name)
    }

    private static func folded(_ text: String) -> String { TerminalText.sanitizedLine(text).foldedForSearch }

    /// "Dinner/Risotto.cook" is "Risotto".
    private static func fileName(_ path: String) -> String {
        String((path.split(separator: "/").last.map(String.init) ?? path).dropLast(5))
    }

    private static func group(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
