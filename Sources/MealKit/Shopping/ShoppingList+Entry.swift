import FoundationEssentials

extension ShoppingList {
    /// One meal's share of the list: its recipe at a scale, added by hand or bought for a plan entry,
    /// less the ingredients that were at hand.
    public struct Entry: Hashable, Sendable {
        public var meal: Recipe
        /// 1 as written, 2 for twice the quantities.
        public var scale: Double
        /// The plan entry (`MealPlan.Entry.id`) this share was bought for; `nil` when added by hand.
        public var planEntryID: String?
        /// `IngredientName.key`s of the meal's ingredients not bought for it, because the pantry had them.
        public var leftOut: Set<String>

        public init(meal: Recipe, scale: Double = 1, planEntryID: String? = nil, leftOut: Set<String> = []) {
            self.meal = meal
            self.scale = scale
            self.planEntryID = planEntryID
            self.leftOut = leftOut
        }

        /// The share of `meal` less what `pantry` holds, matched as `PantryMatch` matches ("flour" covers
        /// "Plain Flour").
        public init(meal: Recipe, scale: Double = 1, planEntryID: String? = nil, leavingOut pantry: [String]) {
            let covered = meal.ingredients.map(\.name).filter { PantryMatch.covers(pantry, $0) }
            self.init(meal: meal, scale: scale, planEntryID: planEntryID, leftOut: Set(covered.map(IngredientName.key)))
        }

        /// The share of a plan entry: its meal at its scale, less what `pantry` holds.
        public init(planned entry: MealPlan.Entry, leavingOut pantry: [String] = []) {
            self.init(meal: entry.meal, scale: entry.scale, planEntryID: entry.id, leavingOut: pantry)
        }

        /// `plan:2026-12-05/52772` for a plan entry's share, `meal:52772` for a meal added by hand: a share
        /// added again replaces the one with its id, and the same meal planned twice is two shares.
        public var id: String { planEntryID.map { "plan:" + $0 } ?? "meal:" + meal.id }

        /// The plan day this share was bought for; nil when it was added by hand.
        public var plannedDay: CalendarDay? { planEntryID.flatMap(MealPlan.Entry.day(inID:)) }

        /// The left-out ingredients as the recipe names them, in its order: "in your pantry: soy sauce, eggs".
        public var leftOutNames: [String] {
            var seen: Set<String> = []
            return meal.ingredients.map { $0.name.trimmingWhitespace() }
                .filter { leftOut.contains(IngredientName.key($0)) && seen.insert(IngredientName.key($0)).inserted }
        }
    }
}
