import FoundationEssentials

/// Which kind of source answered, for the banner and the prompt.
public enum SourceKind: String, Hashable, Sendable, Codable {
    case live, offline, edamam

    /// What this kind of source is called and what it can do, as its provider declares.
    public var description: SourceDescription {
        switch self {
        case .live: return LiveMealDBClient.description
        case .offline: return OfflineCatalog.description
        case .edamam: return EdamamClient.description
        }
    }
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
    func searchMeals(name: String) async throws -> [Recipe]
    /// Meals whose name starts with `letter` (`search.php?f=`), as full recipes.
    func meals(startingWith letter: Character) async throws -> [Recipe]
    /// One recipe by id (`lookup.php?i=`); nil when there is none.
    func meal(id: String) async throws -> Recipe?
    /// One random recipe (`random.php`).
    func randomMeal() async throws -> Recipe
    /// `count` different random recipes, fewer only when the source has run out of new ones.
    func randomMeals(count: Int) async throws -> [Recipe]
    /// What happened to the source since the last call that the user should hear about, once
    /// (a fallback to the offline catalogue, and back).
    func takeNotices() async -> [FallbackNotice]
}

extension RecipeProviding {
    public func sourceKind() async -> SourceKind { .live }

    public func takeNotices() async -> [FallbackNotice] { [] }

    /// Asks for random meals concurrently, drops repeats, and tops up until it has `count` or the
    /// source keeps repeating itself (the API does on small catalogues).
    ///
    /// A sliding window keeps at most `randomWindow` requests in flight (so `random 50` is polite),
    /// never more than are still needed, and the total is capped so a tiny catalogue ends the loop.
    public func randomMeals(count: Int) async throws -> [Recipe] {
        guard count > 0 else { return [] }
        let window = min(count, randomWindow)
        let requestLimit = count * 4 + 8
        let repeatLimit = max(3, count)
        return try await withThrowingTaskGroup(of: Recipe.self) { group in
            var found: [Recipe] = []
            var seen: Set<String> = []
            var issued = 0
            var inFlight = 0
            var repeatsInARow = 0
            while inFlight < window {
                group.addTask { try await self.randomMeal() }
                issued += 1
                inFlight += 1
            }
            while let meal = try await group.next() {
                inFlight -= 1
                if seen.insert(meal.id).inserted {
                    found.append(meal)
                    repeatsInARow = 0
                } else {
                    repeatsInARow += 1
                }
                if found.count == count || repeatsInARow >= repeatLimit { break }
                while inFlight < window, found.count + inFlight < count, issued < requestLimit {
                    group.addTask { try await self.randomMeal() }
                    issued += 1
                    inFlight += 1
                }
                if inFlight == 0 { break }
            }
            group.cancelAll()
            return found
        }
    }
}

/// How many random picks the default `randomMeals(count:)` keeps in flight at once.
private let randomWindow = 6
