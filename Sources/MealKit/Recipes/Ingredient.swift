/// One line of a recipe's ingredients: what it is, how much as written ("1/2 cup"), and the group it
/// is listed under ("For the sauce"), if any.
public struct Ingredient: Hashable, Sendable, Codable {
    public var name: String
    public var measure: String
    public var group: String?

    public init(name: String, measure: String, group: String? = nil) {
        self.name = name
        self.measure = measure
        self.group = group
    }
}
