import FoundationEssentials

/// Where the next page of an Edamam search starts: the query of `_links.next.href` without credentials.
///
/// Edamam's next link carries `app_id` and `app_key`; they are dropped here, the moment the link is
/// read, and added again only when the request is sent. The host is dropped too: the next page is
/// always asked of the configured base, so a link can never send the key somewhere else.
public struct EdamamContinuation: Hashable, Sendable {
    /// The query items, credentials excluded (`type`, `q`, filters, `_cont`).
    public var queryItems: [URLQueryItem]

    static let credentialNames: Set<String> = ["app_id", "app_key"]

    /// Reads a next link; nil when it has no `_cont` (then it is no continuation at all).
    public init?(nextHref: String) {
        guard let components = URLComponents(string: nextHref),
              let items = components.queryItems, items.contains(where: { $0.name == "_cont" }) else { return nil }
        queryItems = items.filter { !Self.credentialNames.contains($0.name.lowercased()) }
    }

    /// The form a `Listing` keeps between commands: the query string, key-free.
    public var token: String {
        EdamamEndpoint.encodedQuery(queryItems)
    }

    /// Reads a token back; credentials in it (there should be none) are dropped again.
    public init?(token: String) {
        var components = URLComponents()
        components.percentEncodedQuery = token
        guard let items = components.queryItems, items.contains(where: { $0.name == "_cont" }) else { return nil }
        queryItems = items.filter { !Self.credentialNames.contains($0.name.lowercased()) }
    }
}
