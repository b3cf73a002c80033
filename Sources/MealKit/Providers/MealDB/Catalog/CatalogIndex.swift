import FoundationEssentials

/// The catalogue's meals as outlines with the lookups they need, and a way to a full recipe.
///
/// For the bundled snapshot everything here was written at build time (scripts/embed-snapshot.py):
/// building the index copies no JSON and folds no names, and a recipe is decoded from its own record
/// only when it is asked for. A catalogue over given recipes (tests, benchmarks) computes the same.
struct CatalogIndex: Sendable {
    let outlines: [MealOutline]
    let categories: [Category]
    let areas: [Area]
    /// Read when first asked for: a listing of meals has no need of 560 descriptions.
    var ingredients: [IngredientInfo] { ingredientList() }
    private let ingredientList: @Sendable () -> [IngredientInfo]
    private let positionByID: [String: Int]
    /// Each meal's place in name order, in `outlines` order: a listing sorts by these integers instead
    /// of comparing names with a locale at every step.
    private let nameRank: [Int]
    private let recipeAt: @Sendable (Int) throws -> Recipe

    private init(
        outlines: [MealOutline], nameOrder: [Int], categories: [Category], areas: [Area],
        ingredients: @escaping @Sendable () -> [IngredientInfo],
        recipeAt: @escaping @Sendable (Int) throws -> Recipe
    ) {
        self.outlines = outlines
        self.categories = categories
        self.areas = areas
        self.ingredientList = ingredients
        self.positionByID = Dictionary(outlines.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var rank = [Int](repeating: 0, count: outlines.count)
        for (place, position) in nameOrder.enumerated() { rank[position] = place }
        self.nameRank = rank
        self.recipeAt = recipeAt
    }

    /// A catalogue over these recipes (each id once, the first kept).
    init(meals: [Recipe], categories: [Category], areas: [Area], ingredients: [IngredientInfo]) {
        let meals = meals.droppingRepeatedIDs()
        // The recorded list names Fennel, Rosemary and Tomato Sauce twice; one of each is enough.
        var seen: Set<String> = []
        let ingredients = ingredients.filter { seen.insert($0.name.foldedForSearch).inserted }
        let nameOrder = meals.indices.sorted {
            meals[$0].name.foldedPrecedes(meals[$1].name)
        }
        self.init(
            outlines: meals.map(MealOutline.init), nameOrder: nameOrder, categories: categories, areas: areas,
            ingredients: { ingredients }, recipeAt: { meals[$0] })
    }

    /// The snapshot compiled into the binary, indexed on first use.
    static let bundled = CatalogIndex(
        outlines: SnapshotIndexText.outlines(EmbeddedSnapshot.outlines), nameOrder: EmbeddedSnapshot.nameOrder,
        categories: EmbeddedSnapshot.categories, areas: EmbeddedSnapshot.areas,
        ingredients: { bundledIngredients }, recipeAt: embeddedRecipe(at:))

    /// The snapshot's ingredients, read on their own: `ingredients` needs none of the meals' outlines.
    static let bundledIngredients = SnapshotIndexText.ingredients(EmbeddedSnapshot.ingredients)

    /// Where each meal of the snapshot is, by id, read on its own: `open 52772` needs only its record,
    /// not every meal's outline (reading the ids alone costs about a fifth of reading the outlines).
    static let bundledPositionByID = Dictionary(
        SnapshotIndexText.ids(EmbeddedSnapshot.outlines).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// The snapshot's meal of this id, found without its index.
    static func bundledMeal(id: String) throws -> Recipe? {
        try bundledPositionByID[id].map(embeddedRecipe(at:))
    }

    /// Meal `position` of the snapshot, decoded from its own record in `EmbeddedSnapshot.meals`.
    static func embeddedRecipe(at position: Int) throws -> Recipe {
        let record = EmbeddedSnapshot.records[2 * position]..<EmbeddedSnapshot.records[2 * position + 1]
        let bytes = EmbeddedSnapshot.meals.data.subdata(in: record)
        do {
            return try JSONDecoder().decode(MealDBMeal.self, from: bytes).recipe
        } catch {
            throw MealDBError.catalogueUnavailable("the recipe at \(position) cannot be read: \(error)")
        }
    }

    // MARK: Answers

    func meals(matching filter: MealFilter) -> [MealSummary] {
        let matches: [Int]
        switch filter {
        case .category(let name):
            let wanted = name.foldedForSearch
            matches = outlines.indices.filter { outlines[$0].foldedCategory == wanted }
        case .area(let name):
            let wanted = name.foldedForSearch
            matches = outlines.indices.filter { outlines[$0].foldedArea == wanted }
        case .ingredient(let name):
            let wanted = name.replacing("_", with: " ")
                .trimmingWhitespaceAndNewlines().foldedForSearch
            matches = outlines.indices.filter { outlines[$0].foldedIngredients.contains(wanted) }
        }
        // filter.php answers in name order.
        return matches.sorted { nameRank[$0] < nameRank[$1] }.map { outlines[$0].summary }
    }

    func search(name: String) throws -> [Recipe] {
        let wanted = name.trimmingWhitespaceAndNewlines().foldedForSearch
        guard !wanted.isEmpty else { return [] }
        return try recipes(outlines.indices.filter { outlines[$0].foldedName.containsBytes(of: wanted) })
    }

    func meals(startingWith letter: Character) throws -> [Recipe] {
        let wanted = String(letter).foldedForSearch
        return try recipes(outlines.indices.filter { outlines[$0].foldedName.hasPrefix(wanted) })
    }

    func meal(id: String) throws -> Recipe? {
        try positionByID[id].map(recipeAt)
    }

    /// The full recipe of the meal at `position` in `outlines`.
    func recipe(at position: Int) throws -> Recipe {
        try recipeAt(position)
    }

    /// Every recipe, decoded: only for callers that truly need all of them at once.
    func allRecipes() throws -> [Recipe] {
        try recipes(Array(outlines.indices))
    }

    private func recipes(_ positions: [Int]) throws -> [Recipe] {
        try positions.map(recipeAt)
    }
}

extension StaticString {
    /// The literal's bytes, without copying them.
    var data: Data {
        Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: utf8Start), count: utf8CodeUnitCount,
             deallocator: .none)
    }
}
