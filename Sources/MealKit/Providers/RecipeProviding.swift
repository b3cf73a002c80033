import Foundation

/// Which kind of source answered, for the banner and the prompt.
public enum SourceKind: String, Hashable, Sendable, Codable {
    case live, offline, edamam
}

/// A filter that `filter.php` understands: meals of a category, a cuisine, or with a main ingredient.
public enum MealFilter: Hashable, Sendable {
    case category(String)
    case area(String)
    case ingredient(String)
}

/// The seam between the shell and any recipe source: TheMealDB live, the bundled catalogue, Edamam.
///
/// Every method answers what TheMealDB's free V1 API answers. An empty array means "no match"; errors
/// are `MealDBError`s.
public protocol RecipeProviding: Sendable {
    /// Which source answered the last request (a fallback changes this when the network goes away).
    func sourceKind() async -> SourceKind
    func categories() async throws -> [Category]
    func areas() async throws -> [Area]
    func ingredients() async throws -> [IngredientInfo]
    func meals(matching filter: MealFilter) async throws -> [MealSummary]
    /// Meals whose name contains `name` (`search.php?s=`), as full recipes.
    func searchMeals(name: String) async throws -> [MealDetail]
    /// Meals whose name starts with `letter` (`search.php?f=`), as full recipes.
    func meals(startingWith letter: Character) async throws -> [MealDetail]
    /// One recipe by id (`lookup.php?i=`); nil when there is none.
    func meal(id: String) async throws -> MealDetail?
    /// One random recipe (`random.php`).
    func randomMeal() async throws -> MealDetail
    /// `count` different random recipes, fewer only when the source has run out of new ones.
    func randomMeals(count: Int) async throws -> [MealDetail]
}

extension RecipeProviding {
    public func sourceKind() async -> SourceKind { .live }

    /// Asks for random meals concurrently, drops repeats, and tops up until it has `count` or a
    /// round brings nothing new a few times in a row (the API repeats itself on small catalogues).
    public func randomMeals(count: Int) async throws -> [MealDetail] {
        guard count > 0 else { return [] }
        var found: [MealDetail] = []
        var seen: Set<String> = []
        var fruitlessRounds = 0
        while found.count < count, fruitlessRounds < 3 {
            let missing = count - found.count
            let batch = try await withThrowingTaskGroup(of: MealDetail.self) { group in
                for _ in 0..<missing {
                    group.addTask { try await self.randomMeal() }
                }
                var batch: [MealDetail] = []
                for try await meal in group { batch.append(meal) }
                return batch
            }
            let before = found.count
            for meal in batch where seen.insert(meal.id).inserted && found.count < count {
                found.append(meal)
            }
            fruitlessRounds = found.count == before ? fruitlessRounds + 1 : 0
        }
        return found
    }
}
