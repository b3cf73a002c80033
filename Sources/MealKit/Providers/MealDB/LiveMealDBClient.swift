import FoundationEssentials

/// TheMealDB's free V1 API over the shared HTTP transport: typed errors, deadlines, a size cap,
/// polite retries, and one request per URL however many callers want it at once.
public final class LiveMealDBClient: RecipeProviding, Sendable {
    /// TheMealDB's free V1 API: every query, whole listings, small pictures, five-digit ids.
    public static let description = SourceDescription(
        name: "TheMealDB", promptTag: nil, origin: .mealdb,
        capabilities: [.categories, .cuisines, .ingredientList, .ingredientFilter, .letter, .random, .pictures,
                       .smallPictures, .network, .numericIDs, .catalogueCategories])

    /// How the client talks to the server. The defaults suit the real API from a terminal.
    public struct Configuration: Sendable {
        /// The API root, e.g. `https://www.themealdb.com/api/json/v1/1/` (`--api-base`, `SOUS_API_BASE`).
        public var baseURL: URL
        /// Deadlines, size cap, retries and redirects: the transport's one policy, whose defaults suit
        /// the real API from a terminal (every command ends within 10 s).
        public var policy: HTTPPolicy

        public init(baseURL: URL = MealDBEndpoint.defaultBaseURL, policy: HTTPPolicy = HTTPPolicy()) {
            self.baseURL = baseURL
            self.policy = policy
        }
    }

    public let configuration: Configuration
    private let http: HTTPClient
    private let shared = SharedRequests()

    public init(configuration: Configuration = Configuration(), transport: HTTPTransport = .shared) {
        self.configuration = configuration
        http = HTTPClient(policy: configuration.policy, transport: transport)
    }

    /// A client for the API at `baseURL` with the default limits.
    public convenience init(baseURL: URL, transport: HTTPTransport = .shared) {
        self.init(configuration: Configuration(baseURL: baseURL), transport: transport)
    }

    // MARK: RecipeProviding

    public func sourceKind() async -> SourceKind { .live }

    public func categories() async throws -> [Category] {
        try await decode(Category.self, from: .categories)
    }

    public func areas() async throws -> [Area] {
        try await decode(Area.self, from: .areas)
    }

    public func ingredients() async throws -> [IngredientInfo] {
        try await decode(IngredientInfo.self, from: .ingredients)
    }

    public func meals(matching filter: MealFilter) async throws -> [MealSummary] {
        try await decode(MealSummary.self, from: .filter(filter))
    }

    public func searchMeals(name: String) async throws -> [Recipe] {
        try await recipes(from: .search(name: name))
    }

    public func meals(startingWith letter: Character) async throws -> [Recipe] {
        try await recipes(from: .firstLetter(letter))
    }

    public func meal(id: String) async throws -> Recipe? {
        try await recipes(from: .lookup(id: id)).first
    }

    public func randomMeal() async throws -> Recipe {
        guard let meal = try await recipes(from: .random).first else {
            throw MealDBError.malformedResponse("random.php answered without a meal")
        }
        return meal
    }

    // MARK: Requests

    /// The body of `endpoint`, shared with concurrent callers unless each call must be its own.
    public func data(for endpoint: MealDBEndpoint) async throws -> Data {
        let url = endpoint.url(base: configuration.baseURL)
        do {
            // Two random.php calls must stay two requests: they are meant to differ.
            if endpoint.volatility == .uncacheable {
                return try await loadRetrying(url)
            }
            return try await shared.data(for: url) { [self] in try await loadRetrying(url) }
        } catch {
            throw Self.mapped(error)
        }
    }

    /// The recipes of a meals answer (`search.php`, `lookup.php`…), read from TheMealDB's wire records.
    public static func recipes(inAnswer body: Data) throws -> [Recipe] {
        try MealDBResponse<MealDBMeal>.decode(body).map(\.recipe)
    }

    private func recipes(from endpoint: MealDBEndpoint) async throws -> [Recipe] {
        let body = try await data(for: endpoint)
        try Self.checkCancellation()
        return try Self.recipes(inAnswer: body)
    }

    private func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from endpoint: MealDBEndpoint
    ) async throws -> [Element] {
        let body = try await data(for: endpoint)
        try Self.checkCancellation()
        return try MealDBResponse<Element>.decode(body)
    }

    /// One request, retried and redirected as the policy allows: the body of a 200, or the error
    /// its status means.
    private func loadRetrying(_ url: URL) async throws -> Data {
        let response = try await http.get(url)
        switch response.status {
        case 200: return response.body
        case 429: throw MealDBError.rateLimited(retryAfter: response.retryAfter)
        default: throw MealDBError.httpStatus(response.status)
        }
    }

    private static func checkCancellation() throws {
        if Task.isCancelled { throw MealDBError.cancelled }
    }

    /// Maps whatever the transport, the decoder or the runtime threw to a `MealDBError`.
    static func mapped(_ error: any Error) -> MealDBError { HTTPClient.mapped(error) }
}
