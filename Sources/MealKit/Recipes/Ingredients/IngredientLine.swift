import FoundationEssentials

/// One ingredient line read once: how much, of what, and the rest.
///
/// "2 1/2 cups finely chopped onions (about 2 large)" is 2.5 cups of onion, noted "finely chopped;
/// (about 2 large)". The food is what a cook buys, in one spelling: singular, lower case, a synonym
/// folded into the word the catalogue uses ("cilantro" is "coriander"), so the shopping list and the
/// pantry compare foods, never the words around them.
public struct IngredientLine: Hashable, Sendable, Codable {
    /// The amount (or range) and its unit; nil when the line gives none ("salt, to taste").
    public var quantity: Quantity?
    /// What you buy: "onion", "kaffir lime leaf", "garlic".
    public var food: String
    /// Preparation and the rest: "finely chopped", "juice of", "(about 2 large)".
    public var note: String?

    public init(quantity: Quantity? = nil, food: String, note: String? = nil) {
        self.quantity = quantity
        self.food = food
        self.note = note
    }
}

extension IngredientLine {
    /// Whether the food is counted in wholes only: eggs (and their yolks and whites), of which nobody
    /// uses one and a half.
    public var isCountedInWholes: Bool {
        quantity?.unit == nil && Self.countsInWholes(food: food)
    }

    static func countsInWholes(food: String) -> Bool {
        let words = food.split(separator: " ")
        return words.contains("egg") && ["egg", "yolk", "white"].contains(words.last ?? "")
    }
}

extension Quantity {
    /// The amount in whole things, the nearest (a half up), never none: 1½ eggs is 2.
    public func inWholes() -> Quantity {
        var whole = self
        whole.amount = max(1, amount.rounded())
        whole.upperAmount = upperAmount.map { max(whole.amount, $0.rounded()) }
        if whole.upperAmount == whole.amount { whole.upperAmount = nil }
        return whole
    }
}
