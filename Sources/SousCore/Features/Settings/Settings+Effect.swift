import MealKit

/// The settings' own part of the session's vocabulary: what `set` asks the store to do, and what it
/// answers. The shell's `Effect` and `Event` hold one case each for all of it.
extension Settings {
    /// What the settings store is asked to do.
    public enum Effect: Equatable, Sendable {
        /// Save one setting's new value (`nil`: back to its default).
        case save(SettingKey, String?)
    }

    /// What the settings store answered.
    public enum Event: Equatable, Sendable {
        case saved(problems: [StorageProblem])
    }
}
