import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the system resolver for a server's name before libcurl is first loaded.
///
/// Loading libcurl brings ~30 libraries (~4 ms); when the name does not resolve (no network, no DNS),
/// the request would fail anyway, and `--source auto` answers from the offline catalogue without
/// paying for the load. When it resolves, the addresses found are handed to libcurl with the request
/// (`CURLOPT_RESOLVE`), so the name is not looked up twice. With a proxy configured (the proxy
/// resolves for libcurl), or a host given as an address, the check is skipped.
///
/// One lookup per host at a time, whatever the number of requests: those that arrive while it runs
/// (a completion context sends three at once, `random 5` five) wait for the same answer, each for at
/// most its own response timeout, and a hung name server holds one resolver thread per host, never
/// one per request. An answer is remembered for `memory` (5 s): long enough for the requests of one
/// command to share it, short enough that `retry` once the network is back asks again, and fresher
/// than the 60 s libcurl's own cache keeps a name.
final class HostNameCheck: @unchecked Sendable {
    // `@unchecked`: `lookups`, `watching` and `nextID` are guarded by `lock`.

    /// What a request is to do.
    enum Outcome: Equatable, Sendable {
        /// The name has these addresses (numeric, IPv6 in brackets, for `CURLOPT_RESOLVE`), or none
        /// when the check was skipped or the resolver failed for reasons not about the name (libcurl
        /// may do better): go on and load libcurl.
        case proceed(addresses: [String])
        /// The resolver says the name has no address, or that it cannot answer now.
        case unresolvable
        /// No answer within the request's response timeout: as libcurl would, the request is over.
        case timedOut
        /// The request's task was cancelled while it waited.
        case cancelled
    }

    /// What a resolver answers for a name: `.proceed` or `.unresolvable` (it blocks meanwhile).
    typealias Resolver = @Sendable (_ host: String, _ port: String) -> Outcome

    /// How long an answer is remembered by default: see the type's comment.
    static let defaultMemory: UInt64 = 5_000_000_000

    /// One host's lookup: running (no answer yet) or answered, and the requests waiting for it.
    private struct Lookup {
        var answer: Outcome?
        var answeredAt: UInt64 = 0
        var waiters: [UInt64: Waiter] = [:]
    }

    private struct Waiter {
        let continuation: CheckedContinuation<Outcome, Never>
        /// `LockCondition.now()` nanoseconds by which it gives up.
        let deadline: UInt64
    }

    private let lock: Lock
    private let condition: LockCondition
    private let environment: [String: String]
    private let resolver: Resolver
    /// How long an answer is remembered, in nanoseconds.
    private let memory: UInt64
    private var lookups: [String: Lookup] = [:]
    /// Whether the thread that ends overdue waits is running.
    private var watching = false
    private var nextID: UInt64 = 0

    /// - Parameters:
    ///   - lock: the transport's lock, which guards the lookups too.
    ///   - environment: the process's environment, for its proxy variables.
    ///   - resolver: the system's (`getaddrinfo`) unless a test gives its own.
    ///   - memory: how long an answer is remembered (a test that must not depend on the machine's
    ///     speed gives a long one).
    init(lock: Lock, environment: [String: String], resolver: @escaping Resolver = HostNameCheck.systemResolver,
         memory: UInt64 = HostNameCheck.defaultMemory) {
        self.memory = memory
        self.lock = lock
        condition = LockCondition(lock)
        self.environment = environment
        self.resolver = resolver
    }

