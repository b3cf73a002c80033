import FoundationEssentials
import MealKit

/// The favorites' own part of the session's vocabulary: why a recipe is fetched for them, what the
/// store is asked to do, and what it answers. The shell's `MealPurpose`, `Effect` and `Event` hold one
/// case each for all of it, so a new `fav` sub-command changes this folder, not theirs.
public enum Favorites {
    /// Why a recipe is fetched for the favorites.
    public enum Purpose: Equatable, Sendable {
        /// To save it as a favorite (`fav n`).
        case save
    }

    /// What the favorites store is asked to do.
    public enum Effect: Equatable, Sendable {
        /// Save the recipe as a favorite: its index entry, and its recipe file so it opens offline;
        /// its picture kept as `picture` says.
        case save(Recipe, source: SourceKind, savedAt: Date, picture: PictureKeeping)
        case remove(MealSummary)
    }

    /// What the favorites store answered.
    public enum Event: Equatable, Sendable {
        /// The favorites as the store last read or changed them.
        case changed([Favorite], problems: [StorageProblem])
        /// A `fav` or `unfav` done: `isSaved` false when the change is kept for this session only.
        case saved(MealSummary, isSaved: Bool)
        case removed(MealSummary, isSaved: Bool)
        /// A saved favorite's picture kept on disk, or why not: the favorite is saved all the same.
        case pictureKept(mealID: String)
        case pictureNotKept(name: String, reason: String)
    }
}

/// What to do with a favorite's picture when it is saved.
public enum PictureKeeping: Equatable, Sendable {
    case none
    /// Download it after saving; a failure costs only the picture (TheMealDB's links do not expire).
    case afterSaving(URL)
    /// Download it first and save the favorite pointing at the kept file (Edamam's links expire).
    case beforeSaving(URL)
}
