import CCurl
import Dispatch
import FoundationEssentials

/// One libcurl multi handle on a thread of its own, through which every request sous makes goes:
/// connections are kept alive and reused (HTTP/2 streams multiplexed where a server offers them),
/// any number of requests run at once, and each can be cancelled or abandoned at any moment.
///
/// libcurl is loaded (`dlopen`) at the first request, never at start. When it cannot be, every
/// request fails as `.unreachable`, which a fallback treats like a missing network, and
/// `onUnavailable` is told once why. No cookies, no cache, nothing written to disk: libcurl keeps
/// state on disk only when asked to (cookie jars, HSTS and alt-svc files), and sous never asks.
public final class HTTPTransport: @unchecked Sendable {
    // `@unchecked`: `pending`, `cancels`, `nextID` and `state` are guarded by `lock` (and so is
    // `nameCheck`'s state); `active` and `idleHandles` belong to the transport's thread alone.

    /// The process's transport, on `libcurl.so.4`, with the process's environment.
    public static let shared = HTTPTransport(environment: ProcessInfo.processInfo.environment)

    /// The multi handle: used only on the transport's thread, except `curl_multi_wakeup`, which
    /// libcurl allows from any thread.
    private struct Multi: @unchecked Sendable {
        let handle: UnsafeMutableRawPointer
    }

    private enum State {
        case idle
        case running(Multi)
        case unavailable(String)
    }

    private let libraryPath: String?
    private let onUnavailable: (@Sendable (String) -> Void)?
    private let whileLoading: (@Sendable () -> Void)?
    private let lock: Lock
    private let nameCheck: HostNameCheck
    private var state = State.idle
    private var pending: [CurlTransfer] = []
    private var cancels: [UInt64] = []
    private var nextID: UInt64 = 0
    private var active: [UInt: CurlTransfer] = [:]
    private var idleHandles: [UnsafeMutableRawPointer] = []

    /// - Parameters:
    ///   - libraryPath: the libcurl file to load (`SOUS_LIBCURL`, a path); nil for `libcurl.so.4` from the
    ///     system's library folders. The process
    ///     loads libcurl once: the first transport to send a request decides which.
    ///   - environment: the process's environment: with a proxy variable set (`https_proxy`, …),
    ///     which libcurl obeys, names are left to the proxy and not checked before the load.
    ///   - onUnavailable: told once, with the reason, when libcurl cannot be loaded.
    ///   - whileLoading: called once, just before libcurl is loaded (~4 ms: it brings ~30 libraries),
    ///     to start on another thread what may be needed next (the offline fallback); it must not block.
    public convenience init(
        libraryPath: String? = nil, environment: [String: String] = [:],
        onUnavailable: (@Sendable (String) -> Void)? = nil, whileLoading: (@Sendable () -> Void)? = nil
    ) {
        self.init(libraryPath: libraryPath, environment: environment, onUnavailable: onUnavailable,
                  whileLoading: whileLoading, resolver: HostNameCheck.systemResolver)
    }

    /// As above, with the resolver the name check asks (a test's own, instead of `getaddrinfo`).
    init(
        libraryPath: String? = nil, environment: [String: String] = [:],
        onUnavailable: (@Sendable (String) -> Void)? = nil, whileLoading: (@Sendable () -> Void)? = nil,
        resolver: @escaping HostNameCheck.Resolver, nameMemory: UInt64 = HostNameCheck.defaultMemory
    ) {
        self.libraryPath = libraryPath
        self.onUnavailable = onUnavailable
        self.whileLoading = whileLoading
        let lock = Lock()
        self.lock = lock
        nameCheck = HostNameCheck(lock: lock, environment: environment, resolver: resolver, memory: nameMemory)
    }

