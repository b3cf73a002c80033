/// An ingredient as a Cooklang step names it: `@potato{2}`, `@ground black pepper{}`,
/// `@garlic{2%cloves}(peeled)`, `@./Sauces/Pesto{}`, `@tortilla|tortilla de trigo{}`.
public struct CooklangIngredient: Hashable, Sendable {
    /// The name on the ingredient list ("garlic"); for a recipe reference, the recipe's name ("Pesto").
    public var name: String
    /// cooklang-rs's alias, `@name|alias{}`: the words the step shows instead of the name.
    public var alias: String?
    public var quantity: CooklangQuantity?
    /// The short-hand preparation, `(peeled and finely chopped)`.
    public var note: String?
    public var modifiers: CooklangModifiers
    /// For a reference to another recipe (`@./Sauces/Pesto{}` or `@@Pesto{}`): its path under the
    /// cookbook, without the `.cook` extension ("Sauces/Pesto").
    public var recipePath: String?
    /// Where the component starts in its file, 1-based.
    public var line: Int
    public var column: Int

    public init(name: String, alias: String? = nil, quantity: CooklangQuantity? = nil, note: String? = nil,
                modifiers: CooklangModifiers = [], recipePath: String? = nil, line: Int = 0, column: Int = 0) {
        self.name = name
        self.alias = alias
        self.quantity = quantity
        self.note = note
        self.modifiers = modifiers
        self.recipePath = recipePath
        self.line = line
        self.column = column
    }

    /// The words a step shows for it: the alias, else the name.
    public var shownName: String { alias ?? name }
}
