import Foundation

/// Answers from a cache when it can, so a repeated query costs no request.
///
/// Lists, names and searches stay fresh for a day, single recipes for a week, random picks are never
/// cached. Entries live in memory for the session and as JSON files under `directory` (the shell
/// passes `$XDG_CACHE_HOME/sous/`) across sessions. When the upstream cannot be reached, an entry
/// past its freshness (up to `Lifetimes.stale`) is better than nothing and is answered instead.
///
/// Wrap the live client only (`FallbackProvider(primary: CachingProvider(upstream: live), …)`): the
/// offline catalogue is local already, and its answers are never stored as if they were live.
public final class CachingProvider: RecipeProviding, Sendable {
    /// How long answers stay good.
    public struct Lifetimes: Hashable, Sendable {
        /// Categories, cuisines, ingredients, filters and searches.
        public var listing: TimeInterval
        /// One recipe by id.
        public var recipe: TimeInterval
        /// The oldest entry still answered when the upstream cannot be reached.
        public var stale: TimeInterval

        public init(listing: TimeInterval = 86_400, recipe: TimeInterval = 7 * 86_400, stale: TimeInterval = 30 * 86_400) {
            self.listing = listing
            self.recipe = recipe
            self.stale = stale
        }
    }

    public let upstream: any RecipeProviding
    public let lifetimes: Lifetimes
    /// When true, cached entries are not read (but answers are still stored): `--refresh`.
    public let bypassesCache: Bool
    private let cache: ResponseCache
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - upstream: the source to ask on a miss (the live client).
    ///   - directory: where cache files go; nil keeps the cache in memory only.
    ///   - refresh: ask the upstream every time, refreshing the cache (`--refresh`).
    ///   - now: the clock; tests pass their own.
    public convenience init(
        upstream: any RecipeProviding, directory: URL?, lifetimes: Lifetimes = Lifetimes(),
        refresh: Bool = false, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(upstream: upstream, cache: ResponseCache(directory: directory), lifetimes: lifetimes,
                  refresh: refresh, now: now)
    }

    private init(
        upstream: any RecipeProviding, cache: ResponseCache, lifetimes: Lifetimes, refresh: Bool,
        now: @escaping @Sendable () -> Date
    ) {
        self.upstream = upstream
        self.cache = cache
        self.lifetimes = lifetimes
        self.bypassesCache = refresh
        self.now = now
    }

    /// The same cache, read or bypassed: lets one command (`categories --refresh`) skip it.
    public func refreshing(_ refresh: Bool = true) -> CachingProvider {
        CachingProvider(upstream: upstream, cache: cache, lifetimes: lifetimes, refresh: refresh, now: now)
    }

    /// Forgets every cached answer, in memory and on disk.
    public func removeAll() async {
        await cache.removeAll()
    }

    // MARK: RecipeProviding

    public func sourceKind() async -> SourceKind { await upstream.sourceKind() }

    public func categories() async throws -> [Category] {
        try await cached(.categories) { try await $0.categories() }
    }

    public func areas() async throws -> [Area] {
        try await cached(.areas) { try await $0.areas() }
    }

    public func ingredients() async throws -> [IngredientInfo] {
        try await cached(.ingredients) { try await $0.ingredients() }
    }

    public func meals(matching filter: MealFilter) async throws -> [MealSummary] {
        try await cached(.filter(filter)) { try await $0.meals(matching: filter) }
    }

    public func searchMeals(name: String) async throws -> [MealDetail] {
        let meals = try await cached(.search(name: name)) { try await $0.searchMeals(name: name) }
        await rememberRecipes(meals)
        return meals
    }

    public func meals(startingWith letter: Character) async throws -> [MealDetail] {
        let meals = try await cached(.firstLetter(letter)) { try await $0.meals(startingWith: letter) }
        await rememberRecipes(meals)
        return meals
    }

    public func meal(id: String) async throws -> MealDetail? {
        // Stored as a list so that "no such id" is cached too.
        try await cached(.lookup(id: id)) { upstream -> [MealDetail] in
            try await upstream.meal(id: id).map { [$0] } ?? []
        }.first
    }

    public func randomMeal() async throws -> MealDetail {
        let meal = try await upstream.randomMeal()
        await rememberRecipes([meal])
        return meal
    }

    public func randomMeals(count: Int) async throws -> [MealDetail] {
        let meals = try await upstream.randomMeals(count: count)
        await rememberRecipes(meals)
        return meals
    }

    // MARK: The rules

    /// The cache key: the request itself, case-folded because the API ignores case ("beef" = "Beef").
    static func key(for endpoint: MealDBEndpoint) -> String {
        endpoint.relativeReference.lowercased()
    }

    private func maxAge(for endpoint: MealDBEndpoint) -> TimeInterval {
        switch endpoint.volatility {
        case .listing: lifetimes.listing
        case .recipe: lifetimes.recipe
        case .uncacheable: 0
        }
    }

    private func cached<Value: Codable & Sendable>(
        _ endpoint: MealDBEndpoint, fetch: @Sendable (any RecipeProviding) async throws -> Value
    ) async throws -> Value {
        let key = Self.key(for: endpoint)
        let askedAt = now()
        if !bypassesCache,
           let hit = await cache.value(Value.self, for: key, maxAge: maxAge(for: endpoint), now: askedAt) {
            return hit
        }
        let value: Value
        do {
            value = try await fetch(upstream)
        } catch let error as MealDBError where error.isConnectivityFailure {
            if let stale = await cache.value(Value.self, for: key, maxAge: lifetimes.stale, now: askedAt) {
                return stale
            }
            throw error
        }
        // An upstream that fell back to the offline catalogue answered from local data; storing that
        // as a live answer would keep showing it after the network is back.
        if await upstream.sourceKind() != .offline {
            await cache.store(value, for: key, at: now())
        }
        return value
    }

    /// Full recipes that came with a search or a random pick: opening one of them next costs
    /// nothing. Memory only, so a search of fifty meals does not write fifty files.
    private func rememberRecipes(_ meals: [MealDetail]) async {
        guard await upstream.sourceKind() != .offline else { return }
        let storedAt = now()
        for meal in meals {
            await cache.store([meal], for: Self.key(for: .lookup(id: meal.id)), at: storedAt, persist: false)
        }
    }
}
