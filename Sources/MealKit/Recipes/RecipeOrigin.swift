import FoundationEssentials

/// Where a recipe comes from: the source that gave it, the page it was published on, its author.
public struct RecipeOrigin: Hashable, Sendable, Codable {
    /// The kind of source, which also namespaces the recipe's id (`mealdb:52772`).
    public enum Source: String, Hashable, Sendable, Codable, CaseIterable {
        /// TheMealDB, live or from the bundled catalogue: the same ids either way.
        case mealdb
        case edamam
        /// A web page read by `RecipePageReader` (schema.org JSON-LD or microdata): the id is its address.
        case web
        /// The user's own Cooklang files; the id is the file's path in the cookbook (`Dinner/Risotto.cook`).
        case cookbook
    }

    public var source: Source
    /// The page the recipe was published on (TheMealDB's `strSource`, Edamam's `url`).
    public var url: URL?
    /// Who wrote or published it ("Serious Eats"), when the source says.
    public var author: String?

    public init(source: Source, url: URL? = nil, author: String? = nil) {
        self.source = source
        self.url = url
        self.author = author
    }
}

extension Recipe {
    /// The id with its source's name: `mealdb:52772`, `edamam:recipe_b79…`. Ids of two sources may
    /// look alike; these never do.
    public var reference: String { origin.source.rawValue + ":" + id }
}
