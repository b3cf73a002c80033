import FoundationEssentials

/// What can go wrong between sous and a recipe source. The words for the user live in SousCore.
public enum MealDBError: Error, Equatable, Sendable {
    /// The server could not be reached at all (no route, refused, DNS).
    case unreachable(String)
    /// The server's TLS certificate was not trusted (self-signed, expired, for another name, or no
    /// certificates to check it against): the connection was dropped before a request was sent.
    case untrustedCertificate
    /// The server took longer than the client's limit.
    case timedOut
    /// An HTTP status other than 200.
    case httpStatus(Int)
    /// HTTP 429; `retryAfter` is the server's `Retry-After` in seconds, when it sent one.
    case rateLimited(retryAfter: Int?)
    /// The answer was not the JSON TheMealDB sends.
    case malformedResponse(String)
    /// `{"meals":"Invalid ID"}`: the id is not one TheMealDB accepts.
    case invalidID(String)
    /// A premium-only endpoint answered the free key with a message instead of meals.
    case premiumOnly(String)
    /// The body passed the size cap (bytes).
    case oversized(limit: Int)
    /// The server redirected to another host (named here), which sous does not follow: the API base
    /// the user chose is the only server sous talks to.
    case offHostRedirect(String)
    /// The server kept redirecting (a loop, or a chain past the client's limit).
    case tooManyRedirects
    /// The request was cancelled (Ctrl-C).
    case cancelled
    /// A source that needs credentials has none.
    case missingCredentials(String)
    /// The bundled catalogue could not be read.
    case catalogueUnavailable(String)
    /// Edamam answered or failed in a way worded for Edamam (keys, plan, rate limit).
    case edamam(EdamamError)
}
