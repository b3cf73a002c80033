import Dispatch
import FoundationEssentials

/// Fetches a recipe page through the shared transport: http and https only, redirects followed (to
/// any web server: a page's address often moves to `www.` or https, and no credential is sent),
/// gzip and the like accepted, a size cap and one time limit for the whole fetch.
public struct RecipePageFetcher: Sendable {
    /// What a fetch gives: the page's bytes, the charset its `Content-Type` names (nil when none), and
    /// the address it was finally found at.
    public struct Page: Sendable, Equatable {
        public var body: Data
        public var charset: String?
        public var url: URL
    }

    private let policy: HTTPPolicy
    private let transport: HTTPTransport

    /// - Parameters:
    ///   - timeout: the whole fetch, redirects included, in seconds.
    ///   - maxBytes: larger pages are refused (by their declared length, or as they arrive).
    public init(timeout: TimeInterval = 15, maxBytes: Int = RecipePageReader.maxPageBytes, transport: HTTPTransport = .shared) {
        policy = HTTPPolicy(responseTimeout: min(8, timeout), budget: timeout, maxBodyBytes: maxBytes, maxAttempts: 1,
                            maxRedirects: 8, userAgent: "Mozilla/5.0 (compatible; sous recipe shell)")
        self.transport = transport
    }

    /// The page at `url`, or a `WebPageError` naming its host.
    public func fetch(_ url: URL) async throws(WebPageError) -> Page {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", let firstHost = url.host, !firstHost.isEmpty else {
            throw .notAWebAddress(UntrustedText.sanitizedLine(url.absoluteString))
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + CurlTransfer.nanoseconds(policy.budget)
        var target = url
        var redirects = 0
        while true {
            let host = target.host ?? firstHost
            let response: HTTPResponse
            do {
                response = try await transport.perform(CurlTransfer.Request(
                    url: target, headers: ["Accept": "text/html, application/xhtml+xml;q=0.9, */*;q=0.5"],
                    policy: policy, deadline: deadline))
            } catch {
                switch HTTPClient.mapped(error) {
                case .oversized(let limit): throw .tooLarge(host: host, limit: limit)
                case let failure: throw .unreachable(host: host, detail: failure.transportDetail)
                }
            }
            if [301, 302, 303, 307, 308].contains(response.status), let next = response.redirectURL {
                guard let nextScheme = next.scheme?.lowercased(), nextScheme == "http" || nextScheme == "https", next.host != nil else {
                    throw .unreachable(host: host, detail: "redirected to something that is not a web page")
                }
                redirects += 1
                guard redirects <= policy.maxRedirects else { throw .unreachable(host: host, detail: "too many redirects") }
                target = next
                continue
            }
            guard (200..<300).contains(response.status) else { throw .httpStatus(host: host, status: response.status) }
            guard response.body.count <= policy.maxBodyBytes else { throw .tooLarge(host: host, limit: policy.maxBodyBytes) }
            let contentType = response.header("Content-Type") ?? ""
            let mediaType = contentType.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
            if !mediaType.isEmpty, !mediaType.hasPrefix("text/"), !mediaType.contains("html"), !mediaType.contains("xml") {
                throw .notAPage(host: host, contentType: UntrustedText.sanitizedLine(String(mediaType.prefix(60))))
            }
            return Page(body: response.body, charset: Self.charset(in: contentType), url: target)
        }
    }

    /// `charset=` of a `Content-Type` ("text/html; charset=ISO-8859-1"), quotes off; nil when none.
    static func charset(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == "charset" else { continue }
            let value = pair[1].trimmingWhitespace().trimming(where: { $0 == "\"" || $0 == "'" })
            guard !value.isEmpty, value.count <= 40, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:".contains($0)) })
            else { return nil }
            return value
        }
        return nil
    }
}
