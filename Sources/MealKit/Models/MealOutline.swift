import FoundationEssentials

/// A meal as listings and the pantry see it: everything but its steps and measures.
///
/// The bundled catalogue keeps one for each of its meals, written at build time with the folded forms
/// precomputed, so a listing, a search or `cook` reads no JSON and folds no names.
public struct MealOutline: Hashable, Sendable {
    public let id: String
    public let name: String
    public let category: String?
    public let area: String?
    /// The ingredients' names, in the recipe's order, as its record names them.
    public let ingredientNames: [String]
    /// The picture's address as written: parsed into a URL only for the rows a listing shows.
    let thumbnail: String?
    // `foldedForSearch` of the above: what lookups compare.
    let foldedName: String
    let foldedCategory: String?
    let foldedArea: String?
    let foldedIngredients: [String]

    init(
        id: String, name: String, category: String?, area: String?, thumbnail: String?, ingredientNames: [String],
        foldedName: String, foldedCategory: String?, foldedArea: String?, foldedIngredients: [String]
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.area = area
        self.thumbnail = thumbnail
        self.ingredientNames = ingredientNames
        self.foldedName = foldedName
        self.foldedCategory = foldedCategory
        self.foldedArea = foldedArea
        self.foldedIngredients = foldedIngredients
    }

    /// The outline of a full recipe, folding its names now.
    public init(_ meal: Recipe) {
        let names = meal.ingredients.map(\.name)
        self.init(
            id: meal.id, name: meal.name, category: meal.category, area: meal.area,
            thumbnail: meal.thumbnailURL?.absoluteString, ingredientNames: names,
            foldedName: meal.name.foldedForSearch, foldedCategory: meal.category?.foldedForSearch,
            foldedArea: meal.area?.foldedForSearch, foldedIngredients: names.map(\.foldedForSearch))
    }

    public var thumbnailURL: URL? { thumbnail.flatMap(URL.init(string:)) }

    /// The listing row for this meal.
    public var summary: MealSummary { MealSummary(id: id, name: name, pictureAddress: thumbnail) }
}
