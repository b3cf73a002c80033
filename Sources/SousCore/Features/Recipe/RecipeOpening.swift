/// Why a recipe is fetched for the recipe screen: the `MealPurpose` of `open`.
public enum RecipeOpening: Equatable, Sendable {
    /// To show it as written.
    case open
    /// To show it with its quantities scaled (`open 3 x2`, a planned meal at its plan's scale).
    case scaled(Double)
}
