import Foundation

/// Where favorites live. Every call answers with the current list, merged with what other shells
/// wrote meanwhile, and never throws: disk trouble comes back as `problems`.
///
/// The list holds each favorite's index entry; its full recipe is read on demand with `recipe(forMealID:)`.
public protocol FavoritesStoring: Sendable {
    func load() async -> Stored<[Favorite]>
    func apply(_ change: Favorite.Change) async -> Stored<[Favorite]>
    /// A favorite's saved recipe; `nil` when it is not a favorite or its recipe is missing or damaged.
    func recipe(forMealID mealID: String) async -> Stored<MealDetail?>
    /// The favorites again if another process changed the index since this store last saw it, else
    /// `nil` (one `lstat` when nothing changed): call it before a command that reads the favorites.
    func refreshIfChanged() async -> Stored<[Favorite]>?
}

extension FavoritesStoring {
    /// Adds, or replaces, the favorite of `recipe`, keeping the recipe so it opens with no network.
    public func add(_ recipe: MealDetail, source: SourceKind, savedAt: Date) async -> Stored<[Favorite]> {
        await apply(.add(recipe, source: source, savedAt: savedAt))
    }

    public func remove(mealID: String) async -> Stored<[Favorite]> { await apply(.remove(mealID: mealID)) }
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

    public func apply(_ change: Favorite.Change) -> Stored<[Favorite]> {
        favorites.removeAll { $0.id == change.mealID }
        switch change {
        case .add(let recipe, let source, let savedAt):
            favorites.append(Favorite(recipe: recipe, source: source, savedAt: savedAt))
            recipes[recipe.id] = recipe
        case .remove(let mealID):
            recipes[mealID] = nil
        }
        return Stored(favorites)
    }

    public func refreshIfChanged() -> Stored<[Favorite]>? { nil }

    public func recipe(forMealID mealID: String) -> Stored<MealDetail?> {
        Stored(favorites.contains { $0.id == mealID } ? recipes[mealID] : nil)
    }
}
