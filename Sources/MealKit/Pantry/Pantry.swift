import FoundationEssentials

/// The pantry's two edits, shared by every store so a file store merges exactly as memory does.
public enum Pantry {
    public static func adding(_ names: [String], to items: [String]) -> [String] {
        var items = items
        var keys = Set(items.map(IngredientName.key))
        for name in names {
            let trimmed = name.trimmingWhitespaceAndNewlines()
            let key = IngredientName.key(trimmed)
            if !key.isEmpty, keys.insert(key).inserted { items.append(trimmed) }
        }
        return items
    }

    public static func removing(_ names: [String], from items: [String]) -> [String] {
        let keys = Set(names.map(IngredientName.key))
        return items.filter { !keys.contains(IngredientName.key($0)) }
    }
}
