import MealKit

extension EffectRunner {
    /// What the cookbook asked for: its contents, or a recipe imported and saved.
    func load(_ request: CookbookExchange.Request) async throws -> CookbookExchange.Response {
        let cookbook = hostServices.cookbook
        switch request {
        case .contents:
            return .contents(cookbook.contents())
        case .importing(let source):
            let recipe: Recipe
            do {
                switch source {
                case .url(let url): recipe = try await hostServices.webRecipes.recipe(at: url)
                case .file(let path): recipe = try cookbook.recipe(inFileAt: path)
                }
            } catch let error as WebPageError {
                throw SousError.cookbook(.page(error))
            } catch let error as CookbookError {
                throw SousError.cookbook(.file(error))
            }
            switch cookbook.save(recipe) {
            case .success(let saved): return .imported(saved.recipe, fileName: saved.fileName, taken: saved.taken)
            case .failure(let error): throw SousError.cookbook(.file(error))
            }
        }
    }
}
