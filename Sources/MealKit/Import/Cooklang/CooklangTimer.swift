/// A timer a step sets: `~{25%minutes}`, `~eggs{3%minutes}`, or only a name, `~rest`.
public struct CooklangTimer: Hashable, Sendable {
    /// The name notifications use ("eggs"); nil for `~{25%minutes}`.
    public var name: String?
    public var quantity: CooklangQuantity?
    public var line: Int
    public var column: Int

    public init(name: String? = nil, quantity: CooklangQuantity? = nil, line: Int = 0, column: Int = 0) {
        self.name = name
        self.quantity = quantity
        self.line = line
        self.column = column
    }
}
