extension Settings {
    /// One setting chosen, or put back to its default with a `nil` value: what `set` asks of the
    /// settings store, which makes it to the newest `config.json` under its lock.
    public struct Change: Hashable, Sendable {
        public var key: SettingKey
        /// Already checked (`SettingDomain.canonical`).
        public var value: String?

        public init(key: SettingKey, value: String?) {
            self.key = key
            self.value = value
        }
    }
}
