import MealKit

/// How `set` fails; the words are in `SousError+Message.swift`.
public enum SettingsError: Error, Equatable, Sendable {
    /// A key `set` does not know, with the one it most likely meant.
    case unknownSetting(String, suggestion: String?)
    /// A value the setting does not take, as typed.
    case badValue(SettingKey, got: String)
}
