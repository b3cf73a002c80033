/// How much a recipe makes: a number of servings, or a count with its word ("8 rolls", "2 pies").
public struct RecipeYield: Hashable, Sendable, Codable {
    public var amount: Double
    /// The top of a range ("serves 4-6"); nil for one number.
    public var upTo: Double?
    /// What is counted ("rolls"); nil for servings.
    public var unit: String?

    /// A yield of `amount` (and `upTo`) when both are facts a recipe can keep (finite, above 0, the
    /// top above the bottom); nil otherwise.
    public init?(amount: Double?, upTo: Double? = nil, unit: String? = nil) {
        guard let amount = Recipe.fact(amount) else { return nil }
        self.amount = amount
        self.upTo = Recipe.fact(upTo).flatMap { $0 > amount ? $0 : nil }
        let word = unit?.trimmingWhitespaceAndNewlines()
        self.unit = word?.isEmpty ?? true ? nil : word
    }

    /// Servings: what the scale of a recipe is measured against.
    public var servings: Double? { unit == nil ? amount : nil }

    private enum CodingKeys: String, CodingKey { case amount, upTo, unit }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let yield = RecipeYield(
            amount: try? c.decodeIfPresent(Double.self, forKey: .amount),
            upTo: try? c.decodeIfPresent(Double.self, forKey: .upTo),
            unit: try? c.decodeIfPresent(String.self, forKey: .unit))
        else { throw DecodingError.dataCorruptedError(forKey: .amount, in: c, debugDescription: "no yield") }
        self = yield
    }
}
