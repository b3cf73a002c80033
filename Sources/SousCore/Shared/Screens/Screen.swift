import FoundationEssentials
import MealKit

/// What to show, as a value; `ScreenRenderer` turns it into lines for a given width, or JSON.
///
/// A feature with screens of its own keeps them in its folder (`Shopping.Screen`, `Plan.Screen`…),
/// each with its lines and its JSON document, and has one case here: a new screen for a feature
/// changes its folder, not this enum.
public enum Screen: Equatable, Sendable {
    /// A listing's page; `favoriteIDs` are the favorites among the meals on that page.
    case listing(Listing, favoriteIDs: Set<String>)
    case recipe(Recipe, isFavorite: Bool)
    /// A recipe with its quantities times `scale`, in `units`.
    case scaledRecipe(Recipe, isFavorite: Bool, scale: Double, units: UnitSystem)
    /// The categories in the order shown (and numbered: `cat 3`), each with its meal count when known;
    /// `countsFromCatalogue` when the counts are the offline catalogue's, not the source's own.
    case categories([Category], mealCounts: [String: Int], countsFromCatalogue: Bool)
    case areas([Area])
    case ingredients([IngredientInfo], prefix: String?)
    case help(topic: String?)
    case history([HistoryEntry], firstNumber: Int)
    /// A short confirmation ("★ saved …").
    case message(String)
    /// The terminal's screen cleared (`clear`): nothing through a pipe, where there is no screen.
    case clearScreen
    /// Something worth knowing that is not a failure (a file moved aside, a fallback).
    case notice(String)
    case error(SousError)
    case today(DailyMenu, favoriteIDs: Set<String>)
    /// An exported recipe printed whole (Markdown or JSON), for `export` with no file.
    case document(String)
    case image(MealPicture)
    case tour(dataDirectory: String?)
    /// `set`: every setting, its value and default; `overridden` are those a flag decides this run.
    case settings(Settings, overridden: Set<SettingKey>)
    /// The shopping list's screens.
    case shopping(Shopping.Screen)
    /// The pantry's screens.
    case pantry(Pantry.Screen)
    /// The meal plan's screens.
    case plan(Plan.Screen)
    /// The kitchen timers' screens.
    case timers(Timers.Screen)
    /// Cooking mode's screens.
    case cooking(CookingSteps.Screen)
}
