/// An ingredient from `list.php?i=list`: the names `filter.php?i=` accepts.
public struct IngredientInfo: Hashable, Sendable, Codable {
    public var id: String?
    public var name: String
    public var description: String?
    public var type: String?

    public init(id: String? = nil, name: String, description: String? = nil, type: String? = nil) {
        self.id = id
        self.name = name
        self.description = description
        self.type = type
    }

    enum CodingKeys: String, CodingKey {
        case id = "idIngredient", name = "strIngredient", description = "strDescription", type = "strType"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeLossyString(forKey: .name, orMalformed: "an ingredient without a name")
        id = try c.decodeLossyString(forKey: .id)
        description = try c.decodeLossyString(forKey: .description)
        type = try c.decodeLossyString(forKey: .type)
    }
}
