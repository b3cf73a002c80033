import MealKit

/// How the shopping list, pantry, scaling and units commands fail; the words are in `SousError+Message.swift`.
public enum KitchenError: Error, Equatable, Sendable {
    case noShoppingItem(Int, count: Int)
    case notOnShoppingList(String)
    case notAScale(String)
    case scaleOutOfRange(String)
    case notInPantry(String)
    case emptyPantry
    case unknownAction(command: String, word: String, actions: [String])
}
