import MealKit

/// The categories for scripts (`"kind": "categories"`), numbered as `cat n` takes them; `meals` is
/// null where the count is not known.
struct CategoriesDocument: Encodable {
    struct Item: Encodable {
        var number: Int
        @Nullable var id: String?
        var name: String
        var description: String
        @Nullable var meals: Int?
    }

    let kind = "categories"
    var items: [Item]

    init(_ categories: [Category], mealCounts: [String: Int]) {
        items = categories.enumerated().map { offset, category in
            Item(number: offset + 1, id: category.id, name: TerminalText.sanitizedLine(category.name),
                 description: TerminalText.sanitizedLine(category.description), meals: mealCounts[category.name])
        }
    }
}
