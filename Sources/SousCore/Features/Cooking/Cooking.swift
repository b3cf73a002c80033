import MealKit

/// Cooking mode's own part of the session's vocabulary: why it fetches a recipe. The shell's
/// `MealPurpose` holds one case for all of it, so a new `steps` variant changes this folder, not it.
public enum Cooking {
    /// Why a recipe is fetched for cooking mode.
    public enum Purpose: Equatable, Sendable {
        /// To walk its steps from the first (`steps n`), its amounts at a scale.
        case start(scale: Double)
    }
}
