/// What `shop …` asks of the shopping list. Meal numbers are the current listing's; item numbers
/// are the shopping list's own.
public enum ShopAction: Equatable, Sendable {
    case show
    /// Meals by listing number; none means the open meal.
    case add([Int])
    /// `shop add missing 3`: meal 3's ingredients less what the pantry holds (for `cook`'s listing).
    case addMissing(Int)
    /// A meal by listing number; nil means the open meal.
    case remove(Int?)
    case check(Int)
    case uncheck(Int)
    case clear
}
