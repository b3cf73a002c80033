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
        public var favorites: [Recipe]
        /// From the bundled catalogue.
        public var catalogue: [Recipe]
        /// From the source answering, when the catalogue had too few.
        public var source: [Recipe]
        /// Why the source gave none, when it was asked and failed.
        public var sourceFailure: SousError?

        public init(favorites: [Recipe] = [], catalogue: [Recipe] = [], source: [Recipe] = [], sourceFailure: SousError? = nil) {
            self.favorites = favorites
            self.catalogue = catalogue
            self.source = source
            self.sourceFailure = sourceFailure
        }

        /// Every recipe, in the order the days take them.
        public var all: [Recipe] { favorites + catalogue + source }

        /// The source's failure when it is the fill's answer: only when nothing at all was found, as
        /// some days filled is worth more than an error (the line then says how many were).
        public var failure: SousError? { all.isEmpty ? sourceFailure : nil }
    }
}

extension PlanFill {
    /// The favorites to read, in the order given: none already in the week, none twice.
    var favoritesToTry: [String] {
        var seen = excluded
        return favoriteIDs.filter { seen.insert($0).inserted }
    }

    /// The catalogue's meals in the order the fill tries them, none `taken`: main courses first, then
    /// desserts, sides, starters and breakfasts, each in the seed's order. Drawn from the ids sorted,
    /// so the same seed picks the same meals whatever order the index keeps.
    func cataloguePicks(among outlines: [MealOutline], taken: Set<String>) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let outlines = outlines.filter { !taken.contains($0.id) }
        let isMain = { (outline: MealOutline) in Self.isDayMeal(named: outline.name, category: outline.category) }
        var picks: [String] = []
        for tier in [outlines.filter(isMain), outlines.filter { !isMain($0) }] {
            var pool = tier.map(\.id).sorted()
            while !pool.isEmpty { picks.append(pool.remove(at: Int(generator.next() % UInt64(pool.count)))) }
        }
        return picks
    }

    /// Whether a catalogue meal is a main course, what a day of the plan is given first: not a dessert,
    /// side, starter or breakfast by its category, nor a sweet filed by diet.
    ///
    /// Vegan, Vegetarian and Miscellaneous say what a dish leaves out, not what it is: "Vegan Chocolate
    /// Cake" is one of them. There a name with a word only the catalogue's desserts use makes a sweet. In
    /// the other categories those words mean no pudding ("Vietnamese caramel trout"), so they are not read.
    static func isDayMeal(named name: String, category: String?) -> Bool {
        let category = category ?? ""
        if notADayMeal.contains(category) { return false }
        guard categoriesByDiet.contains(category) else { return true }
        return !IngredientName.words(name).contains(where: sweetWords.contains)
    }

    /// The catalogue's categories that are not a meal for a day of the plan.
    private static let notADayMeal: Set<String> = ["Dessert", "Side", "Starter", "Breakfast"]

    /// The categories named for a diet (or for none), whose meals may be of any course.
    private static let categoriesByDiet: Set<String> = ["Vegan", "Vegetarian", "Miscellaneous"]

    /// Words of the catalogue's Dessert names that no main course's name has ("cake" is not one:
    /// "Provençal Omelette Cake" and "Thai chicken cakes" are dinners), as `IngredientName` folds them.
    private static let sweetWords = Set([
        "chocolate", "pudding", "cheesecake", "mousse", "tart", "tarte", "cookie", "biscuit", "brownie", "brownies",
        "fudge", "toffee", "churro", "crumble", "flapjack", "gateau", "trifle",
    ].flatMap(IngredientName.words))
}
