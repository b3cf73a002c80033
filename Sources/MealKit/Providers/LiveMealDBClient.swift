import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// TheMealDB's free V1 API over one URLSession: typed errors, deadlines, a size cap, polite retries,
/// and one request per URL however many callers want it at once.
public final class LiveMealDBClient: RecipeProviding, Sendable {
    /// How the client talks to the server. The defaults suit the real API from a terminal.
    public struct Configuration: Sendable {
        /// The API root, e.g. `https://www.themealdb.com/api/json/v1/1/` (`--api-base`, `SOUS_API_BASE`).
        public var baseURL: URL
        /// Longest wait for the response headers. Short, so the shell comes up quickly (and falls
        /// back to the offline catalogue) when the network silently drops packets.
        public var responseTimeout: TimeInterval
        /// Longest a whole request may take, body included.
        public var requestTimeout: TimeInterval
        /// Bodies larger than this are refused while they arrive (the full catalogue is ~1.3 MB).
        public var maxBodyBytes: Int
        /// Tries per request, the first included, for transient failures only.
        public var maxAttempts: Int
        /// The first retry waits this long, each later one twice as long (with jitter).
        public var retryBaseDelay: TimeInterval
        /// A 429 is retried only when its `Retry-After` (1 s when absent) is at most this.
        public var maxRetryAfter: TimeInterval
        /// Sent as `User-Agent`, so the API's operators can tell who is calling.
        public var userAgent: String

        public init(
            baseURL: URL = MealDBEndpoint.defaultBaseURL, responseTimeout: TimeInterval = 5,
            requestTimeout: TimeInterval = 20, maxBodyBytes: Int = 8 << 20, maxAttempts: Int = 3,
            retryBaseDelay: TimeInterval = 0.25, maxRetryAfter: TimeInterval = 3,
            userAgent: String = "sous (terminal recipe shell)"
        ) {
            self.baseURL = baseURL
            self.responseTimeout = responseTimeout
            self.requestTimeout = requestTimeout
            self.maxBodyBytes = maxBodyBytes
            self.maxAttempts = max(1, maxAttempts)
            self.retryBaseDelay = retryBaseDelay
            self.maxRetryAfter = maxRetryAfter
            self.userAgent = userAgent
        }
    }

