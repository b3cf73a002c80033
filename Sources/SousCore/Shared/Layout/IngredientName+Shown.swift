import MealKit

extension IngredientName {
    /// An ingredient's name as the shopping list, the pantry and `cook` write it: in lower case, one
    /// way whatever each recipe (or the user) typed, so "Soy Sauce", "soy sauce" and "SOY SAUCE" read
    /// alike. What is stored keeps its spelling.
    static func shown(_ name: String) -> String { name.lowercased() }
}
