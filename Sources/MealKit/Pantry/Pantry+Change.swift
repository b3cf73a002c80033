extension Pantry {
    /// One change to the pantry, as a value: what a command asks for, and what a store replays onto
    /// the newest pantry on disk under its lock.
    public enum Change: Hashable, Sendable {
        /// Adds names not already there (compared as `IngredientName.key`s), keeping the order typed.
        case add([String])
        /// Removes the names with the same key as one of these.
        case remove([String])
        case clear
    }

    /// The pantry `items` with `change` made.
    public static func applying(_ change: Change, to items: [String]) -> [String] {
        switch change {
        case .add(let names): adding(names, to: items)
        case .remove(let names): removing(names, from: items)
        case .clear: []
        }
    }
}
