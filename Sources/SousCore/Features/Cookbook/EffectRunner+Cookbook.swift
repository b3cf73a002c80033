import MealKit

extension EffectRunner {
    /// A recipe by id: a cookbook file's path is read from the cookbook now (so an edit made outside
    /// sous is seen), any other id is the source's.
    func recipe(id: String) async throws -> Recipe? {
        guard Cookbook.isCookbookID(id) else { return try await provider.meal(id: id) }
        switch hostServices.cookbook.recipe(path: id) {
        case .success(let recipe): return recipe
        case .failure(let error): throw SousError.cookbook(.file(error))
        }
    }
}
