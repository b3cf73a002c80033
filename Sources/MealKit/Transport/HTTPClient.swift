import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GET requests under one `HTTPPolicy`: redirects followed only to the same server, polite retries,
/// and one budget for the whole request, over the shared `HTTPTransport`.
///
/// Headers given to `get` (an API key, an account header) go to the server of the URL asked for and
/// nowhere else: a redirect to any other scheme, host or port is refused before a byte is sent there.
public struct HTTPClient: Sendable {
    public var policy: HTTPPolicy
    private let transport: HTTPTransport

    public init(policy: HTTPPolicy = HTTPPolicy(), transport: HTTPTransport = .shared) {
        self.policy = policy
        self.transport = transport
    }

    /// The final answer to a GET of `url`, whatever its status; transport failures as `MealDBError`.
    public func get(_ url: URL, headers: [String: String] = [:]) async throws(MealDBError) -> HTTPResponse {
        let deadline = DispatchTime.now().uptimeNanoseconds + CurlTransfer.nanoseconds(policy.budget)
        var attempt = 1
        while true {
            let outcome: Result<HTTPResponse, MealDBError>
            do {
                outcome = .success(try await following(url, headers: headers, deadline: deadline))
            } catch {
                outcome = .failure(Self.mapped(error))
            }
            guard attempt < policy.maxAttempts, let delay = retryDelay(after: outcome, attempt: attempt),
                  DispatchTime.now().uptimeNanoseconds + CurlTransfer.nanoseconds(delay + policy.responseTimeout) < deadline
            else { return try outcome.get() }
            attempt += 1
            do {
                try await Task.sleep(nanoseconds: CurlTransfer.nanoseconds(delay))
            } catch {
                throw .cancelled
            }
        }
    }

    /// One attempt: the request and the same-server redirects it leads to.
    private func following(_ url: URL, headers: [String: String], deadline: UInt64) async throws -> HTTPResponse {
        var target = url
        var redirects = 0
        var headers = headers
        headers["Accept"] = headers["Accept"] ?? "application/json"
        while true {
            let response = try await transport.perform(
                CurlTransfer.Request(url: target, headers: headers, policy: policy, deadline: deadline))
            guard [301, 302, 303, 307, 308].contains(response.status), let next = response.redirectURL else {
                return response
            }
            guard Self.isSameServer(url, next) else {
                throw MealDBError.offHostRedirect(next.host ?? next.scheme ?? "an unnamed host")
            }
            redirects += 1
            guard redirects <= policy.maxRedirects else { throw MealDBError.tooManyRedirects }
            target = next
        }
    }

    /// Whether `to` is on the server `from` named: the same scheme, host and port. Not http→https
    /// either: the API base is the one server sous agreed to talk to, and following a hostile
    /// server elsewhere would let it aim sous (and the user's keys and network) anywhere.
    static func isSameServer(_ from: URL, _ to: URL) -> Bool {
        guard let fromScheme = from.scheme?.lowercased(), let toScheme = to.scheme?.lowercased(),
              fromScheme == toScheme, ["http", "https"].contains(toScheme),
              let fromHost = from.host?.lowercased(), let toHost = to.host?.lowercased(), fromHost == toHost
        else { return false }
        let defaultPort = fromScheme == "https" ? 443 : 80
        return (from.port ?? defaultPort) == (to.port ?? defaultPort)
    }

    /// How long to wait before trying again, or nil when the outcome is not worth another try.
    ///
    /// Only what a second try may cure: the server's own 5xx trouble, a dropped connection or cut
    /// answer, and a 429 that asks for a short pause. Not a timeout: it has already spent the user's
    /// patience (and retrying would keep a shell without network from starting). Not other 4xx.
    private func retryDelay(after outcome: Result<HTTPResponse, MealDBError>, attempt: Int) -> TimeInterval? {
        let backoff = policy.retryBaseDelay * pow(2, Double(attempt - 1)) * Double.random(in: 0.8...1.2)
        switch outcome {
        case .success(let response) where [500, 502, 503, 504].contains(response.status):
            return backoff
        case .success(let response) where response.status == 429:
            let wait = TimeInterval(response.retryAfter ?? 1)
            return wait <= policy.maxRetryAfter ? max(wait, backoff) : nil
        case .failure(.unreachable(let reason)) where reason == MealDBError.connectionLostReason:
            return backoff
        case .failure(.malformedResponse(let reason)) where reason == MealDBError.cutShortReason:
            return backoff
        default:
            return nil
        }
    }

    static func mapped(_ error: any Error) -> MealDBError {
        if let error = error as? MealDBError { return error }
        if error is CancellationError { return .cancelled }
        return .unreachable(String(describing: error))
    }
}

extension MealDBError {
    /// The details of the two transport failures worth a retry.
    static let connectionLostReason = "the connection was lost"
    static let cutShortReason = "the answer was cut short"
    /// Said alike whether the name check before loading libcurl or libcurl itself found no address.
    static let unresolvedNameReason = "the server's name could not be resolved"
}
