import Foundation

/// Where the shopping list lives. Every call answers with the whole list, merged with what other
/// shells wrote meanwhile, and never throws: disk trouble comes back as `problems`.
///
/// A change is a value (`ShoppingList.Change`), not a whole list to write, so a file store can apply
/// it to the newest list on disk under its lock and lose nothing another shell did.
public protocol ShoppingListStoring: Sendable {
    func load() async -> Stored<ShoppingList>
    func apply(_ change: ShoppingList.Change) async -> Stored<ShoppingList>
    /// The list again if another process changed the file since this store last saw it, else `nil`;
    /// costs one `lstat` when nothing changed, so it can run before every command that reads the list.
    func refreshIfChanged() async -> Stored<ShoppingList>?
}

/// A shopping list kept in memory only: for tests, and what a session falls back to.
public actor InMemoryShoppingListStore: ShoppingListStoring {
    private var list: ShoppingList

    public init(_ list: ShoppingList = ShoppingList()) { self.list = list }

    public func load() -> Stored<ShoppingList> { Stored(list) }

    public func apply(_ change: ShoppingList.Change) -> Stored<ShoppingList> {
        list = list.applying(change)
        return Stored(list)
    }

    public func refreshIfChanged() -> Stored<ShoppingList>? { nil }
}
