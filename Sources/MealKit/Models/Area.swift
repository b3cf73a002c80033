/// A cuisine, as `list.php?a=list` names it ("British", and the upstream typo "Venezulan").
public struct Area: Hashable, Sendable, Codable {
    public var name: String

    public init(name: String) { self.name = name }

    enum CodingKeys: String, CodingKey { case name = "strArea" }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeLossyString(forKey: .name, orMalformed: "a cuisine without a name")
    }
}
