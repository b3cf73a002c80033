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
}
