import Foundation

/// Where favorites live. Every call answers with the current list, merged with what other shells
/// wrote meanwhile, and never throws: disk trouble comes back as `problems`.
///
/// The list holds each favorite's index entry; its full recipe is read on demand with `recipe(forMealID:)`.
public protocol FavoritesStoring: Sendable {
    func load() async -> Stored<[Favorite]>
    /// Adds, or replaces, the favorite of `recipe`, keeping the recipe so it opens with no network.
    func add(_ recipe: MealDetail, source: SourceKind, savedAt: Date) async -> Stored<[Favorite]>
    func remove(mealID: String) async -> Stored<[Favorite]>
    /// A favorite's saved recipe; `nil` when it is not a favorite or its recipe is missing or damaged.
    func recipe(forMealID mealID: String) async -> Stored<MealDetail?>
}

/// Favorites kept in memory only: for tests, and what a session falls back to.
public actor InMemoryFavoritesStore: FavoritesStoring {
    private var favorites: [Favorite]
    private var recipes: [String: MealDetail]

    /// - Parameters:
    ///   - favorites: the index entries to start with.
    ///   - recipes: the saved recipes; a favorite without one behaves as one whose recipe file is damaged.
    public init(_ favorites: [Favorite] = [], recipes: [MealDetail] = []) {
        self.favorites = favorites
        self.recipes = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    public func load() -> Stored<[Favorite]> { Stored(favorites) }

    public func add(_ recipe: MealDetail, source: SourceKind, savedAt: Date) -> Stored<[Favorite]> {
        favorites.removeAll { $0.id == recipe.id }
        favorites.append(Favorite(recipe: recipe, source: source, savedAt: savedAt))
        recipes[recipe.id] = recipe
        return Stored(favorites)
    }

    public func remove(mealID: String) -> Stored<[Favorite]> {
        favorites.removeAll { $0.id == mealID }
        recipes[mealID] = nil
        return Stored(favorites)
    }

    public func recipe(forMealID mealID: String) -> Stored<MealDetail?> {
        Stored(favorites.contains { $0.id == mealID } ? recipes[mealID] : nil)
    }
}
