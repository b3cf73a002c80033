import MealKit

/// The shopping list's numbers as `shop` last showed them: `shop check 3` ticks the item the user saw
/// as 3 and `shop remove 2` takes off the meal they saw as 2, whatever was removed, added or changed by
/// another sous since. Before the list is first shown, the numbers are those `shop` would show now.
public struct ShownShoppingList: Equatable, Sendable {
    /// One numbered row: what it stands for (an item's `ShoppingItem.key`, a share's
    /// `ShoppingList.Entry.id`) and the name it was shown with.
    public struct Row: Equatable, Sendable {
        public var key: String
        public var name: String
    }

    /// The items in the order shown, aisle by aisle: item n is `items[n - 1]`.
    public var items: [Row]
    /// The meals' shares in the order shown (the order added): meal n is `shares[n - 1]`.
    public var shares: [Row]

    /// The numbers `list` shows under `aisles`.
    public init(_ list: ShoppingList, aisles: AisleMap) {
        items = aisles.ordered(list.items).map { Row(key: $0.key, name: IngredientName.shown($0.name)) }
        shares = list.entries.map { Row(key: $0.id, name: $0.label) }
    }
}

extension SessionState {
    /// The numbers the user goes by: the list as `shop` last showed it, else as it would show it now.
    var shoppingNumbers: ShownShoppingList {
        shownShoppingList ?? ShownShoppingList(shoppingList, aisles: aisles)
    }
}

extension ShoppingList.Entry {
    /// "Kidney Bean Curry · ×2 · Wed 2 Dec": the meal, its scale and the plan day it was bought for,
    /// so two shares of one meal read apart.
    var label: String {
        var parts = [meal.name]
        if scale != 1 { parts.append("×" + ScaledMeasure.factor(scale)) }
        if let day = plannedDay { parts.append(PlanDay.label(day)) }
        return parts.joined(separator: " · ")
    }
}
