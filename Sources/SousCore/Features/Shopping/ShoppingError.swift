import MealKit

/// How the shopping list's commands fail; one line each (`message`).
public enum ShoppingError: Error, Equatable, Sendable {
    /// Item n past the items the list numbers.
    case noItem(Int, count: Int)
    case notOnList(String)
    /// `shop remove n` past the meals the list numbers.
    case noMeal(Int, count: Int)
    /// Item n as the list was shown is no longer on it (its meals were removed since).
    case itemGone(Int, name: String)
    /// Meal n as the list was shown is no longer on it (removed since, here or by another sous).
    case mealGone(Int, name: String)

    public var message: String {
        switch self {
        case .noItem(let number, let count):
            if count == 0 { return "the shopping list is empty: open a meal and type shop add" }
            return "no item \(number) on the shopping list: it has \(count == 1 ? "only item 1" : "items 1–\(count)")"
        case .notOnList(let name):
            return "\(short(name)) is not on the shopping list"
        case .noMeal(let number, let count):
            if count == 0 { return "the shopping list is empty: open a meal and type shop add" }
            return "no meal \(number) on the shopping list: it has \(count == 1 ? "only meal 1" : "meals 1–\(count)")"
        case .itemGone(let number, let name):
            return "item \(number), \(short(name)), is off the shopping list now: shop numbers it afresh"
        case .mealGone(let number, let name):
            return "meal \(number), \(short(name)), is off the shopping list now: shop numbers it afresh"
        }
    }
}
