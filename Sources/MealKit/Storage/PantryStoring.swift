import Foundation

/// Where the pantry (the ingredients at hand, as typed) lives. Every call answers with the whole
/// pantry, merged with what other shells wrote meanwhile, and never throws.
public protocol PantryStoring: Sendable {
    func load() async -> Stored<[String]>
    /// Adds names not already there (compared as `IngredientName.key`s), keeping the order typed.
    func add(_ names: [String]) async -> Stored<[String]>
    /// Removes the names with the same key as `name`.
    func remove(_ name: String) async -> Stored<[String]>
    func clear() async -> Stored<[String]>
}

/// A pantry kept in memory only: for tests, and what a session falls back to.
public actor InMemoryPantryStore: PantryStoring {
    private var items: [String]

    public init(_ items: [String] = []) { self.items = items }

    public func load() -> Stored<[String]> { Stored(items) }

    public func add(_ names: [String]) -> Stored<[String]> {
        items = Pantry.adding(names, to: items)
        return Stored(items)
    }

    public func remove(_ name: String) -> Stored<[String]> {
        items = Pantry.removing(name, from: items)
        return Stored(items)
    }

    public func clear() -> Stored<[String]> {
        items = []
        return Stored(items)
    }
}
