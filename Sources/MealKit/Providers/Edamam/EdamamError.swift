/// What can go wrong with the Edamam source, apart from a cancel (that stays `MealDBError.cancelled`).
///
/// Details never carry the app key: the client redacts every string it puts here.
public enum EdamamError: Error, Equatable, Sendable {
    /// No app id or key in the environment or the settings.
    case missingCredentials
    /// HTTP 401: the app id or key is wrong.
    case unauthorized
    /// HTTP 403: the keys are valid but not for this (plan, account user, endpoint).
    case forbidden
    /// HTTP 429: Edamam's own limit was hit despite the client-side limiter.
    case rateLimited(retryAfter: Int?)
    /// A command Edamam has no equivalent for (`letter`, the ingredient list).
    case notOffered(String)
    /// Any other HTTP status.
    case httpStatus(Int)
    case unreachable(String)
    /// The server's TLS certificate was not trusted: nothing (no key either) was sent.
    case untrustedCertificate
    case timedOut
    case malformedResponse(String)
}
