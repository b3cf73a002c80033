/// One line of a recipe's ingredient table: the name and TheMealDB's free-text measure ("1/2 cup").
public struct Ingredient: Hashable, Sendable, Codable {
    public var name: String
    public var measure: String

    public init(name: String, measure: String) {
        self.name = name
        self.measure = measure
    }
}
