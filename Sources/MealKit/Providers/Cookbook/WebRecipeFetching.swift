import FoundationEssentials

/// How `import <url>` gets a recipe from a web page: behind a protocol so the session's tests need no
/// server, and so nothing of the page reader or libcurl is touched before the first import.
public protocol WebRecipeFetching: Sendable {
    /// The schema.org recipe on the page at `url`, or why there is none.
    func recipe(at url: URL) async throws(WebPageError) -> Recipe
}

/// The real one: the page through the transport, then its JSON-LD or microdata.
public struct WebRecipeFetcher: WebRecipeFetching {
    private let transport: HTTPTransport

    public init(transport: HTTPTransport = .shared) {
        self.transport = transport
    }

    public func recipe(at url: URL) async throws(WebPageError) -> Recipe {
        let page = try await RecipePageFetcher(transport: transport).fetch(url)
        return try RecipePageReader.recipe(in: page.body, encoding: page.charset, url: page.url)
    }
}

/// A fetcher answering from a closure: tests, and a session with no network.
public struct ClosureWebRecipeFetcher: WebRecipeFetching {
    private let answer: @Sendable (URL) throws(WebPageError) -> Recipe

    public init(_ answer: @escaping @Sendable (URL) throws(WebPageError) -> Recipe) {
        self.answer = answer
    }

    /// Every address unreachable.
    public static let offline = ClosureWebRecipeFetcher { url throws(WebPageError) in
        throw .unreachable(host: url.host ?? "", detail: "no network in this session")
    }

    public func recipe(at url: URL) async throws(WebPageError) -> Recipe { try answer(url) }
}
