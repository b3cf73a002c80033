import FoundationEssentials

/// One row of a listing: what `filter.php` returns (id, name, thumbnail).
public struct MealSummary: Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    public var thumbnailURL: URL?

    public init(id: String, name: String, thumbnailURL: URL? = nil) {
        self.id = id
        self.name = name
        self.thumbnailURL = thumbnailURL
    }

    enum CodingKeys: String, CodingKey {
        case id = "idMeal", name = "strMeal", thumbnailURL = "strMealThumb"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeLossyString(forKey: .id) ?? ""
        name = try container.decodeLossyString(forKey: .name) ?? ""
        thumbnailURL = PictureAddress.accepted(try container.decodeLossyString(forKey: .thumbnailURL), mealID: id)
        if id.isEmpty { throw MealDBError.malformedResponse("a meal without an id") }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(thumbnailURL?.absoluteString, forKey: .thumbnailURL)
    }
}

extension Recipe {
    /// The listing row for this recipe.
    public var summary: MealSummary { MealSummary(id: id, name: name, thumbnailURL: thumbnailURL) }
}
