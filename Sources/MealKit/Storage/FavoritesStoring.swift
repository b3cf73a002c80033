import Foundation

/// Where favorites live. Every call answers with the current list, merged with what other shells
/// wrote meanwhile, and never throws: disk trouble comes back as `problems`.
public protocol FavoritesStoring: Sendable {
    func load() async -> Stored<[Favorite]>
    /// Adds or replaces the favorite with the same meal id.
    func add(_ favorite: Favorite) async -> Stored<[Favorite]>
    func remove(mealID: String) async -> Stored<[Favorite]>
}

/// Favorites kept in memory only: for tests, and what a session falls back to.
public actor InMemoryFavoritesStore: FavoritesStoring {
    private var favorites: [Favorite]

    public init(_ favorites: [Favorite] = []) { self.favorites = favorites }

    public func load() -> Stored<[Favorite]> { Stored(favorites) }

    public func add(_ favorite: Favorite) -> Stored<[Favorite]> {
        favorites.removeAll { $0.meal.id == favorite.meal.id }
        favorites.append(favorite)
        return Stored(favorites)
    }

    public func remove(mealID: String) -> Stored<[Favorite]> {
        favorites.removeAll { $0.meal.id == mealID }
        return Stored(favorites)
    }
}
