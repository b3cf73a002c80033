import MealKit

/// What the user asked for, parsed from one line.
public enum Command: Equatable, Sendable {
    case help(topic: String?)
    case categories
    case category(String)
    case areas
    case area(String)
    case ingredients(prefix: String?)
    case ingredient(String)
    case search(String)
    case letter(Character)
    case next
    case previous
    case page(Int)
    case first
    case last
    case list
    case open(MealReference)
    case random(count: Int)
    case favorite(MealReference?)
    case unfavorite(MealReference?)
    case favorites
    case history(limit: Int?)
    /// `open 3 x2`: open a meal with its quantities scaled.
    case openScaled(MealReference, scale: Double)
    case scale(Double)
    case shop(ShopAction)
    case pantry(PantryAction)
    case cook
    /// `plan`, `plan fri 3 x2`, `plan remove 2`, `plan clear`, `plan shop`.
    case plan(PlanAction)
    /// `timer 25m rice`, `timers`, `timer cancel 2`.
    case timer(TimerAction)
    /// `steps [n]`, and cooking mode's keys.
    case cooking(CookingAction)
    /// `with chicken, lemon`: meals with all of these ingredients.
    case with([String])
    case retry
    /// `clear`: the terminal's screen cleared, as Ctrl-L does.
    case clear
    case quit
    case today
    case export(ExportRequest)
    case image(MealReference?)
    case tour
    /// `cookbook`: the user's own recipes as a listing.
    case cookbook
    /// `import <url|file|folder>`: recipes saved into the cookbook.
    case importRecipe(ImportSource)
    /// `new [name]`: a recipe written in the editor, into the cookbook.
    case newRecipe(String?)
    /// `edit [n|name]`: a recipe changed in the editor (one from elsewhere copied into the cookbook first).
    case edit(MealReference?)
    /// The answer to "reopen the editor?" after a draft with errors: yes, or keep the draft as it is.
    case editorAnswer(reopen: Bool)
    /// `set`, `set <key>`, `set <key> <value>`, `set <key> default`.
    case settings(SettingCommand)
}

/// How a command names a meal: a number of the current listing (or an id), or a name.
public enum MealReference: Equatable, Sendable {
    case number(Int)
    case name(String)
}
