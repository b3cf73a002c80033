import MealKit

extension Session {
    /// Opens a meal at a scale; every open starts from the scale it asks for (1 unless `open n x2`).
    mutating func open(_ meal: Recipe, scale: Double) -> [Effect] {
        state.openMeal = meal
        state.scale = scale
        return [recipeScreen(meal)]
    }

    /// `scale 1.5`: the open meal again, its quantities times the factor (from the recipe, not the last scale).
    mutating func rescale(_ factor: Double) -> [Effect] {
        guard let meal = state.openMeal else { return fail(.nothingOpen) }
        state.scale = factor
        return [recipeScreen(meal)]
    }

    /// The recipe as written, or scaled and converted when the state asks for that.
    func recipeScreen(_ meal: Recipe) -> Effect {
        let isFavorite = state.isFavorite(meal.id)
        if state.scale == 1, state.units == .original { return .show(.recipe(meal, isFavorite: isFavorite)) }
        return .show(.scaledRecipe(meal, isFavorite: isFavorite, scale: state.scale, units: state.units))
    }
}
