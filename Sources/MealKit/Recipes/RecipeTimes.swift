/// How long a recipe takes, in minutes: preparing, cooking, and from start to table.
public struct RecipeTimes: Hashable, Sendable, Codable {
    public var prep: Double?
    public var cook: Double?
    /// The source's total, else preparing and cooking added up.
    public var total: Double? {
        get { stated ?? (prep.map { $0 + (cook ?? 0) } ?? cook) }
        set { stated = newValue }
    }
    private var stated: Double?

    /// Times kept only where they are facts (finite, above 0).
    public init(prep: Double? = nil, cook: Double? = nil, total: Double? = nil) {
        self.prep = Recipe.fact(prep)
        self.cook = Recipe.fact(cook)
        self.stated = Recipe.fact(total)
    }

    private enum CodingKeys: String, CodingKey { case prep, cook, total }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(prep: try? c.decodeIfPresent(Double.self, forKey: .prep),
                  cook: try? c.decodeIfPresent(Double.self, forKey: .cook),
                  total: try? c.decodeIfPresent(Double.self, forKey: .total))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(prep, forKey: .prep)
        try c.encodeIfPresent(cook, forKey: .cook)
        try c.encodeIfPresent(stated, forKey: .total)
    }

    public var isEmpty: Bool { prep == nil && cook == nil && stated == nil }
}
