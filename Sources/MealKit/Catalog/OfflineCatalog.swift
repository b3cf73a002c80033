import Foundation

/// The bundled snapshot of TheMealDB, answering every free V1 query locally.
///
/// It is decoded on first use, not at start-up, so `sous -c quit` costs nothing for it.
public struct OfflineCatalog: RecipeProviding {
    /// What the catalogue holds, for the banner: "offline catalogue · 552 meals · Nov 2025".
    public struct Info: Hashable, Sendable {
        public var mealCount: Int
        public var capturedOn: String
    }

    private let index: @Sendable () throws -> CatalogIndex
    private let pickIndex: @Sendable (Int) -> Int

    /// The catalogue compiled into the binary.
    public static let bundledInfo = Info(
        mealCount: EmbeddedSnapshot.mealCount, capturedOn: EmbeddedSnapshot.capturedOn)

    /// - Parameter pickIndex: chooses a random index below its argument; tests pass a fixed one.
    public init(pickIndex: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }) {
        self.index = { try CatalogIndex.bundled.get() }
        self.pickIndex = pickIndex
    }

    /// A catalogue over other data (tests, benchmarks).
    public init(
        meals: [MealDetail], categories: [Category], areas: [Area], ingredients: [IngredientInfo],
        pickIndex: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }
    ) {
        let index = CatalogIndex(meals: meals, categories: categories, areas: areas, ingredients: ingredients)
        self.index = { index }
        self.pickIndex = pickIndex
    }

    public func sourceKind() async -> SourceKind { .offline }

    public func categories() async throws -> [Category] { try index().categories }
    public func areas() async throws -> [Area] { try index().areas }
    public func ingredients() async throws -> [IngredientInfo] { try index().ingredients }

    public func meals(matching filter: MealFilter) async throws -> [MealSummary] {
        try index().meals(matching: filter)
    }

    public func searchMeals(name: String) async throws -> [MealDetail] {
        try index().search(name: name)
    }

    public func meals(startingWith letter: Character) async throws -> [MealDetail] {
        try index().meals(startingWith: letter)
    }

    public func meal(id: String) async throws -> MealDetail? {
        try index().mealsByID[id]
    }

    public func randomMeal() async throws -> MealDetail {
        let meals = try index().meals
        guard !meals.isEmpty else { throw MealDBError.catalogueUnavailable("the catalogue is empty") }
        return meals[pickIndex(meals.count)]
    }

    /// Every recipe in the catalogue (pantry search ranks over these).
    public func allMeals() async throws -> [MealDetail] { try index().meals }
}
