import MealKit

/// Everything the session remembers between two commands; a plain value, compared whole in tests.
public struct SessionState: Equatable, Sendable {
    public var listing: Listing?
    public var openMeal: Recipe?
    public var favorites: [Favorite]
    /// Which source answered last; the prompt says `offline` when it is the bundled catalogue.
    public var source: SourceKind
    /// The last command that failed for a reason worth retrying (a source error), for `retry`.
    public var retryable: Command?
    public var isFinished: Bool
    /// How many times the recipe quantities the open meal shows (`scale 2`, `open 3 x2`); 1 as written.
    public var scale: Double = 1
    /// The shopping list as the store last answered.
    public var shoppingList = ShoppingList()
    /// The ingredients at hand, as the store last answered.
    public var pantry: [String] = []
    /// The meal plan, as the store last answered.
    public var plan = MealPlan()
    /// The kitchen timers running in this session (not saved: a timer is for now).
    public var timers = RunningTimers()
    /// Which aisle each ingredient is in: sous's table, under the user's aisle.conf.
    public var aisles = AisleMap.builtIn
    /// Cooking mode's meal and step (`steps`); nil when not cooking.
    public var cooking: CookingPlace?
    /// Where cooking mode was left (`q`) before the last step, so `steps` goes on from there.
    public var leftCooking: CookingPlace?
    /// The settings in effect (`set`), as loaded at start and changed since.
    public var settings = Settings()
    /// The settings a command-line flag decided for this run (`--color`, `--source`, …): `set` still
    /// saves them, and says the flag wins until the next start without it.
    public var overriddenSettings: Set<SettingKey> = []
    /// Favorites whose saved recipe could not be read this run: they are fetched from the source
    /// instead, so `open <id>` gets the recipe again rather than the same error.
    public var unreadableFavorites: Set<String> = []
    /// The command whose data is being fetched, so a failure can be retried.
    public var inFlight: Command?
    /// Storage problems already told: each is said once a session, not after every command.
    public var reportedProblems: Set<StorageProblem> = []
    /// The last line saved to history, for the no-repeat rule.
    public var lastRecordedLine: String?
    /// Category, cuisine and ingredient names for Tab, fetched once from the source on first use.
    public var catalogueNames: CatalogueNames?
    /// The shopping list's numbers as `shop` last showed them; nil until it is shown (or once cleared).
    public var shownShoppingList: ShownShoppingList?
    /// The categories or cuisines, when they are the numbers on screen (shown after any meals' numbers).
    public var shownNames: ShownNames?
    /// A draft the editor left with errors: the next line answers whether to reopen it (`new`, `edit`).
    public var editing: CookbookDraft?
    /// The aisles of the cookbook's `config/aisle.conf` (a cookcli collection's), under sous's own.
    public var cookbookAisles: AisleConfig?
    /// The user's own `aisle.conf`, which wins over the cookbook's.
    public var ownAisles: AisleConfig?
    /// The plan's week as `plan` last showed it, for its numbers; nil until it is shown (or once cleared).
    public var shownPlan: PlanWeek?

    public init(
        listing: Listing? = nil, openMeal: Recipe? = nil, favorites: [Favorite] = [],
        pageSize: Int = 10, source: SourceKind = .offline, retryable: Command? = nil,
        isFinished: Bool = false
    ) {
        self.listing = listing
        self.openMeal = openMeal
        self.favorites = favorites
        self.settings.pageSize = pageSize
        self.source = source
        self.retryable = retryable
        self.isFinished = isFinished
    }

    /// How many meals a listing page shows (`set page-size`).
    public var pageSize: Int {
        get { settings.pageSize }
        set { settings.pageSize = newValue }
    }

    /// The units quantities are shown in (`set units`).
    public var units: UnitSystem {
        get { settings.units }
        set { settings.units = newValue }
    }

    /// Whether long output may go through the pager (`set pager`), for the terminal layer.
    public var usesPager: Bool { settings.pager }

    /// The names Tab offers for `cat`, `area` and `ing`, as the source gave them.
    public struct CatalogueNames: Equatable, Sendable {
        public var categories: [String]
        public var areas: [String]
        public var ingredients: [String]

        public init(categories: [String], areas: [String], ingredients: [String]) {
            self.categories = categories
            self.areas = areas
            self.ingredients = ingredients
        }
    }

    /// What the source in use can do.
    public var capabilities: SourceCapabilities { source.description.capabilities }

    public func isFavorite(_ mealID: String) -> Bool {
        favorites.contains { $0.id == mealID }
    }

    /// The prompt: `sous> `, `sous [Beef 2/8]> `, `sous offline [favorites 1/1]> `.
    public var prompt: String {
        var prompt = "sous"
        if let tag = source.description.promptTag { prompt += " " + tag }
        if let listing {
            // One line, and short: a label comes from a source or from what the user typed.
            let label = TerminalText.truncated(TerminalText.sanitizedLine(listing.source.label), to: 40)
            prompt += " [\(label) \(listing.page)/\(listing.pageCount)]"
        }
        if let cooking { prompt += " step \(cooking.number)/\(cooking.steps.count)" }
        if editing != nil { return "reopen the editor? [Y/n] " }
        return prompt + "> "
    }
}
