import Foundation

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
    public static func rank(_ meals: [MealDetail], pantry: [String]) -> [PantryMatch] {
        let terms = pantry + ["water"]
        let matches = meals.compactMap { meal -> PantryMatch? in
            var seen: Set<String> = []
            let names = meal.ingredients.map(\.name).filter { seen.insert(IngredientName.key($0)).inserted }
            let missing = names.filter { !covers(terms, $0) }
            let have = names.count - missing.count
            guard have > 0, !pantry.isEmpty, names.contains(where: { covers(pantry, $0) }) else { return nil }
            return PantryMatch(meal: meal.summary, have: have, total: names.count, missing: missing)
        }
        return matches.sorted { a, b in
            let (left, right) = (a.have * b.total, b.have * a.total)
            if left != right { return left > right }
            if a.missing.count != b.missing.count { return a.missing.count < b.missing.count }
            return a.meal.name.foldedForSearch < b.meal.name.foldedForSearch
        }
    }

    /// Whether a pantry name covers the ingredient: its words appear whole in the ingredient's name.
    public static func covers(_ pantry: [String], _ ingredient: String) -> Bool {
        pantry.contains { IngredientName.contains(ingredient, $0) }
    }

    /// The meals with every one of `terms` among their ingredients, in catalogue order.
    public static func meals(_ meals: [MealDetail], withAll terms: [String]) -> [MealDetail] {
        meals.filter { meal in
            terms.allSatisfy { term in meal.ingredients.contains { IngredientName.contains($0.name, term) } }
        }
    }
}
