import Foundation

/// Where the pantry (the ingredients at hand, as typed) lives. Every call answers with the whole
/// pantry, merged with what other shells wrote meanwhile, and never throws.
public protocol PantryStoring: Sendable {
    func load() async -> Stored<[String]>
    func apply(_ change: Pantry.Change) async -> Stored<[String]>
    /// The pantry again if another process changed the file since this store last saw it, else `nil`
    /// (one `lstat` when nothing changed).
    func refreshIfChanged() async -> Stored<[String]>?
}

/// A pantry kept in memory only: for tests, and what a session falls back to.
public actor InMemoryPantryStore: PantryStoring {
    private var items: [String]

    public init(_ items: [String] = []) { self.items = items }

    public func load() -> Stored<[String]> { Stored(items) }

    public func apply(_ change: Pantry.Change) -> Stored<[String]> {
        items = Pantry.applying(change, to: items)
        return Stored(items)
    }

    public func refreshIfChanged() -> Stored<[String]>? { nil }
}
