import Foundation

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
    public var retryAfter: Int? {
        guard let raw = header("Retry-After") else { return nil }
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
