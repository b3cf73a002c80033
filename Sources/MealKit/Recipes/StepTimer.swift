/// A timer a step sets, as its source marks it: Cooklang's `~eggs{3%minutes}` is "eggs", 3, "minutes".
public struct StepTimer: Hashable, Sendable, Codable {
    /// What the timer is for ("eggs"), when named.
    public var name: String?
    /// The amount as a number (the top of a range); nil when the source gives words or none.
    public var amount: Double?
    /// The unit as written ("minutes", "min", "hours").
    public var unit: String?

    public init(name: String? = nil, amount: Double? = nil, unit: String? = nil) {
        self.name = name
        self.amount = amount
        self.unit = unit
    }
}
