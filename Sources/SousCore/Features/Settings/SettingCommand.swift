import MealKit

/// What `set` asks for: the table, one setting, a change, or a reset to the default.
public enum SettingCommand: Equatable, Sendable {
    /// `set`: every setting with its value and default.
    case list
    /// `set page-size`: one setting.
    case show(SettingKey)
    /// `set page-size 5`: the value already checked (`SettingDomain.canonical`).
    case change(SettingKey, to: String)
    /// `set page-size default`.
    case reset(SettingKey)
}
