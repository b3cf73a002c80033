import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one URLSession's delegate: collects each task's body, enforcing the size cap as bytes arrive.
///
/// `URLSession.data(for:)` only hands over the body once it is complete, and Linux's Foundation has
/// no `bytes(for:)`, so a delegate is the only way to stop an oversized answer early. It also lets
/// the client tell its own cancellations (size cap, deadlines) from the caller's.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// A finished transfer: the body and the HTTP response, or why there is none.
    typealias Outcome = Result<(Data, HTTPURLResponse), any Error>

    /// Why the client itself cancelled a task.
    enum Abort: Sendable { case oversized(limit: Int), timedOut, offHostRedirect(String), tooManyRedirects }

    /// Redirects followed per request, at most: TheMealDB does not redirect its API at all, so a
    /// few allow for a proxy's `http`→`https` or trailing-slash hop, and more is a loop.
    static let maxRedirects = 5

    /// The connection closed before the declared body had arrived.
    struct CutShort: Error {}

    private struct Transfer {
        var body = Data()
        var limit: Int
        var abort: Abort?
        var redirects = 0
        var completion: @Sendable (Outcome) -> Void
    }

    // Delegate callbacks arrive on the session's serial queue while `register`/`abort` come from
    // any thread; the lock makes `transfers` safe for both (hence `@unchecked Sendable`).
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    func register(_ task: URLSessionTask, limit: Int, completion: @escaping @Sendable (Outcome) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        transfers[task.taskIdentifier] = Transfer(limit: limit, completion: completion)
    }

    /// Cancels `task` for the client's own reason, unless it has already finished (or, with
    /// `onlyBeforeResponse`, unless its response headers have arrived).
    func abort(_ task: URLSessionTask, because reason: Abort, onlyBeforeResponse: Bool = false) {
        lock.lock()
        guard transfers[task.taskIdentifier] != nil, !(onlyBeforeResponse && task.response != nil) else {
            lock.unlock()
            return
        }
        transfers[task.taskIdentifier]?.abort = reason
        lock.unlock()
        task.cancel()
    }

    /// Follows a redirect only to the same host and port (the scheme may go from http to https),
    /// and only `maxRedirects` times: the API base is the one server sous agreed to talk to, and
    /// following a hostile server elsewhere would let it aim sous (and the user's network) anywhere.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let from = task.originalRequest?.url
        let to = request.url
        var refusal: Abort?
        if !Self.isSameServer(from, to) {
            refusal = .offHostRedirect(to?.host ?? to?.absoluteString ?? "an unnamed host")
        }
        lock.lock()
        if refusal == nil, var transfer = transfers[task.taskIdentifier] {
            transfer.redirects += 1
            if transfer.redirects > Self.maxRedirects { refusal = .tooManyRedirects }
            transfers[task.taskIdentifier] = transfer
        }
        if let refusal { transfers[task.taskIdentifier]?.abort = refusal }
        lock.unlock()
        if refusal != nil {
            completionHandler(nil)
            task.cancel()
        } else {
            completionHandler(request)
        }
    }

    static func isSameServer(_ from: URL?, _ to: URL?) -> Bool {
        guard let from, let to, let fromHost = from.host?.lowercased(), let toHost = to.host?.lowercased(),
              fromHost == toHost, let scheme = to.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { return false }
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        // http→https on the default ports is the same server upgrading; any other port change is not.
        return port(from) == port(to) || (from.port == nil && to.port == nil)
    }

    /// A declared length over the cap is refused before any of the body is read.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        lock.lock()
        var refuse = false
        if let limit = transfers[dataTask.taskIdentifier]?.limit, response.expectedContentLength > Int64(limit),
           let http = response as? HTTPURLResponse, Self.isIdentityEncoded(http) {
            transfers[dataTask.taskIdentifier]?.abort = .oversized(limit: limit)
            refuse = true
        }
        lock.unlock()
        completionHandler(refuse ? .cancel : .allow)
        // Linux's Foundation ignores the `.cancel` disposition and goes on reading; this it honours.
        if refuse { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        lock.lock()
        // The body is changed in place in the dictionary: a copy of the transfer taken out and put
        // back would copy the whole body at every chunk (quadratic), and while the copies ran the
        // chunks still arriving queued up in memory, far past the cap.
        guard let limit = transfers[id]?.limit, transfers[id]?.abort == nil, let count = transfers[id]?.body.count else {
            lock.unlock()
            return
        }
        let overLimit = count + data.count > limit
        if overLimit {
            transfers[id]?.abort = .oversized(limit: limit)
            transfers[id]?.body = Data()
        } else {
            transfers[id]?.body.append(data)
        }
        lock.unlock()
        if overLimit { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        let transfer = transfers.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        guard let transfer else { return }
        let response = task.response as? HTTPURLResponse
        let outcome: Outcome
        if case .oversized(let limit)? = transfer.abort {
            outcome = .failure(MealDBError.oversized(limit: limit))
        } else if case .timedOut? = transfer.abort {
            outcome = .failure(MealDBError.timedOut)
        } else if case .offHostRedirect(let host)? = transfer.abort {
            outcome = .failure(MealDBError.offHostRedirect(host))
        } else if case .tooManyRedirects? = transfer.abort {
            outcome = .failure(MealDBError.tooManyRedirects)
        } else if let error, (error as NSError).domain == NSURLErrorDomain,
                  (error as NSError).code == NSURLErrorCancelled {
            outcome = .failure(error)
        } else if let response, Self.isCutShort(transfer.body, response) {
            // Whatever the transport made of it (Linux says NSURLErrorUnknown, "transfer closed with
            // n bytes remaining"), a body shorter than its declared length is a cut answer.
            outcome = .failure(CutShort())
        } else if let error {
            outcome = .failure(error)
        } else if let response {
            outcome = .success((transfer.body, response))
        } else {
            outcome = .failure(URLError(.badServerResponse))
        }
        transfer.completion(outcome)
    }

    /// A body shorter than its declared length. Only for unencoded bodies: a gzipped length says
    /// nothing about the decoded one.
    private static func isCutShort(_ body: Data, _ response: HTTPURLResponse) -> Bool {
        isIdentityEncoded(response) && response.expectedContentLength > 0
            && Int64(body.count) < response.expectedContentLength
    }

    private static func isIdentityEncoded(_ response: HTTPURLResponse) -> Bool {
        let encoding = response.allHeaderFields.first { key, _ in
            (key as? String)?.caseInsensitiveCompare("Content-Encoding") == .orderedSame
        }?.value as? String
        return encoding == nil || encoding?.caseInsensitiveCompare("identity") == .orderedSame
    }
}
