import CCurl
import Dispatch
import FoundationEssentials

/// One request inside the transport: its easy handle, what has arrived, and its deadlines.
///
/// Created by the caller, then touched only on the transport's thread (libcurl's callbacks run in
/// `curl_multi_perform` there), hence `@unchecked Sendable`: the hand-over goes through the
/// transport's lock.
final class CurlTransfer: @unchecked Sendable {
    /// What a transfer is asked to do.
    struct Request: Sendable {
        var url: URL
        var headers: [String: String]
        var policy: HTTPPolicy
        /// Uptime (ns) by which it must be over, whatever happens.
        var deadline: UInt64
    }

    let id: UInt64
    let request: Request
    /// The `CURLOPT_RESOLVE` line for the addresses the name check found, if it ran.
    let resolveEntry: String?
    private let continuation: CheckedContinuation<HTTPResponse, any Error>
    var easy: UnsafeMutableRawPointer?
    var headerList: UnsafeMutablePointer<curl_slist>?
    /// `resolveEntry` as libcurl takes it, kept until the transfer is over (libcurl does not copy it).
    var resolveList: UnsafeMutablePointer<curl_slist>?

    private(set) var body = Data()
    private(set) var headers: [String: String] = [:]
    /// Bytes of headers and body received, for the stall check.
    private(set) var received = 0
    /// Why the transport ended it early, when it did (size cap, stall, deadline, cancel).
    var abort: MealDBError?

    private let started: UInt64
    private var firstByteAt: UInt64?
    private var windowStart: UInt64 = 0
    private var windowReceived = 0
    private var finished = false

    init(id: UInt64, request: Request, resolveEntry: String? = nil,
         continuation: CheckedContinuation<HTTPResponse, any Error>) {
        self.id = id
        self.request = request
        self.resolveEntry = resolveEntry
        self.continuation = continuation
        started = DispatchTime.now().uptimeNanoseconds
    }

    // MARK: libcurl's callbacks

    /// A piece of the body; returning less than `count` makes libcurl abort (CURLE_WRITE_ERROR).
    func receiveBody(_ bytes: UnsafeMutablePointer<CChar>?, count: Int) -> Int {
        noteArrival(count)
        guard let bytes, count > 0 else { return count }
        if body.count + count > request.policy.maxBodyBytes {
            abort = .oversized(limit: request.policy.maxBodyBytes)
            body = Data()
            return 0
        }
        body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }

    /// One header line; a status line starts a new response (after a 100 Continue, say).
    func receiveHeader(_ bytes: UnsafeMutablePointer<CChar>?, count: Int) -> Int {
        noteArrival(count)
        guard let bytes, count > 0 else { return count }
        let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = HTTPResponse.trimmingOptionalWhitespace(line[..<colon]).lowercased()
            headers[name] = HTTPResponse.trimmingOptionalWhitespace(line[line.index(after: colon)...])
        }
        return count
    }

    private func noteArrival(_ count: Int) {
        if firstByteAt == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            firstByteAt = now
            windowStart = now
        }
        received += count
    }

    // MARK: Deadlines

    /// Why the transfer must end now, or nil: past its deadline, no first byte within the response
    /// timeout, or under the minimum rate for a whole stall window.
    func overdue(at now: UInt64) -> MealDBError? {
        let policy = request.policy
        if now >= request.deadline { return .timedOut }
        guard firstByteAt != nil else {
            return now - started >= Self.nanoseconds(policy.responseTimeout) ? .timedOut : nil
        }
        let window = Self.nanoseconds(policy.stallWindow)
        if now - windowStart >= window {
            if received - windowReceived < Int(Double(policy.minimumRate) * policy.stallWindow) { return .timedOut }
            windowStart = now
            windowReceived = received
        }
        return nil
    }

    static func nanoseconds(_ seconds: TimeInterval) -> UInt64 { UInt64(max(0, seconds) * 1_000_000_000) }

    // MARK: Completion

    /// Hands the outcome to the caller, once.
    func complete(_ result: Result<HTTPResponse, MealDBError>) {
        guard !finished else { return }
        finished = true
        continuation.resume(with: result.mapError { $0 as any Error })
    }

    /// The response, once libcurl has finished with `code`.
    func outcome(_ code: CURLcode) -> Result<HTTPResponse, MealDBError> {
        if let abort { return .failure(abort) }
        guard code == CURLE_OK else { return .failure(failure(code)) }
        var status = 0
        var redirect: URL?
        if let easy {
            var value = 0
            _ = ccurl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &value)
            status = value
            var text: UnsafePointer<CChar>?
            if ccurl_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &text) == CURLE_OK, let text {
                redirect = URL(string: String(cString: text))
            }
        }
        return .success(HTTPResponse(status: status, headers: headers, body: body, redirectURL: redirect))
    }

    /// libcurl's error in MealDBError's words.
    private func failure(_ code: CURLcode) -> MealDBError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .unreachable(MealDBError.unresolvedNameReason)
        case CURLE_COULDNT_CONNECT: return .unreachable("the server refused the connection")
        // Retrying cannot help: the certificate (or the system's store to check it) is what is wrong.
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE: return .untrustedCertificate
        case CURLE_FILESIZE_EXCEEDED: return .oversized(limit: request.policy.maxBodyBytes)
        case CURLE_PARTIAL_FILE: return .malformedResponse(MealDBError.cutShortReason)
        // A reset after the answer began cuts it short; before, the connection was simply lost.
        case CURLE_RECV_ERROR:
            return firstByteAt != nil ? .malformedResponse(MealDBError.cutShortReason)
                : .unreachable(MealDBError.connectionLostReason)
        case CURLE_GOT_NOTHING, CURLE_SEND_ERROR: return .unreachable(MealDBError.connectionLostReason)
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM,
             CURLE_TOO_MANY_REDIRECTS:
            return .malformedResponse("the server's answer was not valid HTTP")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: return .unreachable("not a web address")
        default:
            return .unreachable(String(cString: ccurl_easy_strerror(code)))
        }
    }
}
