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
    public var commands: [String]
    public var categories: [String]
    public var areas: [String]
    public var ingredients: [String]
    /// The whole current listing, in order.
    public var listing: [ListingItem]
    /// The numbers shown on the current page: what a bare `open ⇥` offers.
    public var listingPage: ClosedRange<Int>?
    public var favorites: [String]
    /// What `help <topic>` knows: the command names.
    public var helpTopics: [String]

    public init(
        commands: [String] = CommandSpec.all.flatMap(\.words), categories: [String] = [], areas: [String] = [],
        ingredients: [String] = [], listing: [ListingItem] = [], listingPage: ClosedRange<Int>? = nil,
        favorites: [String] = [], helpTopics: [String] = CommandSpec.all.map(\.name)
    ) {
        self.commands = commands
        self.categories = categories
        self.areas = areas
        self.ingredients = ingredients
        self.listing = listing
        self.listingPage = listingPage
        self.favorites = favorites
        self.helpTopics = helpTopics
    }
}

extension CompletionContext {
    /// The state-derived parts (listing, favorites) from a session state, with the given catalogue names.
    public init(state: SessionState, categories: [String], areas: [String], ingredients: [String]) {
        self.init(
            categories: categories, areas: areas, ingredients: ingredients,
            listing: state.listing.map { listing in
                listing.items.enumerated().map { ListingItem(number: $0.offset + 1, name: $0.element.name) }
            } ?? [],
            listingPage: state.listing?.numbersOnPage,
            favorites: state.favorites.map(\.meal.name))
    }
}
