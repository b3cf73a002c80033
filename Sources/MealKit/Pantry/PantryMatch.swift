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
    /// A pantry name covers an ingredient as `covers(_:_:)` says ("flour" covers "Plain Flour", "chicken"
    /// covers "Chicken Thighs" but not "Chicken Stock"); water is taken to be at hand.
    public static func rank<Meal: IngredientListing>(_ meals: [Meal], pantry: [String]) -> [PantryMatch] {
        let pantryWords = pantry.map(foodWords)
        let terms = pantryWords + [IngredientName.words("water")]
        var split = SplitNames()
        let matches = meals.compactMap { meal -> PantryMatch? in
            var seen: Set<String> = []
            let names = zip(meal.ingredientNames, split.words(of: meal))
                .filter { seen.insert($0.1.joined(separator: " ")).inserted }
            let missing = names.filter { name in !terms.contains { covers(food: name.1, term: $0) } }
            let have = names.count - missing.count
            guard have > 0, !pantry.isEmpty,
                  names.contains(where: { name in pantryWords.contains { covers(food: name.1, term: $0) } })
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

    /// Whether a pantry name covers the ingredient, food by food: the ingredient's food is the pantry's,
    /// or a kind or a cut of it ("flour" covers plain flour, "chicken" chicken breasts and thighs), never
    /// a product made of it ("chicken stock", "garlic powder", "coconut milk").
    public static func covers(_ pantry: [String], _ ingredient: String) -> Bool {
        let food = foodWords(ingredient)
        return pantry.contains { covers(food: food, term: foodWords($0)) }
    }

    /// The meals with every one of `terms` among their ingredients (as `covers` has it), in catalogue order.
    public static func meals<Meal: IngredientListing>(_ meals: [Meal], withAll terms: [String]) -> [Meal] {
        let wanted = terms.map(foodWords)
        var split = SplitNames()
        return meals.filter { meal in
            let names = split.words(of: meal)
            return wanted.allSatisfy { term in names.contains { covers(food: $0, term: term) } }
        }
    }

    /// A name's food as words to compare: "Chopped Onions" is onion, "cilantro" coriander.
    ///
    /// The bundled catalogue's names were read so at build time (`CatalogFoodWords`, written by
    /// `sous-bench catalog-food-words`): `cook` and `with` over the catalogue parse no name.
    public static func foodWords(_ name: String) -> [String] {
        if let known = foodWordsMemo.value(for: name) { return known }
        let words = readFoodWords(name)
        foodWordsMemo.store(words, for: name)
        return words
    }

    private static let foodWordsMemo = ReadingMemo<[String]>()

    private static func readFoodWords(_ name: String) -> [String] {
        // Most names are their food already ("Chicken Stock"): read as words, without the parser.
        let folded = name.foldedForSearch
        let raw = folded.split { !$0.isLetter && !$0.isNumber }
        if !raw.contains(where: { $0.first?.isNumber == true || IngredientWords.special.contains(String($0)) }) {
            return IngredientName.words(folded: folded)
        }
        let food = IngredientParser.parse(name).food
        return IngredientName.words(food.isEmpty ? name : food)
    }

    /// Whether `term`'s words appear whole in the food's, with no product word after them.
    static func covers(food: [String], term: [String]) -> Bool {
        guard !term.isEmpty, term.count <= food.count else { return false }
        return (0...(food.count - term.count)).contains { start in
            Array(food[start..<(start + term.count)]) == term
                && !food[(start + term.count)...].contains(where: productWords.contains)
        }
    }

    /// Words that make a food into another thing to buy: chicken stock is not chicken, garlic powder
    /// not garlic, lime leaves not limes.
    static let productWords: Set<String> = [
        "stock", "broth", "bouillon", "powder", "salt", "paste", "sauce", "oil", "vinegar", "extract", "essence",
        "cube", "granule", "seasoning", "noodle", "flour", "milk", "butter", "cream", "wine", "sugar", "syrup",
        "ketchup", "jam", "jelly", "water", "concentrate", "spice", "flake", "puree", "purée", "liqueur",
        "mix", "gravy", "soup", "fat", "cordial", "relish", "pudding", "cheese", "bread", "pepper", "leaf",
        "seed", "sprout", "chip", "curd", "marmalade", "pickle", "dressing", "stuffing", "crisp",
        "vermicelli", "paper", "krispies", "cake", "wrapper", "skin", "glaze",
    ]

    /// Each distinct ingredient name split into words once: across a catalogue most names ("Salt",
    /// "Onion") come back in meal after meal.
    private struct SplitNames {
        private var known: [String: [String]] = [:]

        mutating func words(of meal: some IngredientListing) -> [[String]] {
            meal.foldedIngredientNames.map { folded in
                if let words = known[folded] { return words }
                let words = CatalogFoodWords.words(ofFolded: folded) ?? PantryMatch.foodWords(folded)
                known[folded] = words
                return words
            }
        }
    }
}
