import FoundationEssentials

/// A favorite as `favorites.json` lists it: enough to list, mark and complete it, and where it came from.
///
/// The full recipe is not here: it lives in its own file under `recipes/` and is read when the
/// favorite is opened (`FavoritesStoring.recipe(forMealID:)`), so 10,000 favorites load in milliseconds.
public struct Favorite: Hashable, Sendable, Codable {
    public var summary: MealSummary {
        get { fields.summary }
        set { fields = Fields(summary: newValue, source: source, savedAt: savedAt) }
    }
    public var source: SourceKind {
        get { fields.source }
        set { fields = Fields(summary: summary, source: newValue, savedAt: savedAt) }
    }
    public var savedAt: Date {
        get { fields.savedAt }
        set { fields = Fields(summary: summary, source: source, savedAt: newValue) }
    }

    /// The fields, in one box: 10,000 favorites are copied whole by each read, merge, save and listing,
    /// and a favorite's copy is then one reference, not one per text; copies of one favorite are told
    /// equal without a look inside (a save asks that of every favorite it copies from the last file).
    private final class Fields: Sendable {
        let summary: MealSummary
        let source: SourceKind
        let savedAt: Date

        init(summary: MealSummary, source: SourceKind, savedAt: Date) {
            self.summary = summary
            self.source = source
            self.savedAt = savedAt
        }
    }

    private var fields: Fields

    public init(summary: MealSummary, source: SourceKind, savedAt: Date) {
        fields = Fields(summary: summary, source: source, savedAt: savedAt)
    }

    public static func == (a: Favorite, b: Favorite) -> Bool {
        a.fields === b.fields || (a.summary == b.summary && a.source == b.source && a.savedAt == b.savedAt)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(summary)
        hasher.combine(source)
        hasher.combine(savedAt)
    }

    /// The favorite of a full recipe.
    public init(recipe: Recipe, source: SourceKind, savedAt: Date) {
        self.init(summary: recipe.summary, source: source, savedAt: savedAt)
    }

    public var id: String { fields.summary.id }
    public var name: String { fields.summary.name }

    private enum Keys: String, CodingKey { case id, name, thumbnail, source, savedAt }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let id = try container.decode(String.self, forKey: .id)
        let picture = try container.decodeIfPresent(String.self, forKey: .thumbnail)
        self.init(summary: MealSummary(id: id, name: try container.decode(String.self, forKey: .name),
                                       pictureAddress: PictureAddress.acceptedText(picture, mealID: id)),
                  source: try container.decode(SourceKind.self, forKey: .source),
                  savedAt: try container.decode(Date.self, forKey: .savedAt))
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
