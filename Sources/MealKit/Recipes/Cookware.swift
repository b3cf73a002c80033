/// A piece of cookware a recipe needs, and how many: "large mixing bowl", "pan" ×2.
public struct Cookware: Hashable, Sendable, Codable {
    public var name: String
    /// How many, as the source says it ("2", "two small"); nil for one.
    public var quantity: String?

    public init(name: String, quantity: String? = nil) {
        self.name = name
        self.quantity = quantity
    }
}
