import FoundationEssentials

/// Answers from a cache when it can, so a repeated query costs no request.
///
/// Lists, names and searches stay fresh for a day, single recipes for a week, random picks are never
/// cached. Entries are keyed by the source and its base URL as well as the request, so answers from one
/// server never serve another; only well-formed answers are kept (one the decoder had to forgive, such
/// as `{"meals":[null]}` or numbers where names belong, is answered but not stored). Entries live in
/// memory for the session and as JSON files under `directory` (the shell passes `$XDG_CACHE_HOME/sous/`)
/// across sessions. When the upstream cannot be reached, an entry
/// past its freshness (up to `Lifetimes.stale`) is better than nothing and is answered instead.
///
/// Wrap the live client only (`FallbackProvider(primary: CachingProvider(upstream: live, base: …), …)`): the
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
    /// Which kind of source answers, and where: part of every key.
    public let source: SourceKind
    public let base: URL
    public let lifetimes: Lifetimes
    /// When true, cached entries are not read (but answers are still stored): `--refresh`.
    public let bypassesCache: Bool
    private let cache: ResponseCache
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - upstream: the source to ask on a miss (the live client).
    ///   - base: the API base the upstream asks (`--api-base`); answers from another base are not used.
    ///   - source: the kind of source the upstream is.
    ///   - directory: where cache files go; nil keeps the cache in memory only.
    ///   - refresh: ask the upstream every time, refreshing the cache (`--refresh`).
    ///   - now: the clock; tests pass their own.
    public convenience init(
        upstream: any RecipeProviding, base: URL, source: SourceKind = .live, directory: URL?,
        lifetimes: Lifetimes = Lifetimes(), refresh: Bool = false, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(upstream: upstream, base: base, source: source, cache: ResponseCache(directory: directory),
                  lifetimes: lifetimes, refresh: refresh, now: now)
    }

    private init(
        upstream: any RecipeProviding, base: URL, source: SourceKind, cache: ResponseCache, lifetimes: Lifetimes,
        refresh: Bool, now: @escaping @Sendable () -> Date
    ) {
        self.upstream = upstream
        self.base = base
        self.source = source
        self.cache = cache
        self.lifetimes = lifetimes
        self.bypassesCache = refresh
        self.now = now
    }

    /// The same cache, read or bypassed: lets one command (`categories --refresh`) skip it.
    public func refreshing(_ refresh: Bool = true) -> CachingProvider {
        CachingProvider(upstream: upstream, base: base, source: source, cache: cache, lifetimes: lifetimes,
                        refresh: refresh, now: now)
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

    public func searchMeals(name: String) async throws -> [Recipe] {
        let (meals, wellFormed) = try await answer(.search(name: name)) { try await $0.searchMeals(name: name) }
        if wellFormed { await rememberRecipes(meals) }
        return meals
    }

    public func meals(startingWith letter: Character) async throws -> [Recipe] {
        let (meals, wellFormed) = try await answer(.firstLetter(letter)) { try await $0.meals(startingWith: letter) }
        if wellFormed { await rememberRecipes(meals) }
        return meals
    }

    public func meal(id: String) async throws -> Recipe? {
        // Stored as a list so that "no such id" is cached too.
        try await cached(.lookup(id: id)) { upstream -> [Recipe] in
            try await upstream.meal(id: id).map { [$0] } ?? []
        }.first
    }

    public func randomMeal() async throws -> Recipe {
        let (meal, wellFormed) = try await checked { try await $0.randomMeal() }
        if wellFormed { await rememberRecipes([meal]) }
        return meal
    }

    public func randomMeals(count: Int) async throws -> [Recipe] {
        let (meals, wellFormed) = try await checked { try await $0.randomMeals(count: count) }
        if wellFormed { await rememberRecipes(meals) }
        return meals
    }

    // MARK: The rules

    /// The cache key: the source, its base and the request, the request case-folded because the API
    /// ignores case ("beef" = "Beef").
    func key(for endpoint: MealDBEndpoint) -> String {
        Self.key(for: endpoint, base: base, source: source)
    }

    /// `live http://127.0.0.1:8080/api/json/v1/1/ filter.php?c=beef`. The base's scheme and host are
    /// lower-cased (they ignore case), its path is not; any user name or password in it is left out, so
    /// no credential is written into a cache file.
    static func key(for endpoint: MealDBEndpoint, base: URL, source: SourceKind) -> String {
        var origin = base.absoluteString
        if var parts = URLComponents(url: base, resolvingAgainstBaseURL: false) {
            parts.user = nil
            parts.password = nil
            parts.scheme = parts.scheme?.lowercased()
            parts.host = parts.host?.lowercased()
            origin = parts.string ?? origin
        }
        if !origin.hasSuffix("/") { origin += "/" }
        return "\(source.rawValue) \(origin) \(endpoint.relativeReference.lowercased())"
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
        try await answer(endpoint, fetch: fetch).value
    }

    /// The answer from the cache or the upstream, and whether it is well-formed (always, from the cache).
    private func answer<Value: Codable & Sendable>(
        _ endpoint: MealDBEndpoint, fetch: @Sendable (any RecipeProviding) async throws -> Value
    ) async throws -> (value: Value, wellFormed: Bool) {
        let key = key(for: endpoint)
        let askedAt = now()
        if !bypassesCache,
           let hit = await cache.value(Value.self, for: key, maxAge: maxAge(for: endpoint), now: askedAt) {
            return (hit, true)
        }
        let fetched: (value: Value, wellFormed: Bool)
        do {
            fetched = try await checked(fetch)
        } catch let error as MealDBError where error.isConnectivityFailure {
            if let stale = await cache.value(Value.self, for: key, maxAge: lifetimes.stale, now: askedAt) {
                return (stale, true)
            }
            throw error
        }
        // An upstream that fell back to the offline catalogue answered from local data; storing that
        // as a live answer would keep showing it after the network is back. An answer the decoder had
        // to forgive is shown once, not kept: the next request may find the server healthy.
        if fetched.wellFormed, await upstream.sourceKind() != .offline {
            await cache.store(fetched.value, for: key, at: now())
        }
        return fetched
    }

    /// The upstream's answer, and whether its decoders read it without forgiving anything.
    private func checked<Value: Sendable>(
        _ fetch: @Sendable (any RecipeProviding) async throws -> Value
    ) async throws -> (value: Value, wellFormed: Bool) {
        let leniency = DecodingLeniency()
        let value = try await DecodingLeniency.$current.withValue(leniency) { try await fetch(upstream) }
        return (value, !leniency.forgaveSomething)
    }

    /// Full recipes that came with a search or a random pick: opening one of them next costs
    /// nothing. Memory only, so a search of fifty meals does not write fifty files.
    private func rememberRecipes(_ meals: [Recipe]) async {
        guard await upstream.sourceKind() != .offline else { return }
        let storedAt = now()
        for meal in meals {
            await cache.store([meal], for: key(for: .lookup(id: meal.id)), at: storedAt, persist: false)
        }
    }
}
