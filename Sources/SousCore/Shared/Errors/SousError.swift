import MealKit

/// Every way a command can fail. The words for the user are in `SousError+Message.swift`, and a
/// feature's own failures (`ShoppingError`, `PlanError`, …) with their words in its folder.
public enum SousError: Error, Equatable, Sendable {
    /// What kind of name did not match, for messages.
    public enum NameKind: String, Sendable {
        case category, cuisine, ingredient, meal, command, favorite
    }

    case unknownCommand(String, suggestion: String?)
    case missingArgument(usage: String)
    case unexpectedArgument(command: String, usage: String)
    case notANumber(String, usage: String)
    case numberOutOfRange(String, allowed: ClosedRange<Int>)
    case noListing
    case noItem(Int, count: Int)
    /// A word that reads as a number but is no listing number sous can use (`export 1e308`).
    case notAnItemNumber(String)
    case noPage(Int, pageCount: Int)
    /// `cat 15` past the categories `categories` numbers.
    case noCategory(Int, count: Int)
    /// `area 40` past the cuisines `areas` numbers.
    case noCuisine(Int, count: Int)
    /// A meal's number asked for while categories or cuisines are the numbers on screen, nothing listed.
    case numberIsName(Int, ShownNames)
    case alreadyOnLastPage(pageCount: Int)
    case alreadyOnFirstPage
    case noSuchName(NameKind, String, suggestion: String?)
    case ambiguousName(NameKind, String, candidates: [String])
    case searchTooShort(String)
    case notALetter(String)
    case nothingOpen
    case notAFavorite(String)
    case noSuchMeal(String)
    /// An id no meal has (`open 99999999`).
    case noMealWithID(String)
    /// A favorite whose recipe file is missing or damaged: its name and id.
    case savedRecipeUnreadable(name: String, id: String)
    /// A favorite of the cookbook whose file is no longer there: its name and the file's path.
    case favoriteFileGone(name: String, path: String)
    /// `retry` with nothing to run again: no command failed on the source.
    case nothingToRetry
    /// A source's failure, and which source failed (its messages name it).
    case source(MealDBError, from: SourceKind = .live)
    case storage(StorageProblem)
    /// A sub-command its command does not have (`shop frob`), and the ones it has.
    case unknownAction(command: String, word: String, actions: [String])
    case shopping(ShoppingError)
    case pantry(PantryError)
    case scaling(ScalingError)
    case settings(SettingsError)
    case plan(PlanError)
    case timer(TimerError)
    case cookbook(CookbookFailure)
    case unknownOption(String, usage: String)
    case fileExists(String)
    case exportFailed(path: String, reason: String)
    /// `export` would have written through a link or replaced something that is not a regular file.
    case notAFileToReplace(path: String, kind: FileStatus.Kind)
    case noPicture(String)
    /// A piped line longer than the reader keeps (`bytes` long, `limit` kept): not run at all, since
    /// its cut end could be any command.
    case lineTooLong(bytes: Int, limit: Int)
    /// At exit, changes (and lines of history) the disk still refused after a last try: lost now.
    case changesNotSaved(Int, historyLines: Int)
}
