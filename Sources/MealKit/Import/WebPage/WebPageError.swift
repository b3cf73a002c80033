/// Why a recipe could not be read from a web page or fetched: each a line a user can act on, naming
/// the host where there is one.
public enum WebPageError: Error, Hashable, Sendable {
    /// No schema.org Recipe in the page's JSON-LD or microdata.
    case noRecipe
    /// The page is larger than the reader takes (bytes).
    case tooLarge(host: String?, limit: Int)
    /// Not an http or https address.
    case notAWebAddress(String)
    /// The server could not be reached, or the answer was broken off.
    case unreachable(host: String, detail: String)
    /// The server answered with an error status.
    case httpStatus(host: String, status: Int)
    /// The server answered with something other than a web page (a picture, a PDF).
    case notAPage(host: String, contentType: String)
    /// libxml2, which reads the HTML, could not be loaded.
    case parserUnavailable(String)

    /// One line for the user.
    public var message: String {
        switch self {
        case .noRecipe:
            return "no recipe data on this page (no schema.org Recipe in JSON-LD or microdata)"
        case .tooLarge(let host, let limit):
            return "the page\(host.map { " at \($0)" } ?? "") is larger than \(limit >> 20) MB: not read"
        case .notAWebAddress(let text):
            return "not a web address: \(text) (only http:// and https:// pages are imported)"
        case .unreachable(let host, let detail):
            return "could not fetch the page from \(host): \(detail)"
        case .httpStatus(let host, let status):
            return "\(host) answered HTTP \(status)"
        case .notAPage(let host, let contentType):
            return "\(host) sent \(contentType), not a web page"
        case .parserUnavailable(let reason):
            return "web pages cannot be read: libxml2 could not be loaded (\(reason))"
        }
    }
}
