import MealKit

/// How the commands about ingredients fail: the shopping list, the pantry, scaling and units; the words are in `SousError+Message.swift`.
public enum IngredientsError: Error, Equatable, Sendable {
    case noShoppingItem(Int, count: Int)
    case notOnShoppingList(String)
    case notAScale(String)
    case scaleOutOfRange(String)
    case notInPantry(String)
    case emptyPantry
    case unknownAction(command: String, word: String, actions: [String])
    /// `shop remove n` past the meals the list numbers.
    case noShoppingMeal(Int, count: Int)
    /// Item n as the list was shown is no longer on it (its meals were removed since).
    case shoppingItemGone(Int, name: String)
    /// Meal n as the list was shown is no longer on it (removed since, here or by another sous).
    case shoppingMealGone(Int, name: String)
}
