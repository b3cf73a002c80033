import FoundationEssentials
import MealKit

/// What to show, as a value; `ScreenRenderer` turns it into lines for a given width.
public enum Screen: Equatable, Sendable {
    case listing(Listing, favoriteIDs: Set<String>)
    case recipe(Recipe, isFavorite: Bool)
    /// A recipe with its quantities times `scale`, in `units`.
    case scaledRecipe(Recipe, isFavorite: Bool, scale: Double, units: UnitSystem)
    case shoppingList(ShoppingList, units: UnitSystem, aisles: AisleMap = .builtIn)
    case pantry([String])
    /// The categories in the order shown (and numbered: `cat 3`), each with its meal count when known;
    /// `countsFromCatalogue` when the counts are the offline catalogue's, not the source's own.
    case categories([Category], mealCounts: [String: Int], countsFromCatalogue: Bool)
    case areas([Area])
    case ingredients([IngredientInfo], prefix: String?)
    case help(topic: String?)
    case history([HistoryEntry], firstNumber: Int)
    /// A short confirmation ("★ saved …").
    case message(String)
    /// Something worth knowing that is not a failure (a file moved aside, a fallback).
    case notice(String)
    /// A kitchen timer is due: "⏰ rice: 25 min done", with the terminal's bell.
    case timerDone(String)
    /// `timers`: the running timers, numbered in this order, as they stand at `now`.
    case timers([RunningTimers.Timer], now: Date)
    /// Cooking mode: one step of a recipe.
    case cookingStep(CookingSteps.Step, of: Int, meal: String, scale: Double, units: UnitSystem)
    case error(SousError)
    case today(DailyMenu, favoriteIDs: Set<String>)
    /// An exported recipe printed whole (Markdown or JSON), for `export` with no file.
    case document(String)
    case image(MealPicture)
    case tour(dataDirectory: String?)
    /// `set`: every setting, its value and default; `overridden` are those a flag decides this run.
    case settings(Settings, overridden: Set<SettingKey>)
    /// `plan`: the seven days from today and their meals.
    case plan(PlanWeek, favoriteIDs: Set<String>)
}
