import Foundation

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

    /// Reads flat string settings from a JSON file such as `$XDG_CONFIG_HOME/sous/config.json`.
    ///
    /// Accepts `{"edamam.app_id": "…"}` at the top level or under `"settings"`, and the nested
    /// `{"edamam": {"app_id": "…"}}`, since the settings file's final shape is not settled yet.
    /// A missing or unreadable file is no settings, not an error.
    public static func settings(inJSONFile file: URL) -> @Sendable () async -> [String: String] {
        {
            guard let data = try? Data(contentsOf: file),
                  let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
            var flat: [String: String] = [:]
            func collect(_ object: [String: Any], prefix: String) {
                for (key, value) in object {
                    let name = prefix.isEmpty ? key : prefix + "." + key
                    if let text = value as? String { flat[name] = text }
                    else if let nested = value as? [String: Any], prefix.isEmpty { collect(nested, prefix: key) }
                }
            }
            collect(root, prefix: "")
            if let settings = root["settings"] as? [String: Any] {
                for (key, value) in settings { if let text = value as? String { flat[key] = text } }
            }
            return flat
        }
    }
}
