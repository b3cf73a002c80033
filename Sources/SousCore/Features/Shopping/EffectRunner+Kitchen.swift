import MealKit

extension EffectRunner {
    func perform(_ change: ShoppingListChange) async -> Event {
        let stored: Stored<ShoppingList>
        switch change {
        case .add(let meals): stored = await shoppingList.add(meals)
        case .remove(let mealID): stored = await shoppingList.remove(mealID: mealID)
        case .addEntries(let entries): stored = await shoppingList.add(entries: entries)
        case .removeEntry(let id): stored = await shoppingList.remove(entryID: id)
        case .setChecked(let key, let isChecked): stored = await shoppingList.setChecked(key, isChecked)
        case .clear: stored = await shoppingList.clear()
        }
        return .shoppingListChanged(stored.value, problems: stored.problems)
    }

    func perform(_ change: PantryChange) async -> Event {
        let stored: Stored<[String]>
        switch change {
        case .add(let names): stored = await pantry.add(names)
        case .remove(let name): stored = await pantry.remove(name)
        case .clear: stored = await pantry.clear()
        }
        return .pantryChanged(stored.value, problems: stored.problems)
    }

    /// Full recipes for the shopping list, fetched together; any id the source does not know fails all.
    func meals(ids: [String]) async throws -> [MealDetail] {
        try await withThrowingTaskGroup(of: (Int, MealDetail).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    // A favorite's saved recipe first: it is on disk, and what `open` would show.
                    if let saved = await favorites.recipe(forMealID: id).value { return (index, saved) }
                    guard let meal = try await provider.meal(id: id) else { throw SousError.noSuchMeal(id) }
                    return (index, meal)
                }
            }
            var found: [(Int, MealDetail)] = []
            for try await pair in group { found.append(pair) }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
