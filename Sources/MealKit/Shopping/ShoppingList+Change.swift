extension ShoppingList {
    /// One change to a shopping list, as a value: what a command asks for, and what a store replays
    /// onto the newest list on disk under its lock, so another shell's changes survive.
    public enum Change: Hashable, Sendable {
        /// Adds the meals (full recipes), replacing any with the same id.
        case add([Recipe])
        case remove(mealID: String)
        /// Shares at a scale, from the plan, less the pantry (`plan shop`), replacing those with their ids.
        case addEntries([ShoppingList.Entry])
        /// One share, by `ShoppingList.Entry.id`: a plan entry removed takes back exactly what it added.
        case removeEntry(String)
        /// Ticks items off (or on again) by their `ShoppingItem.key`s.
        case setChecked(keys: [String], Bool)
        case clear
    }

    /// The list with `change` made.
    public func applying(_ change: Change) -> ShoppingList {
        var list = self
        switch change {
        case .add(let meals): for meal in meals { list.add(meal) }
        case .remove(let mealID): list.remove(mealID: mealID)
        case .addEntries(let entries): for entry in entries { list.add(entry) }
        case .removeEntry(let id): list.remove(entryID: id)
        case .setChecked(let keys, let isChecked): for key in keys { list.setChecked(key, isChecked) }
        case .clear: list = ShoppingList()
        }
        return list
    }
}
