import FoundationEssentials

/// The contents of `shopping.json`: `{"version": 3, "entries": [shares], "checked": [sorted keys],
/// "bought": {key: [amounts when ticked]}}`, each share `{"meal": {full recipe}, "scale": 2, "plan":
/// "2026-12-05/52772", "leftOut": ["egg"]}`. "bought" is optional: a sous without it ignores it.
///
/// Two lists rather than one list of entries: the file then reads as what it is, and each list is
/// salvaged on its own, so a damaged recipe costs that recipe and no tick.
///
/// Version 3 keeps each recipe in sous's own JSON; version 2 (the same lists, TheMealDB's records) still
/// reads. Version 1 held `"meals"`, full recipes added by hand; it still reads, each meal a share as
/// written. An older file is rewritten in version 3 at the first visit that can write; a sous that knows
/// only an older version leaves a newer file alone.
struct ShoppingListDocument: VersionedDocument {
    static let formatVersion = 3
    static let empty = ShoppingListDocument(list: ShoppingList())

    var list: ShoppingList

    init(list: ShoppingList) { self.list = list }

    private enum Keys: String, CodingKey { case version, entries, meals, checked, bought }

    init(reading decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let entries = try container.decodeIfPresent([ShoppingList.Entry].self, forKey: .entries) ?? []
        let meals = try container.decodeIfPresent([Recipe].self, forKey: .meals) ?? []
        let all = entries + meals.map { ShoppingList.Entry(meal: $0) }
        var checked = Set(try container.decodeIfPresent([String].self, forKey: .checked) ?? [])
        if (try? container.decodeIfPresent(Int.self, forKey: .version)) ?? 1 < 3 {
            checked = Self.ticksByFood(checked, in: all)
        }
        list = ShoppingList(
            entries: all, checked: checked,
            bought: (try? container.decodeIfPresent([String: [Quantity]].self, forKey: .bought)) ?? [:])
    }

    /// The ticks of a file from before the list went by food: each was the key of an ingredient's name
    /// ("garlic clove"), and is now the key of the food that name is read as ("garlic"), so what was
    /// ticked off stays ticked off.
    private static func ticksByFood(_ checked: Set<String>, in entries: [ShoppingList.Entry]) -> Set<String> {
        var byFood: [String: Set<String>] = [:]
        for ingredient in entries.flatMap(\.meal.ingredients) {
            byFood[IngredientName.key(ingredient.name), default: []].insert(ShoppingList.key(of: ingredient))
        }
        return Set(checked.flatMap { byFood[$0] ?? [$0] })
    }

    func write(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(list.entries, forKey: .entries)
        // Sorted, so the file reads the same after every save.
        try container.encode(list.checked.sorted(), forKey: .checked)
        if !list.bought.isEmpty { try container.encode(list.bought, forKey: .bought) }
    }

    /// The version, then each list one element a line (as a `StoreDocument`'s), so that a damaged file
    /// costs only its damaged lines; "bought" last, on its own line.
    static func fileBytes(of document: ShoppingListDocument, reusing parts: inout EncodedParts) throws -> [UInt8] {
        parts = EncodedParts()
        let encoder = StoreCoding.entryEncoder()
        func list(_ key: Keys, _ elements: [Data]) -> [UInt8] {
            let opening = Array("  \"\(key.rawValue)\" : [".utf8)
            guard !elements.isEmpty else { return opening + Array("]".utf8) }
            return opening + Array("\n    ".utf8) + Array(elements.joined(separator: Data(",\n    ".utf8))) + Array("\n  ]".utf8)
        }
        var members = [Array("  \"version\" : \(formatVersion)".utf8),
                       list(.checked, try document.list.checked.sorted().map { try encoder.encode($0) }),
                       list(.entries, try document.list.entries.map { try encoder.encode($0) })]
        if !document.list.bought.isEmpty {
            members.append(Array("  \"\(Keys.bought.rawValue)\" : ".utf8) + (try encoder.encode(document.list.bought)))
        }
        return Array("{\n".utf8) + Array(members.joined(separator: Array(",\n".utf8))) + Array("\n}\n".utf8)
    }

    static func salvage(_ bytes: [UInt8], decoder: JSONDecoder) -> (document: ShoppingListDocument, recovered: Int) {
        let entries = StoreSalvage.elements(ShoppingList.Entry.self, under: Keys.entries.rawValue, in: bytes, decoder: decoder)
        let meals = StoreSalvage.elements(Recipe.self, under: Keys.meals.rawValue, in: bytes, decoder: decoder)
        let checked = StoreSalvage.elements(String.self, under: Keys.checked.rawValue, in: bytes, decoder: decoder)
        let list = ShoppingList(entries: entries + meals.map { ShoppingList.Entry(meal: $0) }, checked: Set(checked))
        return (ShoppingListDocument(list: list), entries.count + meals.count + checked.count)
    }
}

extension ShoppingList.Entry: Codable {
    private enum Keys: String, CodingKey { case meal, scale, plan, leftOut }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 1
        guard Recipe.isAcceptedScale(scale) else {
            throw DecodingError.dataCorruptedError(forKey: .scale, in: container, debugDescription: "not a scale: \(scale)")
        }
        self.init(
            meal: try container.decode(Recipe.self, forKey: .meal), scale: scale,
            planEntryID: try container.decodeIfPresent(String.self, forKey: .plan),
            leftOut: Set(try container.decodeIfPresent([String].self, forKey: .leftOut) ?? []))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(meal, forKey: .meal)
        try container.encode(scale, forKey: .scale)
        try container.encodeIfPresent(planEntryID, forKey: .plan)
        if !leftOut.isEmpty { try container.encode(leftOut.sorted(), forKey: .leftOut) }
    }
}

/// The shopping list in `shopping.json`: a meal added in one shell is on the list the other shows at
/// its next command.
public typealias FileShoppingListStore = FileStore<ShoppingList, ShoppingList.Change>

extension ShoppingList.Change: StoredChange {
    public static var storeFile: StoreFile<ShoppingList, Self> {
        StoreFile("shopping.json", as: ShoppingListDocument.self, read: \.list, make: ShoppingListDocument.init(list:),
                  applying: { $1.applying($0) })
    }
}
