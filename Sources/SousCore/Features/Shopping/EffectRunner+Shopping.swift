import MealKit

extension EffectRunner {
    /// What the shopping list asked its store to do: a change, made on the newest list it has.
    func perform(_ effect: Shopping.Effect) async -> [Event] {
        switch effect {
        case .change(let change):
            return Self.changed(await shoppingList.apply(change), "the shopping list") { .shopping(.changed($0, problems: $1)) }
        }
    }

    /// What the shopping list asked for.
    func load(_ request: Shopping.Request) async throws -> Shopping.Response {
        switch request {
        case .meals(let ids, let saved): return .meals(try await meals(ids: ids, saved: saved))
        }
    }

    /// Full recipes for the shopping list, fetched together: the `saved` ones from the favorites store
    /// (the source only when the saved file cannot be read); any id the source does not know fails all.
    func meals(ids: [String], saved: Set<String>) async throws -> [Recipe] {
        try await withThrowingTaskGroup(of: (Int, Recipe).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    if saved.contains(id), let recipe = await favorites.recipe(forMealID: id).value { return (index, recipe) }
                    guard let meal = try await recipe(id: id) else { throw SousError.noMealWithID(id) }
                    return (index, meal)
                }
            }
            var found: [(Int, Recipe)] = []
            for try await pair in group { found.append(pair) }
            return found.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
