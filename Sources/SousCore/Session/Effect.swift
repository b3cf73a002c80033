import Foundation
import MealKit

/// Something the session needs done in the outside world; the `EffectRunner` does it.
public enum Effect: Equatable, Sendable {
    /// Fetch data; the answer comes back as `Event.loaded` or `Event.failed`.
    case load(Request)
    case show(Screen)
    /// Save the recipe as a favorite: its index entry, and its recipe file so it opens offline.
    case saveFavorite(MealDetail, source: SourceKind, savedAt: Date)
    case removeFavorite(mealID: String)
    case changeShoppingList(ShoppingListChange)
    case changePantry(PantryChange)
    case changePlan(MealPlan.Change)
    /// Write an exported recipe to the path the user typed; `replacing` only with `--force`.
    case writeFile(path: String, contents: String, replacing: Bool, mealName: String)
    /// Download a favorite's picture and keep it in the data directory.
    case keepImage(mealID: String, name: String, url: URL)
    /// Save one setting's new value (`nil`: back to its default).
    case saveSetting(SettingKey, String?)
}

/// Data the session asks a source (or a store) for.
public enum Request: Equatable, Sendable {
    case categories
    case areas
    case ingredients(prefix: String?)
    /// A listing by a name as the user typed it; the runner resolves it ("bee" → Beef).
    case listing(ListingQuery)
    case meal(id: String, purpose: MealPurpose)
    /// A favorite's recipe as saved, from the favorites store, so favorites open with no network.
    case savedMeal(id: String, name: String, purpose: MealPurpose)
    /// A meal named by the user that is not in the current listing.
    case mealNamed(String, purpose: MealPurpose)
    case random(count: Int)
    case history(limit: Int)
    /// Full recipes for these ids, to go on the shopping list.
    case mealsToShop(ids: [String])
    /// The catalogue ranked by what the pantry covers.
    case pantryMatches(pantry: [String])
    /// The catalogue's meals with all these ingredients.
    case mealsWith([String])
    case today
    /// A meal's picture: the kept copy, else (when `mayDownload`) a download, else just its address.
    case image(mealID: String, name: String, url: URL, mayDownload: Bool)
    case tour
    /// The next page of a paged listing (Edamam), past the items already fetched.
    case moreItems(ListingSource, continuation: String)
}

public enum ListingQuery: Equatable, Sendable {
    case category(String)
    case area(String)
    case ingredient(String)
    case search(String)
    case letter(Character)
}

/// Why a recipe is being fetched: to show it, or to save it.
public enum MealPurpose: Equatable, Sendable {
    case open
    case favorite
    /// To show with its quantities scaled.
    case openScaled(Double)
    /// To put on the shopping list.
    case shop
    /// To put on the shopping list less what the pantry holds (`shop add missing n`).
    case shopMissing
    /// To walk its steps (`steps n`).
    case cook
    /// To put on the meal plan, on a day at a scale.
    case plan(CalendarDay, scale: Double)
    case export(ExportRequest)
}

/// What comes back into the session: a command, or the outcome of an effect.
public enum Event: Equatable, Sendable {
    case command(Command)
    case loaded(Response)
    case failed(SousError)
    /// The source that answered changed (the network went away, or came back).
    case sourceChanged(SourceKind)
    case favoritesChanged([Favorite], problems: [StorageProblem])
    case shoppingListChanged(ShoppingList, problems: [StorageProblem])
    case pantryChanged([String], problems: [StorageProblem])
    case planChanged(MealPlan, problems: [StorageProblem])
    case fileWritten(path: String, mealName: String)
    case imageKept(mealID: String)
    case imageNotKept(name: String, reason: String)
    case settingsSaved(problems: [StorageProblem])
    /// Time passed: timers that are due ring.
    case clockTicked
    /// Input ended (a pipe, `-c`): say which timers will not ring.
    case inputEnded
}

/// Data a `Request` produced.
public enum Response: Equatable, Sendable {
    case categories([Category])
    case areas([Area])
    case ingredients([IngredientInfo], prefix: String?)
    case listing(ListingSource, [MealSummary])
    case meal(MealDetail, purpose: MealPurpose)
    case random([MealDetail])
    case history([HistoryEntry], limit: Int)
    case mealsToShop([MealDetail])
    case pantryMatches([PantryMatch])
    case today(DailyMenu)
    case image(MealPicture)
    case tour(dataDirectory: String?)
    /// The first page of a paged listing, with its total and where the next page starts.
    case listingPage(ListingSource, MealPage)
    /// A further page of the listing from `source`, to append.
    case moreItems(ListingSource, MealPage)
}
