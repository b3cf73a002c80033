import FoundationEssentials

/// One meal's entry in `favorites.json`: the favorite, or the fact that it was removed, and when.
///
/// Removals are kept as records (tombstones) so that a shell holding an unsaved, older change cannot
/// bring back a favorite another shell removed since: per meal, the later change wins.
struct FavoriteRecord: Hashable, Sendable, Codable {
    var mealID: String
    var changedAt: Date
    /// `nil` when the meal was removed from favorites.
    var favorite: Favorite?
    /// The full recipe a version-1 file held inline; `nil` once it is in its recipe file. Never written
    /// back into `favorites.json`: its presence is what makes a visit migrate the file.
    var inlineRecipe: Recipe? {
        get { inline?.recipe }
        set { inline = newValue.map(InlineRecipe.init) }
    }

    /// Whether `inlineRecipe` is there, asked without taking the recipe out of its box.
    var holdsInlineRecipe: Bool { inline != nil }

    /// Boxed: a recipe is a few hundred bytes, and 10,000 records are copied whole at every merge.
    private var inline: InlineRecipe?

    init(mealID: String, changedAt: Date, favorite: Favorite?, inlineRecipe: Recipe? = nil) {
        self.mealID = mealID
        self.changedAt = changedAt
        self.favorite = favorite
        inline = inlineRecipe.map(InlineRecipe.init)
    }

    private enum Keys: String, CodingKey { case id, changedAt, removed, savedAt, meal, source }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if try container.decodeIfPresent(Bool.self, forKey: .removed) == true {
            mealID = try container.decode(String.self, forKey: .id)
            changedAt = try container.decodeIfPresent(Date.self, forKey: .changedAt) ?? .distantPast
            favorite = nil
        } else if container.contains(.meal) {
            // Version 1: the whole recipe under "meal", beside "source" and "savedAt".
            let meal = try container.decode(Recipe.self, forKey: .meal)
            let favorite = Favorite(recipe: meal, source: try container.decode(SourceKind.self, forKey: .source),
                                    savedAt: try container.decode(Date.self, forKey: .savedAt))
            mealID = meal.id
            changedAt = try container.decodeIfPresent(Date.self, forKey: .changedAt) ?? favorite.savedAt
            self.favorite = favorite
            inline = InlineRecipe(meal)
        } else {
            // The favorite's own keys sit beside ours, so a favorite written by hand needs no wrapper.
            let favorite = try Favorite(from: decoder)
            mealID = favorite.id
            changedAt = try container.decodeIfPresent(Date.self, forKey: .changedAt) ?? favorite.savedAt
            self.favorite = favorite
        }
    }

    func encode(to encoder: any Encoder) throws {
        if let favorite {
            // The favorite writes "id" itself, the same id as ours.
            try favorite.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(changedAt, forKey: .changedAt)
        } else {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(mealID, forKey: .id)
            try container.encode(changedAt, forKey: .changedAt)
            try container.encode(true, forKey: .removed)
        }
    }
}

/// A version-1 entry's recipe, held by reference so that it weighs one pointer in its record.
private final class InlineRecipe: Hashable, Sendable {
    let recipe: Recipe

    init(_ recipe: Recipe) { self.recipe = recipe }

    static func == (a: InlineRecipe, b: InlineRecipe) -> Bool { a.recipe == b.recipe }
    func hash(into hasher: inout Hasher) { hasher.combine(recipe) }
}
