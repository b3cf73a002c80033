import MealKit

/// The shopping list's own part of the session's vocabulary: what it asks the outside world for, what
/// comes back, what it fetches a meal for, what the store is asked to do and what it answers. The
/// shell's `Request`, `Response`, `MealPurpose`, `Effect` and `Event` hold one case each for all of it,
/// so a new `shop` sub-command changes this folder (and `ShoppingList.Change`), not theirs.
public enum Shopping {
    /// Data the shopping list asks for.
    public enum Request: Equatable, Sendable {
        /// Full recipes for these meals, in this order, to go on the list. `saved` are the favorites
        /// among them: their saved recipe is read first (what `open` would show, and on disk).
        case meals(ids: [String], saved: Set<String>)
    }

    /// What a `Shopping.Request` produced.
    public enum Response: Equatable, Sendable {
        /// The recipes asked for, in the order asked.
        case meals([Recipe])
    }

    /// Why a recipe is fetched for the list.
    public enum Purpose: Equatable, Sendable {
        /// To put it on the list whole (`shop add n`).
        case add
        /// To put on the list less what the pantry holds (`shop add missing n`).
        case addMissing
    }

    /// What the shopping list's store is asked to do.
    public enum Effect: Equatable, Sendable {
        /// A change made by the store on the newest list it has.
        case change(ShoppingList.Change)
    }

    /// What the shopping list's store answered.
    public enum Event: Equatable, Sendable {
        /// The list as the store last read or changed it.
        case changed(ShoppingList, problems: [StorageProblem])
    }
}
