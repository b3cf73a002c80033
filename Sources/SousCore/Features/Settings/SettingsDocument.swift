import MealKit

/// Every setting for scripts (`"kind": "settings"`): value, default, and who decides it.
struct SettingsDocument: Encodable {
    struct Setting: Encodable {
        var key: String
        var value: String
        var `default`: String
        var isDefault: Bool
        var decidedByFlag: Bool
    }

    let kind = "settings"
    var settings: [Setting]

    init(_ settings: Settings, overridden: Set<SettingKey>) {
        self.settings = SettingKey.allCases.map { key in
            Setting(key: key.rawValue, value: TerminalText.sanitizedLine(settings.displayValue(key)), default: key.defaultValue,
                    isDefault: settings.isDefault(key), decidedByFlag: overridden.contains(key))
        }
    }
}
