import CCurl
import FoundationEssentials

/// What a server answered: the status, the headers of the final response, and the body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    /// Header names in lower case; a repeated header keeps its last value.
    public var headers: [String: String]
    public var body: Data
    /// Where a 3xx points, resolved against the request (a relative `Location` made absolute).
    public var redirectURL: URL?

    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), redirectURL: URL? = nil) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
        self.redirectURL = redirectURL
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// `Retry-After` as seconds: either a number or an HTTP date (a past date is 0).
    public var retryAfter: Int? { retryAfter(now: Date()) }

    /// `Retry-After` as seconds from `now`; nil when absent or neither a number nor a date. The date
    /// is read by libcurl (`curl_getdate`: RFC 9110's three forms, and the looser ones servers send),
    /// which has been loaded, since the header came through it.
    func retryAfter(now: Date) -> Int? {
        guard let raw = header("Retry-After") else { return nil }
        let value = Self.trimmingOptionalWhitespace(raw[...])
        if let seconds = Int(value) { return max(0, seconds) }
        let moment = ccurl_getdate(value)
        guard moment != -1 else { return nil }
        return max(0, Int((Double(moment) - now.timeIntervalSince1970).rounded(.up)))
    }

    /// `text` without the spaces, tabs and line ends around it: HTTP's optional whitespace (RFC 9110
    /// §5.6.3) and the CR LF that ends a header line.
    static func trimmingOptionalWhitespace(_ text: Substring) -> String {
        text.trimming(where: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" })
    }
}
