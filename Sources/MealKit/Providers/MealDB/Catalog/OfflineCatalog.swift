import FoundationEssentials

/// The bundled snapshot of TheMealDB, answering every free V1 query locally.
///
/// Its index (outlines of every meal, written at build time) is read on first use, not at start-up, so
/// `sous -c quit` costs nothing for it; a recipe is decoded only when it is asked for.
public struct OfflineCatalog: RecipeProviding {
    /// TheMealDB's vocabulary from the bundled snapshot: everything but the network.
    public static let description = SourceDescription(
        name: "the offline catalogue", promptTag: "offline", origin: .mealdb,
        capabilities: [.categories, .cuisines, .ingredientList, .ingredientFilter, .letter, .random, .pictures,
                       .numericIDs, .catalogueCategories])

    /// What the catalogue holds, for the banner: "offline catalogue · 552 meals · Nov 2025".
    public struct Info: Hashable, Sendable {
        public var mealCount: Int
        public var capturedOn: String
    }

    private let index: @Sendable () -> CatalogIndex
    private let ingredientList: @Sendable () -> [IngredientInfo]
    /// A meal by its id, which for the bundled snapshot reads none of the index.
    private let mealByID: @Sendable (String) throws -> Recipe?
    private let pickIndex: @Sendable (Int) -> Int

    /// The catalogue compiled into the binary.
    public static let bundledInfo = Info(
        mealCount: EmbeddedSnapshot.mealCount, capturedOn: EmbeddedSnapshot.capturedOn)

    /// - Parameter pickIndex: chooses a random index below its argument; tests pass a fixed one.
    public init(pickIndex: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }) {
        self.index = { CatalogIndex.bundled }
        self.ingredientList = { CatalogIndex.bundledIngredients }
        self.mealByID = { try CatalogIndex.bundledMeal(id: $0) }
        self.pickIndex = pickIndex
    }

    /// A catalogue over other data (tests, benchmarks).
    public init(
        meals: [Recipe], categories: [Category], areas: [Area], ingredients: [IngredientInfo],
        pickIndex: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }
    ) {
        let index = CatalogIndex(meals: meals, categories: categories, areas: areas, ingredients: ingredients)
        self.index = { index }
        self.ingredientList = { index.ingredients }
        self.mealByID = { try index.meal(id: $0) }
        self.pickIndex = pickIndex
    }

    public func sourceKind() async -> SourceKind { .offline }

    public func categories() async throws -> [Category] { index().categories }
    public func areas() async throws -> [Area] { index().areas }
    /// The recorded ingredients, each name once, in name order (TheMealDB's own order is by id; the
    /// shell lists them by name, and sorting a list already in order costs it next to nothing).
    public func ingredients() async throws -> [IngredientInfo] { ingredientList() }

    public func meals(matching filter: MealFilter) async throws -> [MealSummary] {
        index().meals(matching: filter)
    }

    public func searchMeals(name: String) async throws -> [Recipe] {
        try index().search(name: name)
    }

    public func meals(startingWith letter: Character) async throws -> [Recipe] {
        try index().meals(startingWith: letter)
    }

    public func meal(id: String) async throws -> Recipe? {
        try mealByID(id)
    }

    public func randomMeal() async throws -> Recipe {
        let index = index()
        guard !index.outlines.isEmpty else { throw MealDBError.catalogueUnavailable("the catalogue is empty") }
        return try index.recipe(at: pickIndex(index.outlines.count))
    }

    /// Every meal's outline, in catalogue order: what `cook` and `with` rank, with no recipe decoded.
    public func outlines() async -> [MealOutline] { index().outlines }

    /// Every recipe in the catalogue, decoded (all 552 of the bundled one: tens of milliseconds).
    public func allMeals() async throws -> [Recipe] { try index().allRecipes() }
}
