import FoundationEssentials

/// Edamam's Recipe Search API v2 as a `RecipeProviding`: keys from an injected source, a client-side
/// rate limit that waits rather than fails, pages that follow `_links.next`, and no key in anything
/// it stores, throws or reports.
public final class EdamamClient: PagedRecipeProviding, Sendable {
    /// Edamam's Recipe Search: dish types and cuisines as filters, listings a page at a time, pictures
    /// whose links expire; no ingredient list and no first-letter index.
    public static let description = SourceDescription(
        name: "Edamam", promptTag: "edamam", origin: .edamam,
        capabilities: [.categories, .cuisines, .ingredientFilter, .random, .paging, .pictures, .expiringPictures, .network])

    /// How the client talks to Edamam. The defaults suit the real API on the free plan.
    public struct Configuration: Sendable {
        /// The API root (`SOUS_EDAMAM_BASE` points it at a local test server).
        public var baseURL: URL
        /// Requests allowed per `rateWindow`; Edamam's free plan allows 10 a minute.
        public var requestsPerWindow: Int
        public var rateWindow: TimeInterval
        /// The transport's limits. No retries by default: each request counts against the plan's few a minute.
        public var policy: HTTPPolicy

        public init(
            baseURL: URL = EdamamEndpoint.defaultBaseURL, requestsPerWindow: Int = 10, rateWindow: TimeInterval = 60,
            policy: HTTPPolicy = HTTPPolicy(maxAttempts: 1)
        ) {
            self.baseURL = baseURL
            self.requestsPerWindow = requestsPerWindow
            self.rateWindow = rateWindow
            self.policy = policy
        }
    }

    public let configuration: Configuration
    private let credentialSource: EdamamCredentialSource
    private let limiter: RequestRateLimiter
    private let sleep: @Sendable (TimeInterval) async throws -> Void
    private let noticeSink: (@Sendable (FallbackNotice) -> Void)?
    private let pending = PendingNotices()
    private let memory = EdamamRecipeMemory()
    private let http: HTTPClient

