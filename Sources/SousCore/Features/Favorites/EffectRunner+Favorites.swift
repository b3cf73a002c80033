import MealKit

extension EffectRunner {
    /// A favorite of the cookbook, read from its file now (a favorite keeps no copy of it); a file that
    /// is gone is said so in one line, naming the favorite.
    func favoriteInCookbook(id: String, name: String) async throws -> Recipe {
        guard hostServices.cookbook.hasFile(id), let recipe = try await recipe(id: id) else {
            throw SousError.favoriteFileGone(name: name, path: id)
        }
        return recipe
    }
}
