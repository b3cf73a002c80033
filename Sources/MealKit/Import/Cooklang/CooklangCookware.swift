/// A piece of cookware a step names: `#pot`, `#frying pan{}`, `#pan{2}`.
public struct CooklangCookware: Hashable, Sendable {
    public var name: String
    public var alias: String?
    /// None when the file gives none: one of it.
    public var quantity: CooklangQuantity?
    public var note: String?
    public var modifiers: CooklangModifiers
    public var line: Int
    public var column: Int

    public init(name: String, alias: String? = nil, quantity: CooklangQuantity? = nil, note: String? = nil,
                modifiers: CooklangModifiers = [], line: Int = 0, column: Int = 0) {
        self.name = name
        self.alias = alias
        self.quantity = quantity
        self.note = note
        self.modifiers = modifiers
        self.line = line
        self.column = column
    }

    public var shownName: String { alias ?? name }
}
