import MealKit

/// The pantry's own part of the session's vocabulary: what `cook` and `with` ask the catalogue for,
/// what comes back, what the store is asked to do and what it answers. The shell's `Request`,
/// `Response`, `Effect` and `Event` hold one case each for all of it, so a new `pantry` sub-command
/// changes this folder (and `Pantry.Change`), not theirs.
extension Pantry {
    /// Data the pantry's commands ask for.
    public enum Request: Equatable, Sendable {
        /// The catalogue ranked by what this pantry covers (`cook`).
        case matches(pantry: [String])
        /// The catalogue's meals with all these ingredients (`with`), as a listing.
        case mealsWith([String])
    }

    /// What a `Pantry.Request` produced (`with`'s answer is an ordinary listing).
    public enum Response: Equatable, Sendable {
        case matches([PantryMatch])
    }

    /// What the pantry's store is asked to do.
    public enum Effect: Equatable, Sendable {
        /// A change made by the store on the newest pantry it has.
        case change(Pantry.Change)
    }

    /// What the pantry's store answered.
    public enum Event: Equatable, Sendable {
        /// The pantry as the store last read or changed it.
        case changed([String], problems: [StorageProblem])
    }
}
