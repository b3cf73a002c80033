import FoundationEssentials

/// A meal category from `categories.php` (or just its name, from `list.php?c=list`).
public struct Category: Hashable, Sendable, Codable {
    public var id: String?
    public var name: String
    public var thumbnailURL: URL?
    public var description: String

    public init(id: String? = nil, name: String, thumbnailURL: URL? = nil, description: String = "") {
        self.id = id
        self.name = name
        self.thumbnailURL = thumbnailURL
        self.description = description
    }

    enum CodingKeys: String, CodingKey {
        case id = "idCategory", name = "strCategory", thumbnailURL = "strCategoryThumb"
        case description = "strCategoryDescription"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeLossyString(forKey: .name, orMalformed: "a category without a name")
        id = try c.decodeLossyString(forKey: .id)
        thumbnailURL = PictureAddress.accepted(try c.decodeLossyString(forKey: .thumbnailURL), mealID: nil)
        description = try c.decodeLossyString(forKey: .description) ?? ""
    }
}
