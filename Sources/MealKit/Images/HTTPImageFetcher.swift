import FoundationEssentials

/// Fetches pictures over HTTP(S) through the shared transport, within a short budget: a picture is
/// never worth a wait.
public struct HTTPImageFetcher: ImageFetching {
    private let timeout: TimeInterval
    private let transport: HTTPTransport

    public init(timeout: TimeInterval = 8, transport: HTTPTransport = .shared) {
        self.timeout = timeout
        self.transport = transport
    }

    public func fetch(_ url: URL, limit: Int) async throws(ImageError) -> (data: Data, contentType: String?) {
        guard url.scheme == "https" || url.scheme == "http" else { throw .unreachable("not a web address") }
        let client = HTTPClient(policy: HTTPPolicy(
            responseTimeout: min(5, timeout), budget: timeout, maxBodyBytes: limit, maxAttempts: 2,
            userAgent: "sous (recipe shell)"), transport: transport)
        let response: HTTPResponse
        do {
            response = try await client.get(url, headers: ["Accept": "image/jpeg, image/png, */*;q=0.5"])
        } catch .oversized {
            throw .tooLarge(limit: limit)
        } catch {
            throw .unreachable(error.transportDetail)
        }
        guard response.status == 200 else { throw .unreachable("HTTP \(response.status)") }
        guard response.body.count <= limit else { throw .tooLarge(limit: limit) }
        return (response.body, response.header("Content-Type"))
    }
}

extension MealDBError {
    /// A few words on a transport failure, for a notice that names no source.
    var transportDetail: String {
        switch self {
        case .unreachable(let detail), .malformedResponse(let detail): detail
        case .timedOut: "no answer in time"
        case .untrustedCertificate: "the server's certificate was not trusted"
        case .cancelled: "cancelled"
        case .offHostRedirect(let host): "redirected to another server (\(host))"
        case .tooManyRedirects: "too many redirects"
        case .oversized(let limit): "larger than \(limit / 1_000) kB"
        case .httpStatus(let status): "HTTP \(status)"
        default: String(describing: self)
        }
    }
}
