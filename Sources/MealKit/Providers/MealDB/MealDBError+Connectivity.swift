extension MealDBError {
    /// The source could not be reached at all, as opposed to reached and answering badly.
    ///
    /// Only these justify answering from elsewhere (a stale cache entry, the offline catalogue): an
    /// HTTP error or a malformed answer means the server is there, and hiding that would mislead.
    public var isConnectivityFailure: Bool {
        switch self {
        // A server whose certificate is not trusted may not be TheMealDB at all: nothing was asked of it.
        case .unreachable, .timedOut, .untrustedCertificate: true
        default: false
        }
    }
}