    /// Whether a request to `url` should go on, waiting at most `seconds` for the resolver; a
    /// cancelled task ends its wait at once.
    func check(_ url: URL, within seconds: TimeInterval) async -> Outcome {
        guard let host = url.host, Self.needsCheck(host: host, environment: environment) else {
            return .proceed(addresses: [])
        }
        let key = host.lowercased()
        let port = url.port.map(String.init) ?? (url.scheme == "http" ? "80" : "443")
        let deadline = LockCondition.now() + CurlTransfer.nanoseconds(seconds)
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                wait(id: id, for: key, port: port, until: deadline, continuation)
                // The cancellation handler may have run before the wait was registered, finding nothing.
                if Task.isCancelled { end(id, for: key, with: .cancelled) }
            }
        } onCancel: {
            end(id, for: key, with: .cancelled)
        }
    }

    /// Registers a wait for `key`'s answer, starting its lookup (and the watch over deadlines) when
    /// none runs; a fresh remembered answer is given at once.
    private func wait(id: UInt64, for key: String, port: String, until deadline: UInt64,
                      _ continuation: CheckedContinuation<Outcome, Never>) {
        let (remembered, startLookup, startWatch): (Outcome?, Bool, Bool) = lock.withLock {
            if let lookup = lookups[key], let answer = lookup.answer {
                // Read under the lock: a resolver answering meanwhile stamps a later time, and the
                // difference of the two unsigned clocks must not go below zero.
                if LockCondition.now() - lookup.answeredAt < memory { return (answer, false, false) }
                lookups[key] = nil
            }
            let startLookup = lookups[key] == nil
            lookups[key, default: Lookup()].waiters[id] = Waiter(continuation: continuation, deadline: deadline)
            let startWatch = !watching
            watching = true
            // A watch already asleep may be waiting for a later deadline than this one.
            condition.broadcast()
            return (nil, startLookup, startWatch)
        }
        if let remembered {
            continuation.resume(returning: remembered)
            return
        }
        if startLookup {
            let resolver = resolver
            let host = key
            let started = DetachedThread.start(named: "sous.resolver") { [self] in
                answer(resolver(host, port), for: key)
            }
            // No thread to ask with: libcurl, once loaded, resolves by itself.
            if !started { answer(.proceed(addresses: []), for: key) }
        }
        if startWatch, !DetachedThread.start(named: "sous.namewait", { [self] in watch() }) {
            // Nothing could end the waits on time: let them go on to libcurl, which has its own timeouts.
            let everyone: [CheckedContinuation<Outcome, Never>] = lock.withLock {
                watching = false
                defer { for key in lookups.keys { lookups[key]?.waiters = [:] } }
                return lookups.values.flatMap { $0.waiters.values.map(\.continuation) }
            }
            for continuation in everyone { continuation.resume(returning: .proceed(addresses: [])) }
        }
    }

    /// The lookup of `key` is over: remembers its answer and gives it to every request waiting.
    private func answer(_ outcome: Outcome, for key: String) {
        let waiting: [CheckedContinuation<Outcome, Never>] = lock.withLock {
            let waiters = lookups[key]?.waiters.values.map(\.continuation) ?? []
            lookups[key] = Lookup(answer: outcome, answeredAt: LockCondition.now())
            condition.broadcast()
            return waiters
        }
        for continuation in waiting { continuation.resume(returning: outcome) }
    }

    /// Ends one request's wait with `outcome`, if it still waits (its lookup goes on for the others).
    private func end(_ id: UInt64, for key: String, with outcome: Outcome) {
        let waiter = lock.withLock { lookups[key]?.waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(returning: outcome)
    }

    /// The watch thread: ends each wait at its deadline, sleeping on the condition in between, and
    /// stops once nobody waits.
    private func watch() {
        while true {
            var overdue: [CheckedContinuation<Outcome, Never>] = []
            let goOn: Bool = lock.withLock {
                let now = LockCondition.now()
                var earliest: UInt64?
                for key in Array(lookups.keys) {
                    for (id, waiter) in lookups[key]?.waiters ?? [:] {
                        if waiter.deadline <= now {
                            lookups[key]?.waiters[id] = nil
                            overdue.append(waiter.continuation)
                        } else {
                            earliest = min(earliest ?? waiter.deadline, waiter.deadline)
                        }
                    }
                }
                if !overdue.isEmpty { return true }
                guard let earliest else {
                    watching = false
                    return false
                }
                condition.wait(until: earliest)
                return true
            }
            for continuation in overdue { continuation.resume(returning: .timedOut) }
            if !goOn { return }
        }
    }

    /// Whether the name is the resolver's to answer: not an address, not this machine, no proxy.
    static func needsCheck(host: String, environment: [String: String]) -> Bool {
        let proxies = ["http_proxy", "https_proxy", "all_proxy"]
        if environment.contains(where: { proxies.contains($0.key.lowercased()) && !$0.value.isEmpty }) { return false }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
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

    /// `getaddrinfo`, as libcurl asks it (any family, stream sockets).
    static let systemResolver: Resolver = { host, port in
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let code = getaddrinfo(host, port, &hints, &found)
        defer { if let found { freeaddrinfo(found) } }
        switch code {
        case 0: return .proceed(addresses: numericAddresses(found))
        case EAI_NONAME, EAI_AGAIN, EAI_FAIL, noAddress: return .unresolvable
        // Anything else (memory, a system error) is not an answer about the name: libcurl may do better.
        default: return .proceed(addresses: [])
        }
    }

    /// Each address of the list once, in its order, as `CURLOPT_RESOLVE` writes them.
    private static func numericAddresses(_ list: UnsafeMutablePointer<addrinfo>?) -> [String] {
        var addresses: [String] = []
        var entry = list
        while let info = entry?.pointee {
            entry = info.ai_next
            guard let address = info.ai_addr else { continue }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            let written: UnsafePointer<CChar>?
            switch info.ai_family {
            case AF_INET:
                written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                    var raw = v4.pointee.sin_addr
                    return inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
                }
            case AF_INET6:
                written = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                    var raw = v6.pointee.sin6_addr
                    return inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
                }
            default:
                continue
            }
            guard written != nil else { continue }
            let numeric = String(cBuffer: text)
            let entry = info.ai_family == AF_INET6 ? "[\(numeric)]" : numeric
            if !addresses.contains(entry) { addresses.append(entry) }
        }
        return addresses
    }

    /// The `CURLOPT_RESOLVE` line handing `addresses` for `url`'s host and port to libcurl, or nil.
    ///
    /// The leading `+` makes libcurl forget it like a name it looked up itself (after 60 s) rather
    /// than keep it for the process's life; libcurl before 7.75 reads `+host` as a name never asked for.
    static func resolveEntry(for url: URL, addresses: [String]) -> String? {
        guard !addresses.isEmpty, let host = url.host else { return nil }
        let port = url.port ?? (url.scheme == "http" ? 80 : 443)
        return "+\(host):\(port):\(addresses.joined(separator: ","))"
    }
}
