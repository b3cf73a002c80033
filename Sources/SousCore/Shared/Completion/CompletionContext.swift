import FoundationEssentials
import MealKit

/// The names Tab can offer, as a plain value: a snapshot the line editor reads without waiting.
public struct CompletionContext: Equatable, Sendable {
    /// One item of the current listing: its number (across pages) and its name.
    public struct ListingItem: Equatable, Sendable {
        public var number: Int
        public var name: String

        public init(number: Int, name: String) {
            self.number = number
            self.name = name
        }
    }

    /// Every command word, names and aliases.
    public let commands: [String]
    public let categories: [String]
    public let areas: [String]
    public let ingredients: [String]
    /// The whole current listing, in order.
    public let listing: [ListingItem]
    /// The numbers shown on the current page: what a bare `open ⇥` offers.
    public let listingPage: ClosedRange<Int>?
    public let favorites: [String]
    /// What the pantry holds, for `pantry remove`.
    public let pantry: [String]
    /// The plan's meals by the numbers `plan` shows, named with their day: `plan remove`.
    public let plannedMeals: [ListingItem]
    /// The shopping list's items by the numbers `shop` shows (`shop check`), and those ticked off (`shop uncheck`).
    public let shoppingItems: [ListingItem]
    public let tickedShoppingItems: Set<Int>
    /// The meals' shares of the shopping list by their numbers: `shop remove`.
    public let shoppingMeals: [ListingItem]
    /// What `help <topic>` knows: the command names.
    public let helpTopics: [String]
    /// The names in a folder as typed (`""`, `~/recipes/`), folders ending in "/": for `export`'s path.
    /// The shell gives the file system's; nil offers no paths.
    public var listDirectory: (@Sendable (String) -> [String])?

    /// Each list as sorted, folded candidates, made once per snapshot so a Tab only filters.
    let sorted: SortedCandidates

    struct SortedCandidates: Sendable {
        var categories, areas, ingredients, listingNames, favorites, pantry: [Completion.Candidate]
        /// The listing by number ("7", shown as "7 Beef and Oyster pie"), in listing order.
        var listingNumbers: [Completion.Candidate]
        /// The same for the plan's meals, the shopping list's items (not ticked, ticked) and its meals.
        var plannedMeals, untickedItems, tickedItems, shoppingMeals: [Completion.Candidate]
    }

    public static func == (lhs: CompletionContext, rhs: CompletionContext) -> Bool {
        lhs.commands == rhs.commands && lhs.categories == rhs.categories && lhs.areas == rhs.areas
            && lhs.ingredients == rhs.ingredients && lhs.listing == rhs.listing
            && lhs.listingPage == rhs.listingPage && lhs.favorites == rhs.favorites && lhs.helpTopics == rhs.helpTopics
            && lhs.pantry == rhs.pantry && lhs.plannedMeals == rhs.plannedMeals && lhs.shoppingItems == rhs.shoppingItems
            && lhs.tickedShoppingItems == rhs.tickedShoppingItems && lhs.shoppingMeals == rhs.shoppingMeals
    }

    public init(
        commands: [String] = CommandSpec.all.flatMap(\.words), categories: [String] = [], areas: [String] = [],
        ingredients: [String] = [], listing: [ListingItem] = [], listingPage: ClosedRange<Int>? = nil,
        favorites: [String] = [], pantry: [String] = [], plannedMeals: [ListingItem] = [],
        shoppingItems: [ListingItem] = [], tickedShoppingItems: Set<Int> = [], shoppingMeals: [ListingItem] = [],
        helpTopics: [String] = CommandSpec.all.map(\.name)
    ) {
        self.commands = commands
        self.categories = categories
        self.areas = areas
        self.ingredients = ingredients
        self.listing = listing
        self.listingPage = listingPage
        self.favorites = favorites
        self.pantry = pantry
        self.plannedMeals = plannedMeals
        self.shoppingItems = shoppingItems
        self.tickedShoppingItems = tickedShoppingItems
        self.shoppingMeals = shoppingMeals
        self.helpTopics = helpTopics
        self.sorted = SortedCandidates(
            categories: Self.sortedCandidates(categories), areas: Self.sortedCandidates(areas),
            ingredients: Self.sortedCandidates(ingredients), listingNames: Self.sortedCandidates(listing.map(\.name)),
            favorites: Self.sortedCandidates(favorites), pantry: Self.sortedCandidates(pantry),
            listingNumbers: Self.numbered(listing), plannedMeals: Self.numbered(plannedMeals),
            untickedItems: Self.numbered(shoppingItems.filter { !tickedShoppingItems.contains($0.number) }),
            tickedItems: Self.numbered(shoppingItems.filter { tickedShoppingItems.contains($0.number) }),
            shoppingMeals: Self.numbered(shoppingMeals))
    }

    /// Items by number ("7", shown as "7 Beef and Oyster pie"), in their order.
    private static func numbered(_ items: [ListingItem]) -> [Completion.Candidate] {
        items.map { Completion.Candidate(String($0.number), display: "\($0.number) \(TerminalText.sanitizedLine($0.name))") }
    }

    /// Names made safe to print, without repeats, in folded order.
    private static func sortedCandidates(_ names: [String]) -> [Completion.Candidate] {
        var seen = Set<String>()
        return names.map(TerminalText.sanitizedLine)
            .filter { !$0.isEmpty && seen.insert($0).inserted }
            .map { Completion.Candidate($0) }
            .sorted { $0.key < $1.key }
    }
}

extension CompletionContext {
    /// The state-derived parts (listing, favorites, pantry, plan, shopping list) from a session state,
    /// numbered as the user last saw them, with the given catalogue names.
    public init(state: SessionState, today: CalendarDay, categories: [String], areas: [String], ingredients: [String]) {
        let shopping = state.shoppingNumbers
        let ticked = Set(shopping.items.enumerated().filter { state.shoppingList.checked.contains($0.element.key) }
            .map { $0.offset + 1 })
        self.init(
            categories: categories, areas: areas, ingredients: ingredients,
            listing: state.listing.map { listing in
                listing.items.enumerated().map { ListingItem(number: $0.offset + 1, name: $0.element.name) }
            } ?? [],
            listingPage: state.listing?.numbersOnPage,
            favorites: state.favorites.map(\.name), pantry: state.pantry.map(IngredientName.shown),
            plannedMeals: state.planNumbers(today: today).map {
                ListingItem(number: $0.number, name: "\($0.meal.name) · \(PlanDay.label($0.entry.day))")
            },
            shoppingItems: Self.items(shopping.items), tickedShoppingItems: ticked,
            shoppingMeals: Self.items(shopping.shares))
    }

    private static func items(_ rows: [ShownShoppingList.Row]) -> [ListingItem] {
        rows.enumerated().map { ListingItem(number: $0.offset + 1, name: $0.element.name) }
    }
}
