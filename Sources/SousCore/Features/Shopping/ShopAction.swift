/// What `shop …` asks of the shopping list. `add` takes the current listing's numbers; `remove`,
/// `check` and `uncheck` the shopping list's own, as `shop` last showed them (`ShownShoppingList`).
public enum ShopAction: Equatable, Sendable {
    case show
    /// Meals by listing number; none means the open meal.
    case add([Int])
    /// `shop add missing 3`: meal 3's ingredients less what the pantry holds (for `cook`'s listing).
    case addMissing(Int)
    /// A meal's share by its number under the list (or a meal id); nil means the open meal.
    case remove(Int?)
    /// Items by their numbers on the list (`shop check 1 5 7-9`), in the order typed, each once.
    case check([Int])
    case uncheck([Int])
    /// `shop uncheck-all`: every ticked item back on the list (a list bought again next week).
    case uncheckAll
    case clear
}
