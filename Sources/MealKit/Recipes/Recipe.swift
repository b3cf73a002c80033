import FoundationEssentials

/// A full recipe, as `lookup.php` and `search.php` return it.
///
/// Its `Codable` form is TheMealDB's own wire shape (`strIngredient1…20`, `strMeasure1…20`), so a
/// favorite saved to disk is the very record the API sent, and reads back through the same decoder.
public struct Recipe: Hashable, Sendable {
    public var id: String
    public var name: String
    public var alternateName: String?
    public var category: String?
    public var area: String?
    public var instructions: String
    public var thumbnailURL: URL?
    public var tags: [String]
    public var youtubeURL: URL?
    public var sourceURL: URL?
    public var ingredients: [Ingredient]
    public var dateModified: String?
    /// How many people the recipe serves (Edamam's `yield`); TheMealDB does not say.
    public var servings: Double?
    /// Minutes from start to table (Edamam's `totalTime`), when the source knows.
    public var totalMinutes: Double?
    /// Kilocalories in one serving, when the source knows.
    public var caloriesPerServing: Double?
    /// Health and allergy labels ("Vegan", "Gluten-Free"): Edamam's, kept apart from the diet tags.
    public var labels: [String]

    public init(
        id: String, name: String, alternateName: String? = nil, category: String? = nil,
        area: String? = nil, instructions: String = "", thumbnailURL: URL? = nil, tags: [String] = [],
        youtubeURL: URL? = nil, sourceURL: URL? = nil, ingredients: [Ingredient] = [],
        dateModified: String? = nil, servings: Double? = nil, totalMinutes: Double? = nil,
        caloriesPerServing: Double? = nil, labels: [String] = []
    ) {
        self.id = id
        self.name = name
        self.alternateName = alternateName
        self.category = category
        self.area = area
        self.instructions = instructions
        self.thumbnailURL = thumbnailURL
        self.tags = tags
        self.youtubeURL = youtubeURL
        self.sourceURL = sourceURL
        self.ingredients = ingredients
        self.dateModified = dateModified
        self.servings = servings
        self.totalMinutes = totalMinutes
        self.caloriesPerServing = caloriesPerServing
        self.labels = labels
    }
}
