import FoundationEssentials
import MealKit

/// Something the session needs done in the outside world; the `EffectRunner` does it.
///
/// A feature's own effects are one case each here, spelled out in its folder (`Shopping.Effect`, …), so
/// a new command of a feature adds a case there, not here.
public enum Effect: Equatable, Sendable {
    /// Fetch data; the answer comes back as `Event.loaded` or `Event.failed`.
    case load(Request)
    case show(Screen)
    case favorites(Favorites.Effect)
    case shopping(Shopping.Effect)
    case pantry(Pantry.Effect)
    case plan(Plan.Effect)
    case export(Export.Effect)
    case settings(Settings.Effect)
    /// Add a typed line to the saved history.
    case recordHistory(HistoryEntry)
}

/// Data the session asks a source (or a store) for.
public enum Request: Equatable, Sendable {
    case categories
    case areas
    case ingredients(prefix: String?)
    /// A listing by its exact name ("Beef"), from a source that answers whole listings.
    case listing(ListingQuery)
    /// The first page of a listing, from a source that answers a page at a time (Edamam).
    case listingPage(ListingQuery)
    /// The names of the query's kind (categories, cuisines, ingredients), to resolve what was typed.
    case names(ListingQuery)
    case meal(id: String, purpose: MealPurpose)
    /// A favorite's recipe as saved, from the favorites store, so favorites open with no network.
    case savedMeal(id: String, name: String, purpose: MealPurpose)
    /// The cookbook's recipes whose title is, or begins with, a name typed for a meal not in the
    /// current listing (`MealByName` decides what the answer means).
    case cookbookNamed(String, purpose: MealPurpose)
    /// Meals whose name contains what the user typed, searched at the source.
    case mealNamed(String, purpose: MealPurpose)
    case random(count: Int)
    case history(limit: Int)
    case shopping(Shopping.Request)
    case pantry(Pantry.Request)
    case today
    /// A meal's picture: the kept copy, else (when `mayDownload`) a download, else just its address.
    case image(mealID: String, name: String, url: URL, mayDownload: Bool)
    case tour
    /// The next page of a paged listing (Edamam), past the items already fetched.
    case moreItems(ListingSource, continuation: String)
    case plan(Plan.Request)
    case cookbook(CookbookExchange.Request)
}

public enum ListingQuery: Equatable, Sendable {
    case category(String)
    case area(String)
    case ingredient(String)
    case search(String)
    case letter(Character)
}

/// Why a recipe is fetched: each feature's own reasons, defined in its folder, so a new command of a
/// feature adds a case to its own purpose, not here.
public enum MealPurpose: Equatable, Sendable {
    /// To show it (`open`).
    case recipe(RecipeOpening)
    case favorites(Favorites.Purpose)
    case shopping(Shopping.Purpose)
    case cooking(Cooking.Purpose)
    case plan(Plan.Purpose)
    /// To export it as the request says (`export n`).
    case export(ExportRequest)
    case cookbook(CookbookExchange.Purpose)
}

/// What comes back into the session: a command, or the outcome of an effect.
public enum Event: Equatable, Sendable {
    case command(Command)
    case loaded(Response)
    case failed(SousError)
    /// The source that answered changed (the network went away, or came back).
    case sourceChanged(SourceKind)
    /// What the source wants the user told (it fell back to the catalogue, it is back, it waits).
    case sourceNotice(FallbackNotice)
    /// What went wrong opening the stores (no data directory, …), told before the first prompt.
    case storageProblems([StorageProblem])
    /// A line the user typed in the interactive shell, for history.
    case lineEntered(String)
    /// The saved history at start: its last line (for the no-repeat rule) and what reading it met.
    case historyLoaded(lastLine: String?, problems: [StorageProblem])
    case historySaved(problems: [StorageProblem])
    /// The names Tab offers for `cat`, `area` and `ing`, fetched from the source.
    case catalogueNamesLoaded(SessionState.CatalogueNames)
    case favorites(Favorites.Event)
    case shopping(Shopping.Event)
    case pantry(Pantry.Event)
    case plan(Plan.Event)
    case export(Export.Event)
    case settings(Settings.Event)
    /// A change the store keeps in memory only: what it was a change to ("the shopping list") and the
    /// problems the store met, so the command's own answer never stands alone as if it were saved.
    case changeKept(String, problems: [StorageProblem])
    /// At the end: how many changes (and history lines) still could not be saved, after a last try.
    case unsavedAtEnd(changes: Int, historyLines: Int)
    /// Time passed: timers that are due ring.
    case clockTicked
    /// Input ended (a pipe, `-c`): say which timers will not ring.
    case inputEnded
}

/// Data a `Request` produced.
public enum Response: Equatable, Sendable {
    /// The source's categories, and how many meals the offline catalogue holds in each (by name).
    case categories([Category], mealCounts: [String: Int])
    case areas([Area])
    case ingredients([IngredientInfo], prefix: String?)
    case listing(ListingSource, [MealSummary])
    /// `search`: the source's answers, and the cookbook's recipes the words find.
    case search(String, found: [MealSummary], cookbook: [CookbookMatch])
    /// `search` on a source that pages (Edamam): its first page, and the cookbook's recipes the words find.
    case searchPage(String, MealPage, cookbook: [CookbookMatch])
    /// `search` when the source failed, beside the cookbook's recipes the words find: `CookbookSearch`
    /// decides whether those are listed with the failure said, or the failure is the answer.
    case searchFailed(String, SousError, cookbook: [CookbookMatch])
    /// The names a `names` request asked for, with the query to resolve among them.
    case names([String], for: ListingQuery)
    case meal(Recipe, purpose: MealPurpose)
    /// What a search for a typed name found, to pick the meal from.
    case mealsNamed(String, [Recipe], purpose: MealPurpose)
    /// The cookbook's recipes whose title is, or begins with, a typed name (asked before the source).
    case cookbookNamed(String, [CookbookEntry], purpose: MealPurpose)
    case random([Recipe])
    case history([HistoryEntry], limit: Int)
    case shopping(Shopping.Response)
    case pantry(Pantry.Response)
    case today(DailyMenu)
    case image(MealPicture)
    case tour(dataDirectory: String?)
    /// The first page of a paged listing, with its total and where the next page starts.
    case listingPage(ListingSource, MealPage)
    /// A further page of the listing from `source`, to append.
    case moreItems(ListingSource, MealPage)
    case plan(Plan.Response)
    case cookbook(CookbookExchange.Response)
}
