import MealKit

extension EffectRunner {
    /// A change to the shopping list, made by the store on the newest list it has.
    func perform(_ change: ShoppingList.Change) async -> [Event] {
        Self.changed(await shoppingList.apply(change), "the shopping list", Event.shoppingListChanged)
    }

    /// Full recipes for the shopping list, fetched together; any id the source does not know fails all.
    func meals(ids: [String]) async throws -> [Recipe] {
        try await withThrowingTaskGroup(of: (Int, Recipe).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    // A favorite's saved recipe first: it is on disk, and what `open` would show.
                    if let saved = await favorites.recipe(forMealID: id).value { return (index, saved) }
                    guard let meal = try await provider.meal(id: id) else { throw SousError.noMealWithID(id) }
                    return (index, meal)
                }
            }
            var found: [(Int, Recipe)] = []
            for try await pair in group { found.append(pair) }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