    public let configuration: Configuration
    private let session: URLSession
    private let delegate: TransferDelegate
    private let shared = SharedRequests()

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.requestTimeout
        sessionConfiguration.timeoutIntervalForResource = configuration.requestTimeout
        sessionConfiguration.httpAdditionalHeaders = [
            "User-Agent": configuration.userAgent, "Accept": "application/json",
        ]
        // CachingProvider owns caching, with rules the API's headers do not express.
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpMaximumConnectionsPerHost = 6
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "sous.LiveMealDBClient"
        delegate = TransferDelegate()
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: queue)
    }

    /// A client for the API at `baseURL` with the default limits.
    public convenience init(baseURL: URL) {
        self.init(configuration: Configuration(baseURL: baseURL))
    }

    deinit {
        // The session holds its delegate strongly until invalidated.
        session.finishTasksAndInvalidate()
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

    public func searchMeals(name: String) async throws -> [MealDetail] {
        try await decode(MealDetail.self, from: .search(name: name))
    }

    public func meals(startingWith letter: Character) async throws -> [MealDetail] {
        try await decode(MealDetail.self, from: .firstLetter(letter))
    }

    public func meal(id: String) async throws -> MealDetail? {
        try await decode(MealDetail.self, from: .lookup(id: id)).first
    }

    public func randomMeal() async throws -> MealDetail {
        guard let meal = try await decode(MealDetail.self, from: .random).first else {
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

    private func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from endpoint: MealDBEndpoint
    ) async throws -> [Element] {
        let body = try await data(for: endpoint)
        try Self.checkCancellation()
        return try MealDBResponse<Element>.decode(body)
    }

    /// Tries `url` until it succeeds, fails for good, or runs out of attempts.
    private func loadRetrying(_ url: URL) async throws -> Data {
        var attempt = 1
        while true {
            do {
                return try await load(url)
            } catch {
                let failure = Self.mapped(error)
                guard attempt < configuration.maxAttempts, let delay = retryDelay(after: failure, attempt: attempt)
                else { throw failure }
                attempt += 1
                do {
                    try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
                } catch {
                    throw MealDBError.cancelled
                }
            }
        }
    }

    /// How long to wait before trying again, or nil when the failure is not worth another try.
    ///
    /// Only failures a second try may cure: the server's own 5xx trouble, a dropped connection, and
    /// a 429 that asks for a short pause. Not a timeout: it has already spent the user's patience
    /// (and retrying would keep a shell without network from starting). Not other 4xx: they repeat.
    private func retryDelay(after failure: MealDBError, attempt: Int) -> TimeInterval? {
        let backoff = configuration.retryBaseDelay * pow(2, Double(attempt - 1)) * Double.random(in: 0.8...1.2)
        switch failure {
        case .httpStatus(let status) where [500, 502, 503, 504].contains(status):
            return backoff
        case .unreachable(let reason) where reason == Self.connectionLost:
            return backoff
        case .malformedResponse(let reason) where reason == Self.cutShort:
            return backoff
        case .rateLimited(let retryAfter):
            let wait = TimeInterval(retryAfter ?? 1)
            return wait <= configuration.maxRetryAfter ? max(wait, backoff) : nil
        default:
            return nil
        }
    }

    /// One request: the body of a 200, or the error its status or transport means.
    ///
    /// On Linux (Swift 6.3) `URLSession.data(for:)` does end promptly when its task is cancelled,
    /// but it cannot cap a body while it arrives, so requests go through `dataTask` and the
    /// delegate, and cancellation is wired to the task here by hand.
    private func load(_ url: URL) async throws -> Data {
        var request = URLRequest(url: url)
        request.timeoutInterval = configuration.requestTimeout
        let task = session.dataTask(with: request)
        let (body, response) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) in
                delegate.register(task, limit: configuration.maxBodyBytes) { continuation.resume(with: $0) }
                if Task.isCancelled {
                    task.cancel()
                    return
                }
                task.resume()
                scheduleDeadlines(for: task)
            }
        } onCancel: {
            task.cancel()
        }
        switch response.statusCode {
        case 200: return body
        case 429: throw MealDBError.rateLimited(retryAfter: Self.retryAfter(in: response))
        default: throw MealDBError.httpStatus(response.statusCode)
        }
    }

    private func scheduleDeadlines(for task: URLSessionTask) {
        let delegate = delegate
        let queue = DispatchQueue.global()
        queue.asyncAfter(deadline: .now() + configuration.responseTimeout) {
            delegate.abort(task, because: .timedOut, onlyBeforeResponse: true)
        }
        queue.asyncAfter(deadline: .now() + configuration.requestTimeout) {
            delegate.abort(task, because: .timedOut)
        }
    }

    // MARK: Error mapping

    private static let connectionLost = "the connection was lost"
    private static let cutShort = "the answer was cut short"

    private static func checkCancellation() throws {
        if Task.isCancelled { throw MealDBError.cancelled }
    }

    /// Maps whatever URLSession, the decoder or the runtime threw to a `MealDBError`.
    static func mapped(_ error: any Error) -> MealDBError {
        if let error = error as? MealDBError { return error }
        if error is CancellationError { return .cancelled }
        if error is TransferDelegate.CutShort { return .malformedResponse(cutShort) }
        if let error = error as? URLError { return mapped(error) }
        let nsError = error as NSError
        // The initialiser is failable on Linux only; the coercion keeps one spelling for both.
        if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) as URLError.Code? {
            return mapped(URLError(code))
        }
        return .unreachable(String(describing: error))
    }

    private static func mapped(_ error: URLError) -> MealDBError {
        switch error.code {
        case .cancelled: .cancelled
        case .timedOut: .timedOut
        case .networkConnectionLost: .unreachable(connectionLost)
        case .cannotFindHost, .dnsLookupFailed: .unreachable("the server's name could not be resolved")
        case .cannotConnectToHost: .unreachable("the server refused the connection")
        case .notConnectedToInternet: .unreachable("there is no network connection")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            .malformedResponse("the server's answer was not valid HTTP")
        default: .unreachable(error.localizedDescription)
        }
    }

    /// `Retry-After` as seconds: either a number or an HTTP date.
    static func retryAfter(in response: HTTPURLResponse) -> Int? {
        guard let raw = response.allHeaderFields.first(where: { key, _ in
            (key as? String)?.caseInsensitiveCompare("Retry-After") == .orderedSame
        })?.value as? String else { return nil }
        let value = raw.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(value) { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, Int(date.timeIntervalSinceNow.rounded(.up)))
    }
}
