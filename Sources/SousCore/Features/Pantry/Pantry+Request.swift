import MealKit

/// The pantry's own part of the session's vocabulary: what `cook` and `with` ask the catalogue for,
/// and what comes back. The shell's `Request` and `Response` hold one case for all of it, so a new
/// `pantry` sub-command changes this folder (and `Pantry.Change`), not theirs.
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
}
