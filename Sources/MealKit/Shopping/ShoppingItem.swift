import FoundationEssentials

/// One line of the merged shopping list: an ingredient and how much of it the meals need together.
public struct ShoppingItem: Hashable, Sendable {
    /// `IngredientName.key` of the name: what ticks and merges go by.
    public var key: String
    /// The name as the first meal wrote it.
    public var name: String
    /// The summed amounts, one per kind that does not add up with the others ("300 g", "3 medium").
    public var amounts: [Quantity]
    /// Measures with nothing to add up ("to taste", "Chopped"), each once.
    public var extras: [String]
    /// The meals that need it, each once, in list order.
    public var mealIDs: [String]
    /// The shares (`ShoppingList.Entry.id`) that need it, in list order: which plan entries, at their
    /// scales, it is bought for.
    public var entryIDs: [String]
    public var isChecked: Bool
    /// What the item needs beyond what it had when ticked off (it is then no longer ticked): "½ tsp".
    public var added: [Quantity]

    public init(key: String, name: String, amounts: [Quantity] = [], extras: [String] = [],
                mealIDs: [String] = [], entryIDs: [String] = [], isChecked: Bool = false, added: [Quantity] = []) {
        self.key = key
        self.name = name
        self.amounts = amounts
        self.extras = extras
        self.mealIDs = mealIDs
        self.entryIDs = entryIDs
        self.isChecked = isChecked
        self.added = added
    }

    /// "300 g, 3 medium, to taste": the amounts in `units`, then the rest as written.
    public func amountText(in units: UnitSystem) -> String {
        (amounts.map { $0.converted(to: units).formatted } + extras).joined(separator: ", ")
    }

    /// "+½ tsp since ticked off": what a ticked item needs more of now; nil when nothing was added.
    public func addedText(in units: UnitSystem) -> String? {
        added.isEmpty ? nil : "+" + added.map { $0.converted(to: units).formatted }.joined(separator: ", +") + " since ticked off"
    }
}
