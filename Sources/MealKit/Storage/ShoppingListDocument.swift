import Foundation

/// The contents of `shopping.json`: `{"version": 1, "meals": [full recipes], "checked": [sorted keys]}`.
///
/// Two lists rather than one list of entries: the file then reads as what it is, and each list is
/// salvaged on its own, so a damaged recipe costs that recipe and no tick.
struct ShoppingListDocument: VersionedDocument {
    static let formatVersion = 1
    static let empty = ShoppingListDocument(list: ShoppingList())

    var list: ShoppingList

    init(list: ShoppingList) { self.list = list }

    private enum Keys: String, CodingKey { case meals, checked }

    init(reading decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        list = ShoppingList(
            meals: try container.decodeIfPresent([MealDetail].self, forKey: .meals) ?? [],
            checked: Set(try container.decodeIfPresent([String].self, forKey: .checked) ?? []))
    }

    func write(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(list.meals, forKey: .meals)
        // Sorted, so the file reads the same after every save.
        try container.encode(list.checked.sorted(), forKey: .checked)
    }

    static func salvage(_ bytes: [UInt8], decoder: JSONDecoder) -> (document: ShoppingListDocument, recovered: Int) {
        let meals = JSONSalvageScanner.entries(MealDetail.self, under: Keys.meals.rawValue, in: bytes, decoder: decoder)
        let checked = JSONSalvageScanner.entries(String.self, under: Keys.checked.rawValue, in: bytes, decoder: decoder)
        return (ShoppingListDocument(list: ShoppingList(meals: meals, checked: Set(checked))), meals.count + checked.count)
    }
}
