import FoundationEssentials

/// One row of a listing: what `filter.php` returns (id, name, thumbnail).
public struct MealSummary: Hashable, Sendable, Codable {
    public var id: String
    public var name: String
    /// The picture's address as text, already accepted (`PictureAddress.acceptedText`): a listing of
    /// 10,000 favorites then makes no `URL`, which costs microseconds each; one is made where a picture
    /// is fetched or shown.
    public private(set) var pictureAddress: String?

    public var thumbnailURL: URL? {
        get { pictureAddress.flatMap(URL.init(string:)) }
        set { pictureAddress = newValue?.absoluteString }
    }

    public init(id: String, name: String, thumbnailURL: URL? = nil) {
        self.id = id
        self.name = name
        pictureAddress = thumbnailURL?.absoluteString
    }

    /// A summary of a picture address already accepted by `PictureAddress.acceptedText(_:mealID:)`.
    public init(id: String, name: String, pictureAddress: String?) {
        self.id = id
        self.name = name
        self.pictureAddress = pictureAddress
    }

    enum CodingKeys: String, CodingKey {
        case id = "idMeal", name = "strMeal", thumbnailURL = "strMealThumb"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeLossyString(forKey: .id) ?? ""
        name = try container.decodeLossyString(forKey: .name) ?? ""
        pictureAddress = PictureAddress.acceptedText(try container.decodeLossyString(forKey: .thumbnailURL), mealID: id)
        if id.isEmpty { throw MealDBError.malformedResponse("a meal without an id") }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(pictureAddress, forKey: .thumbnailURL)
    }
}

extension Recipe {
    /// The listing row for this recipe.
    public var summary: MealSummary { MealSummary(id: id, name: name, thumbnailURL: thumbnailURL) }
}
