import FoundationEssentials

extension MealPlan.Entry: Codable {
    private enum Keys: String, CodingKey { case day, meal, scale }

    /// `{"day": "2026-12-05", "meal": {TheMealDB's record}, "scale": 2}`; the scale may be left out for 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let text = try container.decode(String.self, forKey: .day)
        guard let day = CalendarDay(iso: text) else {
            throw DecodingError.dataCorruptedError(forKey: .day, in: container, debugDescription: "not a date: \(text)")
        }
        let scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 1
        guard Recipe.isAcceptedScale(scale) else {
            throw DecodingError.dataCorruptedError(forKey: .scale, in: container, debugDescription: "not a scale: \(scale)")
        }
        self.init(day: day, meal: try container.decode(Recipe.self, forKey: .meal), scale: scale)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(day.description, forKey: .day)
        try container.encode(meal, forKey: .meal)
        try container.encode(scale, forKey: .scale)
    }
}
