import FoundationEssentials
import MealKit

extension Recipe {
    /// A TheMealDB recipe as tests write one: the method as TheMealDB's free text, read into steps by the
    /// same rules as the provider's (`MealDBInstructions`).
    public init(
        id: String, name: String, alternateName: String? = nil, category: String? = nil, area: String? = nil,
        instructions: String, thumbnailURL: URL? = nil, tags: [String] = [], youtubeURL: URL? = nil,
        sourceURL: URL? = nil, ingredients: [Ingredient] = [], dateModified: String? = nil
    ) {
        self.init(
            id: id, name: name, alternateName: alternateName, origin: RecipeOrigin(source: .mealdb, url: sourceURL),
            category: category, area: area, tags: tags, thumbnailURL: thumbnailURL, youtubeURL: youtubeURL,
            ingredients: ingredients, steps: MealDBInstructions.steps(from: instructions), dateModified: dateModified)
    }

    /// The steps' texts, one a line: what a test compares a method with.
    public var stepTexts: [String] { steps.map(\.text) }
}
