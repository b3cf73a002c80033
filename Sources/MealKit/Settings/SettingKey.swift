/// Every setting `set` knows, with what it accepts, its default, and when a change takes effect.
///
/// This is the table completion and `set` read: `SettingKey.allCases` are the keys in the order
/// `set` lists them, and `domain.choices` the values to offer after a key.
public enum SettingKey: String, CaseIterable, Hashable, Sendable {
    case pageSize = "page-size"
    case color
    case units
    case pager
    /// Whether the line editor shows, faint after the cursor, the newest history line that starts with what is typed.
    case suggest
    /// What results are printed as: text for people, or JSON Lines for scripts (`--json`).
    case output
    case cache
    case source
    case historySize = "history-size"
    case edamamAppID = "edamam.app_id"
    case edamamAppKey = "edamam.app_key"
    case edamamAccountUser = "edamam.account_user"
    /// The folder of Cooklang files that is the cookbook; unset: `cookbook/` in the data directory.
    case cookbook

    /// When a change made with `set` is felt.
    public enum Timing: Hashable, Sendable {
        /// In this session, from the next command (the listing on screen re-pages at once).
        case now
        /// At the next start, since it shapes what the shell is built from (the source, the cache,
        /// the history file's limit).
        case nextStart
    }

    /// The values the setting accepts.
    public var domain: SettingDomain {
        switch self {
        case .pageSize: return .range(5...100)
        case .color: return .choices(["auto", "always", "never"])
        case .units: return .choices(["metric", "us", "original"])
        case .pager, .suggest, .cache: return .choices(["on", "off"])
        case .output: return .choices(["text", "json"])
        case .source: return .choices(["auto", "live", "offline"])
        case .historySize: return .range(100...100_000)
        case .edamamAppID, .edamamAccountUser: return .token(secret: false)
        case .edamamAppKey: return .token(secret: true)
        case .cookbook: return .folder
        }
    }

    /// The value when none was chosen, as `set` shows it.
    public var defaultValue: String {
        switch self {
        case .pageSize: return "10"
        case .color: return "auto"
        case .units: return "original"
        case .pager, .suggest, .cache: return "on"
        case .output: return "text"
        case .source: return "auto"
        case .historySize: return String(FileHistoryStore.defaultLimit)
        case .edamamAppID, .edamamAppKey, .edamamAccountUser, .cookbook: return ""
        }
    }

    /// Whether the value must never be shown back (an API key).
    public var isSecret: Bool { domain == .token(secret: true) }

    public var timing: Timing {
        switch self {
        // Edamam's keys are read at each request, so a key set mid-session works at once.
        case .pageSize, .color, .units, .pager, .suggest, .output, .edamamAppID, .edamamAppKey, .edamamAccountUser, .cookbook:
            return .now
        case .cache, .source, .historySize: return .nextStart
        }
    }
}
