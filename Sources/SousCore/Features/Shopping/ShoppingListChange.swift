import MealKit

/// One change to the stored shopping list; the store applies it to the newest list it has.
public enum ShoppingListChange: Equatable, Sendable {
    case add([MealDetail])
    case remove(mealID: String)
    case setChecked(key: String, Bool)
    case clear
}
