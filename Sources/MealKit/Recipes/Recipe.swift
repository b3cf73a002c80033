import FoundationEssentials

/// A recipe, whatever source it came from: sous's own model.
///
/// TheMealDB's and Edamam's answers are mapped into it by their providers (`MealDBMeal`,
/// `EdamamRecipe`); favorites, the plan and the shopping list keep it on disk in sous's own JSON
/// (`Recipe+Codable`). Screens, the kitchen, exports and `--json` read only this.
public struct Recipe: Hashable, Sendable {
    /// The source's own id ("52772", "recipe_b79…"); `origin.reference` names the source too.
    public var id: String
    public var name: String
    public var alternateName: String?
    /// A sentence or two on the dish, as its page or file describes it (schema.org's `description`).
    public var about: String?
    /// Where the recipe comes from: its source, the page it was published on, who wrote it.
    public var origin: RecipeOrigin
    public var category: String?
    /// The cuisine ("Italian"): TheMealDB calls it the area.
    public var area: String?
    public var tags: [String]
    /// Health and allergy labels ("Vegan", "Gluten-Free"): Edamam's, kept apart from the diet tags.
    public var labels: [String]
    public var thumbnailURL: URL?
    public var youtubeURL: URL?
    /// How much the recipe makes: "serves 4", "8 rolls".
    public var yield: RecipeYield?
    public var times: RecipeTimes
    public var nutrition: Nutrition
    /// The ingredient lines in order, each with the group it is listed under ("For the sauce").
    public var ingredients: [Ingredient]
    /// The method, one step an element, each with the section it is under.
    ///
    /// TheMealDB's free-text method is read into steps at the first look (`RecipeMethod`): a search
    /// decodes dozens of recipes that are listed, not opened.
    public var steps: [RecipeStep] {
        get { method.steps }
        set { method = RecipeMethod(steps: newValue) }
    }
    var method: RecipeMethod
    /// The cookware the method names (a Cooklang recipe's `#pot`); empty when the source names none.
    public var cookware: [Cookware] = []
    public var dateModified: String?

    public init(
        id: String, name: String, alternateName: String? = nil, about: String? = nil,
        origin: RecipeOrigin = RecipeOrigin(source: .mealdb),
        category: String? = nil, area: String? = nil, tags: [String] = [], labels: [String] = [],
        thumbnailURL: URL? = nil, youtubeURL: URL? = nil, yield: RecipeYield? = nil,
        times: RecipeTimes = RecipeTimes(), nutrition: Nutrition = Nutrition(),
        ingredients: [Ingredient] = [], steps: [RecipeStep] = [], dateModified: String? = nil
    ) {
        self.init(id: id, name: name, alternateName: alternateName, origin: origin, category: category, area: area,
                  tags: tags, labels: labels, thumbnailURL: thumbnailURL, youtubeURL: youtubeURL, yield: yield,
                  times: times, nutrition: nutrition, ingredients: ingredients, method: RecipeMethod(steps: steps),
                  dateModified: dateModified)
        self.about = about
    }

    /// A recipe whose method is TheMealDB's free text, read into steps when first asked for.
    init(
        id: String, name: String, alternateName: String?, origin: RecipeOrigin, category: String?, area: String?,
        tags: [String], labels: [String], thumbnailURL: URL?, youtubeURL: URL?, yield: RecipeYield?,
        times: RecipeTimes, nutrition: Nutrition, ingredients: [Ingredient], method: RecipeMethod, dateModified: String?
    ) {
        self.id = id
        self.name = name
        self.alternateName = alternateName
        self.origin = origin
        self.category = category
        self.area = area
        self.tags = tags
        self.labels = labels
        self.thumbnailURL = thumbnailURL
        self.youtubeURL = youtubeURL
        self.yield = yield
        self.times = times
        self.nutrition = nutrition
        self.ingredients = ingredients
        self.method = method
        self.dateModified = dateModified
    }

    /// The page the recipe was published on, when the source names one.
    public var sourceURL: URL? { origin.url }

    /// A serving count, a time or calories as a recipe keeps it: a finite number above 0, or none.
    /// These come from servers, pages and back from any file a recipe is read from, and "-1e300",
    /// "nan" or "0" is no fact a screen can show (a negative time trapped as it was drawn).
    public static func fact(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }
}
