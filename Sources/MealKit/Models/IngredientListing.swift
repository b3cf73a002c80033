/// A meal as far as the pantry is concerned: its listing row and its ingredients' names.
///
/// Both a full recipe and the catalogue's outline are one, so `cook` and `with` rank the bundled
/// catalogue from its index without decoding a recipe.
public protocol IngredientListing: Sendable {
    var summary: MealSummary { get }
    var ingredientNames: [String] { get }
}

extension MealDetail: IngredientListing {
    public var ingredientNames: [String] { ingredients.map(\.name) }
}

extension MealOutline: IngredientListing {}
