/// Where the settings live. Every call answers with all of them and never throws: disk trouble comes
/// back as `problems`, and the session goes on with the value in memory.
public protocol SettingsStoring: Sendable {
    func load() async -> Stored<Settings>
    /// Chooses a value already checked (`SettingDomain.canonical`) for one key, or its default with `nil`.
    func set(_ key: SettingKey, to value: String?) async -> Stored<Settings>
    /// Tries once more to save the changes kept in memory because the disk refused them (full,
    /// read-only, another sous holding the lock too long), and answers how many still are not on disk:
    /// what the shell says at exit, where they would be lost.
    func saveWaitingChanges() async -> Int
}

/// Settings kept in memory only: for tests, and what a session without a config directory uses.
public actor InMemorySettingsStore: SettingsStoring {
    private var settings: Settings

    public init(_ settings: Settings = Settings()) { self.settings = settings }

    public func load() -> Stored<Settings> { Stored(settings) }

    public func set(_ key: SettingKey, to value: String?) -> Stored<Settings> {
        settings.set(key, to: value)
        return Stored(settings)
    }

    /// Memory never refuses a change.
    public func saveWaitingChanges() -> Int { 0 }
}
