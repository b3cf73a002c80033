/// The user's settings: the values chosen with `set`, each key not chosen having its default.
///
/// It lives in MealKit, beside the stores, because it is read before the shell exists (the source,
/// the cache and the history limit shape the services) and is saved by `FileSettingsStore`; the
/// session keeps one in its state for the settings felt at once (page size, colour, units, pager).
public struct Settings: Hashable, Sendable {
    /// The values chosen, as `SettingDomain.canonical` gives them; only those that differ from the
    /// default, so a default improved in a later sous reaches everyone who did not choose otherwise.
    public private(set) var chosen: [SettingKey: String] = [:]

    public init() {}

    /// Settings from values already checked (`SettingDomain.canonical`).
    public init(_ chosen: [SettingKey: String]) {
        for (key, value) in chosen { set(key, to: value) }
    }

    /// The value in effect: the one chosen, else the default.
    public subscript(key: SettingKey) -> String { chosen[key] ?? key.defaultValue }

    public func isDefault(_ key: SettingKey) -> Bool { chosen[key] == nil }

    /// The value as the user may see it: secrets masked, an unset token said so.
    public func displayValue(_ key: SettingKey) -> String {
        let value = self[key]
        if value.isEmpty { return "(not set)" }
        return key.isSecret ? "••••" : value
    }

    /// The chosen values by their names (`edamam.app_key`), as the Edamam client reads its keys.
    public var flattened: [String: String] {
        Dictionary(uniqueKeysWithValues: chosen.map { ($0.key.rawValue, $0.value) })
    }

    /// Chooses a value already checked with `key.domain.canonical`, or the default again with `nil`.
    public mutating func set(_ key: SettingKey, to value: String?) {
        chosen[key] = value == key.defaultValue ? nil : value
    }

    public func setting(_ key: SettingKey, to value: String?) -> Settings {
        var settings = self
        settings.set(key, to: value)
        return settings
    }

    // MARK: Typed

    /// How many rows a listing page shows.
    public var pageSize: Int {
        get { Int(self[.pageSize]) ?? 10 }
        set { set(.pageSize, to: String(newValue)) }
    }

    public var units: UnitSystem {
        get { UnitSystem(rawValue: self[.units]) ?? .original }
        set { set(.units, to: newValue.rawValue) }
    }

    /// Whether long output may go through the pager.
    public var pager: Bool { self[.pager] == "on" }

    /// Whether typing shows a suggestion from history (it is drawn only where there is colour).
    public var suggest: Bool { self[.suggest] == "on" }

    /// Whether results are printed as JSON Lines, one document a result, for scripts.
    public var printsJSON: Bool { self[.output] == "json" }

    /// Whether answers from TheMealDB are kept in the cache directory.
    public var cache: Bool { self[.cache] == "on" }

    /// How many command lines the history file keeps.
    public var historySize: Int { Int(self[.historySize]) ?? FileHistoryStore.defaultLimit }
}
