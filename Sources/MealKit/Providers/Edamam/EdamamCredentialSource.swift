import FoundationEssentials

/// Where the Edamam client finds its credentials, asked before every request.
///
/// Asking each time (rather than once at start) lets keys set while the shell runs take effect at
/// once, and lets a test swap them.
public struct EdamamCredentialSource: Sendable {
    private let lookup: @Sendable () async -> EdamamCredentials?

    public init(_ lookup: @escaping @Sendable () async -> EdamamCredentials?) {
        self.lookup = lookup
    }

    public func credentials() async -> EdamamCredentials? { await lookup() }

    /// Fixed credentials (tests, or a caller that has already looked).
    public static func fixed(_ credentials: EdamamCredentials?) -> EdamamCredentialSource {
        EdamamCredentialSource { credentials }
    }

    /// The environment first, then settings: a variable set for one run wins over the saved value.
    ///
    /// - Parameter settings: the saved settings as flat `key: value` strings, read on each call; the
    ///   settings store provides it (`edamam.app_id`, `edamam.app_key`, `edamam.account_user`).
    public static func environment(
        _ environment: [String: String], thenSettings settings: @escaping @Sendable () async -> [String: String] = { [:] }
    ) -> EdamamCredentialSource {
        EdamamCredentialSource {
            if let found = EdamamCredentials.from(environment: environment) { return found }
            return EdamamCredentials.from(settings: await settings())
        }
    }
}
