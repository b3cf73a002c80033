import FoundationEssentials

/// How well the pantry covers one meal: "Pancakes · 3/4 · missing: sugar".
public struct PantryMatch: Hashable, Sendable {
    public var meal: MealSummary
    /// Distinct ingredients the pantry covers, and the meal's distinct ingredients.
    public var have: Int
    public var total: Int
    /// The uncovered ingredients, as the recipe names them.
    public var missing: [String]

    public init(meal: MealSummary, have: Int, total: Int, missing: [String]) {
        self.meal = meal
        self.have = have
        self.total = total
        self.missing = missing
    }

    /// Ranks meals by how much of their ingredient list the pantry covers: the largest share first,
    /// then the fewest missing, then by name. Meals the pantry does not touch at all are left out.
    ///
    /// A pantry name covers an ingredient whose name contains it as whole words ("flour" covers
    /// "Plain Flour"); water is taken to be at hand.
    public static func rank<Meal: IngredientListing>(_ meals: [Meal], pantry: [String]) -> [PantryMatch] {
        let pantryWords = pantry.map { IngredientName.words($0) }
        let terms = pantryWords + [IngredientName.words("water")]
        var split = SplitNames()
        let matches = meals.compactMap { meal -> PantryMatch? in
            var seen: Set<String> = []
            let names = zip(meal.ingredientNames, split.words(of: meal))
                .filter { seen.insert($0.1.joined(separator: " ")).inserted }
            let missing = names.filter { name in !terms.contains { IngredientName.contains(words: name.1, $0) } }
            let have = names.count - missing.count
            guard have > 0, !pantry.isEmpty,
                  names.contains(where: { name in pantryWords.contains { IngredientName.contains(words: name.1, $0) } })
            else { return nil }
            return PantryMatch(meal: meal.summary, have: have, total: names.count, missing: missing.map(\.0))
        }
        // Each name folded once, not at every comparison.
        let folded = matches.map(\.meal.name.foldedForSearch)
        return matches.indices.sorted { i, j in
            let (a, b) = (matches[i], matches[j])
            let (left, right) = (a.have * b.total, b.have * a.total)
            if left != right { return left > right }
            if a.missing.count != b.missing.count { return a.missing.count < b.missing.count }
            return folded[i] < folded[j]
        }.map { matches[$0] }
    }

    /// Whether a pantry name covers the ingredient: its words appear whole in the ingredient's name.
    public static func covers(_ pantry: [String], _ ingredient: String) -> Bool {
        pantry.contains { IngredientName.contains(ingredient, $0) }
    }

    /// The meals with every one of `terms` among their ingredients, in catalogue order.
    public static func meals<Meal: IngredientListing>(_ meals: [Meal], withAll terms: [String]) -> [Meal] {
        let wanted = terms.map { IngredientName.words($0) }
        var split = SplitNames()
        return meals.filter { meal in
            let names = split.words(of: meal)
            return wanted.allSatisfy { term in names.contains { IngredientName.contains(words: $0, term) } }
        }
    }

    /// Each distinct ingredient name split into words once: across a catalogue most names ("Salt",
    /// "Onion") come back in meal after meal.
    private struct SplitNames {
        private var known: [String: [String]] = [:]

        mutating func words(of meal: some IngredientListing) -> [[String]] {
            meal.foldedIngredientNames.map { folded in
                if let words = known[folded] { return words }
                let words = IngredientName.words(folded: folded)
                known[folded] = words
                return words
            }
        }
    }
}
