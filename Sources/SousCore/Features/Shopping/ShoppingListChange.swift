import MealKit

/// One change to the stored shopping list; the store applies it to the newest list it has.
public enum ShoppingListChange: Equatable, Sendable {
    case add([MealDetail])
    case remove(mealID: String)
    /// Shares at a scale, from the plan, less the pantry (`plan shop`), replacing those with their ids.
    case addEntries([ShoppingList.Entry])
    /// One share, by `ShoppingList.Entry.id`: a plan entry removed takes back exactly what it added.
    case removeEntry(String)
    case setChecked(key: String, Bool)
    case clear
}
