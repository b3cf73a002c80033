import FoundationEssentials

/// The app id and key Edamam issues (https://developer.edamam.com), and the optional account user.
///
/// `description` never shows the key, so a credentials value can be logged or interpolated safely.
public struct EdamamCredentials: Hashable, Sendable, CustomStringConvertible {
    public var appID: String
    public var appKey: String
    /// Sent as `Edamam-Account-User`; plans with per-user tracking refuse requests without it.
    public var accountUser: String?

    public init(appID: String, appKey: String, accountUser: String? = nil) {
        self.appID = appID
        self.appKey = appKey
        self.accountUser = accountUser
    }

    /// The environment variables, then the settings keys, that hold the credentials.
    public static let appIDVariable = "EDAMAM_APP_ID"
    public static let appKeyVariable = "EDAMAM_APP_KEY"
    public static let accountUserVariable = "EDAMAM_ACCOUNT_USER"
    public static let appIDSetting = "edamam.app_id"
    public static let appKeySetting = "edamam.app_key"
    public static let accountUserSetting = "edamam.account_user"

    /// Credentials from `EDAMAM_APP_ID` / `EDAMAM_APP_KEY` (/ `EDAMAM_ACCOUNT_USER`), or nil.
    public static func from(environment: [String: String]) -> EdamamCredentials? {
        from(environment[appIDVariable], environment[appKeyVariable], environment[accountUserVariable])
    }

    /// Credentials from settings keyed `edamam.app_id` / `edamam.app_key` (/ `edamam.account_user`), or nil.
    public static func from(settings: [String: String]) -> EdamamCredentials? {
        from(settings[appIDSetting], settings[appKeySetting], settings[accountUserSetting])
    }

    private static func from(_ id: String?, _ key: String?, _ user: String?) -> EdamamCredentials? {
        func usable(_ value: String?) -> String? {
            let trimmed = value?.trimmingWhitespaceAndNewlines() ?? ""
            return trimmed.isEmpty ? nil : trimmed
        }
        guard let id = usable(id), let key = usable(key) else { return nil }
        return EdamamCredentials(appID: id, appKey: key, accountUser: usable(user))
    }

    public var description: String { "EdamamCredentials(appID: \(appID), appKey: REDACTED)" }

    /// `text` with the key (and the id) replaced, for anything that may reach a screen or a file.
    public func redacting(_ text: String) -> String {
        var text = text
        for secret in [appKey, appID] where secret.count >= 3 {
            text = text.replacing(secret, with: "REDACTED")
            let encoded = secret.percentEncoded(keeping: String.isASCIIAlphanumeric)
            if encoded != secret {
                text = text.replacing(encoded, with: "REDACTED")
            }
        }
        return text
    }
}