    /// - Parameters:
    ///   - credentials: asked before every request, so keys set meanwhile are used at once.
    ///   - now: the rate limiter's clock.
    ///   - sleep: how a rate-limit wait is spent; `Task.sleep`, so cancelling the task (Ctrl-C) ends it.
    ///   - noticeSink: told at once when a request must wait, before the wait, so a terminal can say so
    ///     while it happens; without one, the notices are kept for `takeNotices()`.
    public init(
        configuration: Configuration = Configuration(), credentials: EdamamCredentialSource,
        now: @escaping @Sendable () -> Date = Date.init,
        sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) },
        noticeSink: (@Sendable (FallbackNotice) -> Void)? = nil, transport: HTTPTransport = .shared
    ) {
        self.configuration = configuration
        self.credentialSource = credentials
        self.limiter = RequestRateLimiter(limit: configuration.requestsPerWindow, window: configuration.rateWindow, now: now)
        self.sleep = sleep
        self.noticeSink = noticeSink
        http = HTTPClient(policy: configuration.policy, transport: transport)
    }

    // MARK: RecipeProviding

    public func sourceKind() async -> SourceKind { .edamam }

    public func takeNotices() async -> [FallbackNotice] { pending.take() }

    public func categories() async throws -> [Category] {
        EdamamVocabulary.dishTypes.map { Category(name: $0) }
    }

    public func areas() async throws -> [Area] {
        EdamamVocabulary.cuisineTypes.map { Area(name: $0) }
    }

    public func ingredients() async throws -> [IngredientInfo] {
        throw MealDBError.edamam(.notOffered("the ingredient list"))
    }

    public func meals(matching filter: MealFilter) async throws -> [MealSummary] {
        try await firstPage(matching: filter).items
    }

    public func searchMeals(name: String) async throws -> [Recipe] {
        try await fetch(.search(name)).meals
    }

    public func meals(startingWith letter: Character) async throws -> [Recipe] {
        throw MealDBError.edamam(.notOffered("browsing by first letter"))
    }

    public func meal(id: String) async throws -> Recipe? {
        if let known = await memory.recipe(id: id) { return known }
        let body: Data
        do {
            body = try await send(.recipe(id: id))
        } catch MealDBError.edamam(.httpStatus(404)) {
            return nil
        }
        guard let recipe = try? JSONDecoder().decode(RecipeEnvelope.self, from: body).recipe,
              let meal = recipe.recipe else {
            throw MealDBError.edamam(.malformedResponse("not a recipe"))
        }
        await memory.remember([meal])
        return meal
    }

    public func randomMeal() async throws -> Recipe {
        guard let meal = try await randomMeals(count: 1).first else {
            throw MealDBError.edamam(.malformedResponse("a random search without recipes"))
        }
        return meal
    }

    /// One request gives 20 random recipes, so `random 5` costs one request, not five; more are
    /// asked for only while fewer than `count` different ones have come, at most a few times.
    public func randomMeals(count: Int) async throws -> [Recipe] {
        guard count > 0 else { return [] }
        var found: [Recipe] = []
        var seen: Set<String> = []
        for _ in 0..<max(1, min(5, (count + 19) / 20 + 1)) where found.count < count {
            let fresh = try await fetch(.random(dishType: EdamamVocabulary.randomDishType)).meals
                .filter { seen.insert($0.id).inserted }
            if fresh.isEmpty { break }
            found += fresh.shuffled()
        }
        return Array(found.prefix(count))
    }

    // MARK: PagedRecipeProviding

    public func firstPage(searching text: String) async throws -> MealPage {
        try await fetch(.search(text)).page
    }

    public func firstPage(matching filter: MealFilter) async throws -> MealPage {
        try await fetch(.filter(filter)).page
    }

    public func page(after continuation: String) async throws -> MealPage {
        guard let parsed = EdamamContinuation(token: continuation) else {
            throw MealDBError.edamam(.malformedResponse("a next-page link without a continuation"))
        }
        return try await fetch(.continuation(parsed)).page
    }

    // MARK: Requests

    private struct Fetched {
        var meals: [Recipe]
        var page: MealPage
    }

    private struct RecipeEnvelope: Decodable { var recipe: EdamamRecipe }

    private func fetch(_ endpoint: EdamamEndpoint) async throws -> Fetched {
        let response = try EdamamSearchResponse.decode(try await send(endpoint))
        var seen: Set<String> = []
        let meals = response.hits.compactMap(\.recipe).filter { seen.insert($0.id).inserted }
        await memory.remember(meals)
        let continuation = response.nextHref.flatMap(EdamamContinuation.init(nextHref:))?.token
        return Fetched(meals: meals, page: MealPage(items: meals.map(\.summary), totalCount: response.count,
                                                    continuation: continuation))
    }

    /// Waits for a rate-limit slot, sends, and maps the status; every error is key-free.
    private func send(_ endpoint: EdamamEndpoint) async throws -> Data {
        guard let credentials = await credentialSource.credentials() else {
            throw MealDBError.edamam(.missingCredentials)
        }
        let reservation = await limiter.reserve()
        if reservation.wait > 0 {
            report(.rateLimitWait(seconds: Int(reservation.wait.rounded(.up)), limit: limiter.limit,
                                  window: Int(limiter.window.rounded())))
            do {
                try await sleep(reservation.wait)
            } catch {
                await limiter.release(reservation.slot)
                throw MealDBError.cancelled
            }
        }
        if Task.isCancelled {
            await limiter.release(reservation.slot)
            throw MealDBError.cancelled
        }
        // The keys ride in the query and the account header beside them; HTTPClient sends both to
        // Edamam's server only, refusing any redirect elsewhere.
        let url = endpoint.url(base: configuration.baseURL, credentials: credentials)
        let headers = credentials.accountUser.map { ["Edamam-Account-User": $0] } ?? [:]
        let response: HTTPResponse
        do {
            response = try await http.get(url, headers: headers)
        } catch {
            throw Self.mapped(error, credentials: credentials)
        }
        switch response.status {
        case 200:
            return response.body
        case 401: throw MealDBError.edamam(.unauthorized)
        case 403: throw MealDBError.edamam(.forbidden)
        case 429: throw MealDBError.edamam(.rateLimited(retryAfter: response.retryAfter))
        default: throw MealDBError.edamam(.httpStatus(response.status))
        }
    }

    private func report(_ notice: FallbackNotice) {
        if let noticeSink { noticeSink(notice) } else { pending.add(notice) }
    }

    /// The transport's error in Edamam's words, its details with the credentials taken out.
    static func mapped(_ error: any Error, credentials: EdamamCredentials) -> MealDBError {
        switch LiveMealDBClient.mapped(error) {
        case .cancelled: return .cancelled
        case .timedOut: return .edamam(.timedOut)
        case .untrustedCertificate: return .edamam(.untrustedCertificate)
        case .unreachable(let detail): return .edamam(.unreachable(credentials.redacting(detail)))
        case .malformedResponse(let detail): return .edamam(.malformedResponse(credentials.redacting(detail)))
        case .edamam(let error): return .edamam(error)
        case .oversized(let limit): return .oversized(limit: limit)
        case .offHostRedirect(let host):
            return .edamam(.malformedResponse("a redirect to another server (\(credentials.redacting(host))), not followed"))
        case .tooManyRedirects: return .edamam(.malformedResponse("too many redirects"))
        case let other: return .edamam(.malformedResponse(credentials.redacting(String(describing: other))))
        }
    }
}

/// Rate-limit notices kept for `takeNotices()` when nobody listens as they happen.
private final class PendingNotices: @unchecked Sendable {
    // A lock, not an actor: `report` is called from synchronous code on any task.
    private let lock = Lock()
    private var notices: [FallbackNotice] = []

    func add(_ notice: FallbackNotice) { lock.withLock { notices.append(notice) } }

    func take() -> [FallbackNotice] {
        lock.withLock {
            defer { notices.removeAll() }
            return notices
        }
    }
}
