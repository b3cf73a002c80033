import MealKit

extension Session {
    /// The cookbook as read now: its recipes as a listing (a group before its name), each file that
    /// could not be read as a notice of its own.
    mutating func showCookbook(_ contents: CookbookContents) -> [Effect] {
        let problems = contents.problems.map { Effect.show(.notice($0)) }
        guard !contents.entries.isEmpty else {
            return problems + [.show(.message("your cookbook is empty: import <url> adds a recipe from a web page"))]
        }
        let items = contents.entries.map { entry in
            MealSummary(id: entry.path, name: entry.group.map { "\($0.replacingSlashes) / " + entry.name } ?? entry.name)
        }
        return problems + showListing(items, from: .cookbook)
    }
}

extension String {
    /// "Dinner/Quick" as "Dinner / Quick", as groups of groups are shown.
    fileprivate var replacingSlashes: String { split(separator: "/").joined(separator: " / ") }
}
