/// What a recipe says of its nutrition, when its source gives it.
public struct Nutrition: Hashable, Sendable, Codable {
    /// Kilocalories in one serving.
    public var caloriesPerServing: Double?

    public init(caloriesPerServing: Double? = nil) {
        self.caloriesPerServing = Recipe.fact(caloriesPerServing)
    }

    private enum CodingKeys: String, CodingKey { case caloriesPerServing }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(caloriesPerServing: try? c.decodeIfPresent(Double.self, forKey: .caloriesPerServing))
    }

    public var isEmpty: Bool { caloriesPerServing == nil }
}
