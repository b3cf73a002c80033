import Foundation

/// The meals on the shopping list, in full, and which of the merged items are ticked off.
///
/// Its items are computed (see `items`), so only the meals and the ticks are stored: a file needs
/// nothing else, and two shells merging their lists merge meals by id and ticks as a set.
public struct ShoppingList: Hashable, Sendable, Codable {
    public var meals: [MealDetail]
    /// `ShoppingItem.key`s of the items ticked off.
    public var checked: Set<String>

    public init(meals: [MealDetail] = [], checked: Set<String> = []) {
        self.meals = meals
        self.checked = checked
    }

    public var isEmpty: Bool { meals.isEmpty }

    public func contains(mealID: String) -> Bool { meals.contains { $0.id == mealID } }

    /// Adds a meal, or replaces the one with the same id (a recipe fetched again may have changed).
    public mutating func add(_ meal: MealDetail) {
        if let index = meals.firstIndex(where: { $0.id == meal.id }) {
            meals[index] = meal
        } else {
            meals.append(meal)
        }
    }

    /// Removes a meal and the ticks of items no other meal still needs.
    public mutating func remove(mealID: String) {
        meals.removeAll { $0.id == mealID }
        let keys = Set(meals.flatMap(\.ingredients).map { IngredientName.key($0.name) })
        checked.formIntersection(keys)
    }

    public mutating func setChecked(_ key: String, _ isChecked: Bool) {
        if isChecked { checked.insert(key) } else { checked.remove(key) }
    }
}
