import FoundationEssentials

/// A favorite as `favorites.json` lists it: enough to list, mark and complete it, and where it came from.
///
/// The full recipe is not here: it lives in its own file under `recipes/` and is read when the
/// favorite is opened (`FavoritesStoring.recipe(forMealID:)`), so 10,000 favorites load in milliseconds.
public struct Favorite: Hashable, Sendable, Codable {
    public var summary: MealSummary
    public var source: SourceKind
    public var savedAt: Date

    public init(summary: MealSummary, source: SourceKind, savedAt: Date) {
        self.summary = summary
        self.source = source
        self.savedAt = savedAt
    }

    /// The favorite of a full recipe.
    public init(recipe: Recipe, source: SourceKind, savedAt: Date) {
        self.init(summary: recipe.summary, source: source, savedAt: savedAt)
    }

    public var id: String { summary.id }
    public var name: String { summary.name }

    private enum Keys: String, CodingKey { case id, name, thumbnail, source, savedAt }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let id = try container.decode(String.self, forKey: .id)
        let picture = try container.decodeIfPresent(String.self, forKey: .thumbnail)
        summary = MealSummary(id: id, name: try container.decode(String.self, forKey: .name),
                              pictureAddress: PictureAddress.acceptedText(picture, mealID: id))
        source = try container.decode(SourceKind.self, forKey: .source)
        savedAt = try container.decode(Date.self, forKey: .savedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(summary.id, forKey: .id)
        try container.encode(summary.name, forKey: .name)
        try container.encodeIfPresent(summary.pictureAddress, forKey: .thumbnail)
        try container.encode(source, forKey: .source)
        try container.encode(savedAt, forKey: .savedAt)
    }
}
