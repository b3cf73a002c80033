import FoundationEssentials

/// One request to Edamam's Recipe Search v2, and the one place its URLs are spelled.
///
/// Credentials are added only when the URL is built for sending (`url(base:credentials:)`); every
/// other form (`redactedDescription`, a continuation) is built without them, so the key cannot leak
/// through a value that is stored, compared or shown.
public enum EdamamEndpoint: Hashable, Sendable {
    /// `q=`: recipes matching the text (names and ingredients).
    case search(String)
    /// `dishType=` (TheMealDB's categories) or `cuisineType=` (its areas).
    case filter(MealFilter)
    /// `random=true` with a filter, since Edamam wants a query or a filter with it.
    case random(dishType: String)
    /// The next page of an earlier search: its query without credentials (see `EdamamContinuation`).
    case continuation(EdamamContinuation)
    /// `/api/recipes/v2/{id}`: one recipe.
    case recipe(id: String)

    /// The real API's root.
    public static let defaultBaseURL = URL(string: "https://api.edamam.com/")!
    static let searchPath = "api/recipes/v2"

    /// The query items, credentials excluded, in a stable order.
    var queryItems: [URLQueryItem] {
        switch self {
        case .search(let text): [URLQueryItem(name: "type", value: "public"), URLQueryItem(name: "q", value: Self.clean(text))]
        case .filter(.category(let name)):
            [URLQueryItem(name: "type", value: "public"), URLQueryItem(name: "dishType", value: Self.clean(name))]
        case .filter(.area(let name)):
            [URLQueryItem(name: "type", value: "public"), URLQueryItem(name: "cuisineType", value: Self.clean(name))]
        case .filter(.ingredient(let name)):
            // Edamam has no main-ingredient filter; its text search covers ingredient lines.
            [URLQueryItem(name: "type", value: "public"), URLQueryItem(name: "q", value: Self.clean(name))]
        case .random(let dishType):
            [URLQueryItem(name: "type", value: "public"), URLQueryItem(name: "random", value: "true"),
             URLQueryItem(name: "dishType", value: dishType)]
        case .continuation(let continuation): continuation.queryItems
        case .recipe: [URLQueryItem(name: "type", value: "public")]
        }
    }

    var path: String {
        switch self {
        case .recipe(let id):
            // The uri's fragment is `recipe_<hash>`; the lookup path takes the hash alone.
            let hash = id.hasPrefix(EdamamRecipe.idPrefix) ? String(id.dropFirst(EdamamRecipe.idPrefix.count)) : id
            let safe = hash.percentEncoded(keeping: String.isASCIIAlphanumeric)
            return Self.searchPath + "/" + safe
        default: return Self.searchPath
        }
    }

    /// The URL to send: the query, then `app_id` and `app_key`.
    public func url(base: URL = Self.defaultBaseURL, credentials: EdamamCredentials) -> URL {
        url(base: base, extra: [URLQueryItem(name: "app_id", value: credentials.appID),
                                URLQueryItem(name: "app_key", value: credentials.appKey)])
    }

    /// The URL as it may be shown or logged: no credentials at all.
    public func redactedDescription(base: URL = Self.defaultBaseURL) -> String {
        url(base: base, extra: []).absoluteString
    }

    private func url(base: URL, extra: [URLQueryItem]) -> URL {
        var prefix = base.absoluteString
        if !prefix.hasSuffix("/") { prefix += "/" }
        // Every character of the query is unreserved or percent-encoded, so this cannot fail for a
        // base that was itself a valid URL.
        return URL(string: prefix + path + "?" + Self.encodedQuery(queryItems + extra))!
    }

    /// `name=value&…` with everything but RFC 3986's unreserved characters percent-encoded, so
    /// user text (`&`, `=`, `+`, `#`) can never change the query's shape.
    static func encodedQuery(_ items: [URLQueryItem]) -> String {
        items.map { encode($0.name) + "=" + encode($0.value ?? "") }.joined(separator: "&")
    }

    private static func encode(_ text: String) -> String { text.percentEncoded }

    private static func clean(_ text: String) -> String {
        text.trimmingWhitespaceAndNewlines().canonicallyComposed
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
