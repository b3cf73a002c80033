import FoundationEssentials

extension Favorite {
    /// One change to the favorites, as a value: what a command asks for, and what a store merges into
    /// the newest index on disk under its lock (per meal, the later change wins).
    public enum Change: Hashable, Sendable {
        /// Adds, or replaces, the favorite of a recipe, keeping the recipe so it opens with no network.
        case add(Recipe, source: SourceKind, savedAt: Date)
        case remove(mealID: String)

        public var mealID: String {
            switch self {
            case .add(let recipe, _, _): recipe.id
            case .remove(let mealID): mealID
            }
        }
    }
}
