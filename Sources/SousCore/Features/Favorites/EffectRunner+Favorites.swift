import MealKit

extension EffectRunner {
    /// What the favorites asked their store to do.
    func perform(_ effect: Favorites.Effect) async -> [Event] {
        switch effect {
        case .save(let recipe, let source, let savedAt, let picture):
            return await saveFavorite(recipe, source: source, savedAt: savedAt, picture: picture)
        case .remove(let meal):
            let stored = await favorites.remove(mealID: meal.id)
            await hostServices.images.remove(mealID: meal.id)
            return [.favorites(.removed(meal, isSaved: stored.isSaved)), .favorites(.changed(stored.value, problems: stored.problems))]
        }
    }

    /// A favorite of the cookbook, read from its file now (a favorite keeps no copy of it); a file that
    /// is gone is said so in one line, naming the favorite.
    func favoriteInCookbook(id: String, name: String) async throws -> Recipe {
        guard hostServices.cookbook.hasFile(id), let recipe = try await recipe(id: id) else {
            throw SousError.favoriteFileGone(name: name, path: id)
        }
        return recipe
    }
}
