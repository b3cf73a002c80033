/// A meal as far as the pantry is concerned: its listing row and its ingredients' names.
///
/// Both a full recipe and the catalogue's outline are one, so `cook` and `with` rank the bundled
/// catalogue from its index without decoding a recipe.
public protocol IngredientListing: Sendable {
    var summary: MealSummary { get }
    var ingredientNames: [String] { get }
    /// `ingredientNames`, each `foldedForSearch`: the catalogue's outlines carry them from the build.
    var foldedIngredientNames: [String] { get }
}

extension Recipe: IngredientListing {
    public var ingredientNames: [String] { ingredients.map(\.name) }
    public var foldedIngredientNames: [String] { ingredients.map(\.name.foldedForSearch) }
}

extension MealOutline: IngredientListing {
    public var foldedIngredientNames: [String] { foldedIngredients }
}
