import MealKit

/// The shopping list for scripts (`"kind": "shopping"`): each meal's share and each item, numbered as
/// the screen numbers them.
struct ShoppingDocument: Encodable {
    struct Meal: Encodable {
        var number: Int
        var id: String
        var name: String
        var scale: Double
        /// The planned day a share is for (`plan shop`), null for one added by hand.
        @Nullable var day: String?
    }

    struct Item: Encodable {
        var number: Int
        var name: String
        var amount: String
        var aisle: String
        var checked: Bool
        var meals: [String]
    }

    let kind = "shopping"
    /// Numbered as the screen numbers them for `shop remove n`.
    var meals: [Meal]
    /// Numbered as the screen numbers them: in aisle order.
    var items: [Item]

    init(_ list: ShoppingList, units: UnitSystem, aisles: AisleMap) {
        meals = list.entries.enumerated().map { offset, entry in
            Meal(number: offset + 1, id: entry.meal.id, name: TerminalText.sanitizedLine(entry.meal.name),
                 scale: entry.scale, day: entry.plannedDay.map(\.description))
        }
        items = aisles.grouped(list.items).flatMap { group in group.items.map { (group.aisle, $0) } }.enumerated()
            .map { offset, pair in
                Item(number: offset + 1, name: TerminalText.sanitizedLine(pair.1.name),
                     amount: TerminalText.sanitizedLine(pair.1.amountText(in: units)), aisle: pair.0.name,
                     checked: pair.1.isChecked, meals: pair.1.mealIDs)
            }
    }
}