    /// Performs one GET exactly as asked: no redirect followed, no retry (`HTTPClient` decides those).
    func perform(_ request: CurlTransfer.Request) async throws -> HTTPResponse {
        var resolveEntry: String?
        if !isLoaded {
            // A name that does not resolve fails the request without loading libcurl (~4 ms of
            // libraries); one that does is not looked up again by libcurl.
            switch await nameCheck.check(request.url, within: request.policy.responseTimeout) {
            case .proceed(let addresses): resolveEntry = HostNameCheck.resolveEntry(for: request.url, addresses: addresses)
            case .unresolvable: throw MealDBError.unreachable(MealDBError.unresolvedNameReason)
            case .timedOut: throw MealDBError.timedOut
            case .cancelled: throw MealDBError.cancelled
            }
        }
        if Task.isCancelled { throw MealDBError.cancelled }
        let multi = try started()
        if Task.isCancelled { throw MealDBError.cancelled }
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let transfer = CurlTransfer(id: id, request: request, resolveEntry: resolveEntry,
                                            continuation: continuation)
                lock.withLock { pending.append(transfer) }
                // The cancellation handler may have run before the transfer was queued, finding nothing.
                if Task.isCancelled { lock.withLock { cancels.append(id) } }
                _ = ccurl_multi_wakeup(multi.handle)
            }
        } onCancel: {
            lock.withLock { cancels.append(id) }
            _ = ccurl_multi_wakeup(multi.handle)
        }
    }

    /// Whether libcurl was loaded (or found missing): from then on it answers for every name.
    var isLoaded: Bool {
        lock.withLock {
            if case .idle = state { return false }
            return true
        }
    }

    /// The multi handle, loading libcurl and starting the thread the first time.
    private func started() throws -> Multi {
        var told: String?
        let result: Result<Multi, MealDBError> = lock.withLock {
            switch state {
            case .running(let multi): return .success(multi)
            case .unavailable(let reason): return .failure(.unreachable(reason))
            case .idle: break
            }
            whileLoading?()
            var error = [CChar](repeating: 0, count: 256)
            let loaded = libraryPath.map { path in ccurl_load(path, &error, error.count) } ?? ccurl_load(nil, &error, error.count)
            guard loaded == 1, let multi = ccurl_multi_init() else {
                let why = String(cBuffer: error)
                let reason = "libcurl could not be loaded" + (why.isEmpty ? "" : ": \(why)")
                state = .unavailable(reason)
                told = reason
                return .failure(.unreachable(reason))
            }
            // HTTP/2 streams share a connection where the server offers it; else up to 6 connections
            // a host, kept alive for the next request.
            _ = ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
            _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 6)
            _ = ccurl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 12)
            let handle = Multi(handle: multi)
            guard DetachedThread.start(named: "sous.transport", { [self] in run(handle.handle) }) else {
                _ = ccurl_multi_cleanup(multi)
                let reason = "the network thread could not be started"
                state = .unavailable(reason)
                told = reason
                return .failure(.unreachable(reason))
            }
            state = .running(handle)
            return .success(handle)
        }
        if let told { onUnavailable?(told) }
        return try result.get()
    }

    // MARK: The transport's thread

    private func run(_ multi: UnsafeMutableRawPointer) {
        while true {
            let (incoming, cancelled) = lock.withLock {
                defer {
                    pending.removeAll()
                    cancels.removeAll()
                }
                return (pending, cancels)
            }
            for transfer in incoming { begin(transfer, on: multi) }
            for id in cancelled {
                if let transfer = active.values.first(where: { $0.id == id }) {
                    transfer.abort = .cancelled
                    end(transfer, on: multi, code: CURLE_ABORTED_BY_CALLBACK)
                }
            }
            var running: Int32 = 0
            _ = ccurl_multi_perform(multi, &running)
            var easy: UnsafeMutableRawPointer?
            var code = CURLE_OK
            while ccurl_multi_next_done(multi, &easy, &code) == 1 {
                if let easy, let transfer = active[UInt(bitPattern: easy)] { end(transfer, on: multi, code: code) }
            }
            let now = DispatchTime.now().uptimeNanoseconds
            for transfer in Array(active.values) {
                if let reason = transfer.overdue(at: now) {
                    transfer.abort = reason
                    end(transfer, on: multi, code: CURLE_OPERATION_TIMEDOUT)
                }
            }
            // Deadlines are checked a few times a second; idle, the thread sleeps until woken.
            var ready: Int32 = 0
            _ = ccurl_multi_poll(multi, active.isEmpty ? 60_000 : 100, &ready)
        }
    }

    private func begin(_ transfer: CurlTransfer, on multi: UnsafeMutableRawPointer) {
        guard let easy = idleHandles.popLast() ?? ccurl_easy_init() else {
            transfer.complete(.failure(.unreachable("libcurl could not make a request")))
            return
        }
        transfer.easy = easy
        configure(easy, for: transfer)
        guard ccurl_multi_add_handle(multi, easy) == CURLM_OK else {
            transfer.complete(.failure(.unreachable("libcurl could not start the request")))
            release(transfer)
            return
        }
        active[UInt(bitPattern: easy)] = transfer
    }

    private func configure(_ easy: UnsafeMutableRawPointer, for transfer: CurlTransfer) {
        let request = transfer.request
        let policy = request.policy
        _ = ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString)
        _ = ccurl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)
        // Redirects are HTTPClient's to judge (same server only); libcurl must not follow any.
        _ = ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        // Threads, not signals, for name lookups and timeouts: sous has its own SIGALRM-free loop.
        _ = ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        _ = ccurl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1)
        _ = ccurl_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1)
        _ = ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        _ = ccurl_easy_setopt_string(easy, CURLOPT_USERAGENT, policy.userAgent)
        _ = ccurl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(policy.maxBodyBytes))
        let now = DispatchTime.now().uptimeNanoseconds
        let remaining = request.deadline > now ? (request.deadline - now) / 1_000_000 : 1
        // Backstops for the transport's own checks (which give the finer reasons).
        _ = ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, Int(max(1, remaining)))
        _ = ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(policy.responseTimeout * 1000))
        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            list = ccurl_slist_append(list, "\(name): \(value)")
        }
        transfer.headerList = list
        _ = ccurl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, list.map { UnsafeMutableRawPointer($0) })
        // The addresses the name check found: libcurl puts them in its cache instead of asking again.
        if let entry = transfer.resolveEntry {
            transfer.resolveList = ccurl_slist_append(nil, entry)
            _ = ccurl_easy_setopt_pointer(easy, CURLOPT_RESOLVE, transfer.resolveList.map { UnsafeMutableRawPointer($0) })
        }
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        _ = ccurl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
            guard let context else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                .receiveBody(bytes, count: size * count)
        }
        _ = ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
        _ = ccurl_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
            guard let context else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                .receiveHeader(bytes, count: size * count)
        }
        _ = ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
    }

    /// Takes the transfer out of the multi handle and hands its outcome to the caller.
    private func end(_ transfer: CurlTransfer, on multi: UnsafeMutableRawPointer, code: CURLcode) {
        guard let easy = transfer.easy else { return }
        active[UInt(bitPattern: easy)] = nil
        _ = ccurl_multi_remove_handle(multi, easy)
        let outcome = transfer.outcome(code)
        release(transfer)
        transfer.complete(outcome)
    }

    /// Frees the transfer's lists and keeps its handle for the next request.
    private func release(_ transfer: CurlTransfer) {
        if let list = transfer.headerList { ccurl_slist_free_all(list) }
        transfer.headerList = nil
        if let list = transfer.resolveList { ccurl_slist_free_all(list) }
        transfer.resolveList = nil
        guard let easy = transfer.easy else { return }
        transfer.easy = nil
        ccurl_easy_reset(easy)
        if idleHandles.count < 8 { idleHandles.append(easy) } else { ccurl_easy_cleanup(easy) }
    }
}
