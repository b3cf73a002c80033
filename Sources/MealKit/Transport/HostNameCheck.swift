import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the system resolver for a server's name before libcurl is first loaded.
///
/// Loading libcurl brings ~30 libraries (~4 ms); when the name does not resolve (no network, no DNS),
/// the request would fail anyway, and `--source auto` answers from the offline catalogue without
/// paying for the load. libcurl's own resolver asks the same question (`getaddrinfo`) once loaded,
/// so nothing is decided here that libcurl would decide otherwise, except where a proxy resolves for
/// it: with a proxy configured, or a host given as an address, the check is skipped.
enum HostNameCheck {
    /// What the resolver said.
    enum Outcome: Equatable {
        /// The name has addresses, or the check was skipped: go on and load libcurl.
        case proceed
        /// The resolver says the name has no address, or that it cannot answer now.
        case unresolvable
        /// No answer within the wait: as libcurl would, the request is over.
        case timedOut
    }

    /// Whether a request to `url` should go on, asking the resolver on a thread of its own for at most
    /// `seconds`; a cancelled task ends the wait at once (its request is cancelled anyway).
    static func check(_ url: URL, within seconds: TimeInterval, environment: [String: String]) async -> Outcome {
        guard let host = url.host, needsCheck(host: host, environment: environment) else { return .proceed }
        let port = url.port.map(String.init) ?? (url.scheme == "http" ? "80" : "443")
        let answer = Answer()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.waiting(continuation)
                let resolver = Thread { answer.give(resolve(host: host, port: port)) }
                resolver.name = "sous.HostNameCheck"
                resolver.start()
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { answer.give(.timedOut) }
            }
        } onCancel: {
            answer.give(.proceed)
        }
    }

    /// Whether the name is the resolver's to answer: not an address, not this machine, no proxy.
    static func needsCheck(host: String, environment: [String: String]) -> Bool {
        let proxies = ["http_proxy", "https_proxy", "all_proxy"]
        if environment.contains(where: { proxies.contains($0.key.lowercased()) && !$0.value.isEmpty }) { return false }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if bare.lowercased() == "localhost" || bare.lowercased().hasSuffix(".localhost") { return false }
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, bare, &v4) != 1 && inet_pton(AF_INET6, bare, &v6) != 1
    }

    /// A name known to have no address: glibc's EAI_NODATA, a GNU extension Swift does not import.
    #if os(Linux)
    private static let noAddress: Int32 = -5
    #else
    private static let noAddress: Int32 = EAI_NODATA
    #endif

    private static func resolve(host: String, port: String) -> Outcome {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let code = getaddrinfo(host, port, &hints, &found)
        if let found { freeaddrinfo(found) }
        switch code {
        case 0: return .proceed
        case EAI_NONAME, EAI_AGAIN, EAI_FAIL, noAddress: return .unresolvable
        // Anything else (memory, a system error) is not an answer about the name: libcurl may do better.
        default: return .proceed
        }
    }

    /// The first of the resolver, the deadline and cancellation to answer.
    private final class Answer: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = Lock()
        private var continuation: CheckedContinuation<Outcome, Never>?
        private var given: Outcome?

        func waiting(_ continuation: CheckedContinuation<Outcome, Never>) {
            let early: Outcome? = lock.withLock {
                if let given { return given }
                self.continuation = continuation
                return nil
            }
            if let early { continuation.resume(returning: early) }
        }

        func give(_ outcome: Outcome) {
            let waiting: CheckedContinuation<Outcome, Never>? = lock.withLock {
                guard given == nil else { return nil }
                given = outcome
                defer { continuation = nil }
                return continuation
            }
            waiting?.resume(returning: outcome)
        }
    }
}
