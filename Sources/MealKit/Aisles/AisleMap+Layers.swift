extension AisleMap {
    /// The table under the user's own `aisle.conf` when there is one, else under the cookbook's
    /// `config/aisle.conf` (a cookcli collection's), else as built in: one file decides the order, so
    /// no aisle is placed by halves of two files.
    public static func layered(own: AisleConfig?, cookbook: AisleConfig?) -> AisleMap {
        guard let config = own ?? cookbook else { return .builtIn }
        return builtIn.overridden(by: config)
    }
}
