import Foundation

/// Where the shopping list lives. Every call answers with the whole list, merged with what other
/// shells wrote meanwhile, and never throws: disk trouble comes back as `problems`.
///
/// The calls are changes, not a whole list to write, so a file store can apply each one to the
/// newest list on disk under its lock and lose nothing another shell did.
public protocol ShoppingListStoring: Sendable {
    func load() async -> Stored<ShoppingList>
    /// Adds the meals (full recipes), replacing any with the same id.
    func add(_ meals: [MealDetail]) async -> Stored<ShoppingList>
    /// Adds the shares (a meal at a scale, from the plan, less what the pantry had), replacing any with
    /// the same `ShoppingList.Entry.id`.
    func add(entries: [ShoppingList.Entry]) async -> Stored<ShoppingList>
    /// Removes every share of the meal.
    func remove(mealID: String) async -> Stored<ShoppingList>
    /// Removes one share, by `ShoppingList.Entry.id`: what it put on the list, and nothing else.
    func remove(entryID: String) async -> Stored<ShoppingList>
    /// Ticks an item off (or on again) by its `ShoppingItem.key`.
    func setChecked(_ key: String, _ isChecked: Bool) async -> Stored<ShoppingList>
    func clear() async -> Stored<ShoppingList>
}

/// A shopping list kept in memory only: for tests, and what a session falls back to.
public actor InMemoryShoppingListStore: ShoppingListStoring {
    private var list: ShoppingList

    public init(_ list: ShoppingList = ShoppingList()) { self.list = list }

    public func load() -> Stored<ShoppingList> { Stored(list) }

    public func add(_ meals: [MealDetail]) -> Stored<ShoppingList> {
        for meal in meals { list.add(meal) }
        return Stored(list)
    }

    public func add(entries: [ShoppingList.Entry]) -> Stored<ShoppingList> {
        for entry in entries { list.add(entry) }
        return Stored(list)
    }

    public func remove(mealID: String) -> Stored<ShoppingList> {
        list.remove(mealID: mealID)
        return Stored(list)
    }

    public func remove(entryID: String) -> Stored<ShoppingList> {
        list.remove(entryID: entryID)
        return Stored(list)
    }

    public func setChecked(_ key: String, _ isChecked: Bool) -> Stored<ShoppingList> {
        list.setChecked(key, isChecked)
        return Stored(list)
    }

    public func clear() -> Stored<ShoppingList> {
        list = ShoppingList()
        return Stored(list)
    }
}
