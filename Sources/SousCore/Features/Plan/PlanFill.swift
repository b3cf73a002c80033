import MealKit

/// What `plan fill` asks for: one meal for each empty day of the week, favorites first.
///
/// The session decides the order of the favorites and the seed of the catalogue's choice (from its
/// clock and the plan), so a fill is the same for the same day and plan; the runner only reads recipes.
public struct PlanFill: Equatable, Sendable {
    /// The days that hold no meal, in order.
    public var days: [CalendarDay]
    /// The favorites to try first, in the order to try them.
    public var favoriteIDs: [String]
    /// Meals already in the week: never chosen again.
    public var excluded: Set<String>
    /// Chooses among the catalogue's meals.
    public var seed: UInt64

    public init(days: [CalendarDay], favoriteIDs: [String], excluded: Set<String>, seed: UInt64) {
        self.days = days
        self.favoriteIDs = favoriteIDs
        self.excluded = excluded
        self.seed = seed
    }

    /// The recipes found for a fill, by where they came from, each whole so the plan opens offline.
    public struct Found: Equatable, Sendable {
        public var favorites: [MealDetail]
        /// From the bundled catalogue.
        public var catalogue: [MealDetail]
        /// From the source answering, when the catalogue had too few.
        public var source: [MealDetail]

        public init(favorites: [MealDetail] = [], catalogue: [MealDetail] = [], source: [MealDetail] = []) {
            self.favorites = favorites
            self.catalogue = catalogue
            self.source = source
        }

        /// Every recipe, in the order the days take them.
        public var all: [MealDetail] { favorites + catalogue + source }
    }
}
