import FoundationEssentials

/// Which aisle each ingredient is in, and the order to walk the aisles: sous's table, overridden by
/// the user's `aisle.conf`.
///
/// Names are compared as `IngredientName.key`s ("Spring Onions" is "spring onion"). A name not in the
/// table is tried without its first words, so "smoked streaky bacon" finds "streaky bacon", then
/// "bacon"; the user's file is asked that way before sous's table, so the user's "bacon" catches every
/// bacon. What nothing places is `other`.
public struct AisleMap: Hashable, Sendable {
    /// The aisles in walking order: the user's sections as their file has them, then sous's own.
    public private(set) var order: [Aisle]
    private var user: [String: Aisle]
    /// sous's table, read from its text at the first question asked of it, not at start.
    private var table: [String: Aisle] { Self.builtInTable }
    private static let builtInTable = index(AisleConfig.parse(AisleTable.text))

    /// sous's own table alone: every ingredient of the offline catalogue has its aisle.
    public static let builtIn = AisleMap()

    private init() {
        order = Aisle.builtIn
        user = [:]
    }

    /// The table with `config` (a user's aisle.conf) laid over it.
    public func overridden(by config: AisleConfig) -> AisleMap {
        var map = self
        map.user = Self.index(config)
        let named = config.sections.map { section in Aisle.builtIn.first { $0.key == section.aisle.key } ?? section.aisle }
        let namedKeys = Set(named.map(\.key))
        // `other` stays last unless the user placed it: it is where the unplaced go.
        map.order = named.filter { $0.key != Aisle.other.key }
            + Aisle.builtIn.filter { !namedKeys.contains($0.key) && $0 != .other }
            + [named.first { $0.key == Aisle.other.key } ?? .other]
        return map
    }

    /// The aisle of an ingredient, by name as a recipe writes it.
    public func aisle(for ingredient: String) -> Aisle {
        let words = IngredientName.words(ingredient)
        for source in [user, table] {
            for start in words.indices {
                if let aisle = source[words[start...].joined(separator: " ")] { return aisle }
            }
        }
        return .other
    }

    /// The aisle sous's table itself gives `ingredient`, with no guessing from its last words; `nil`
    /// when the table does not name it.
    public func tableAisle(for ingredient: String) -> Aisle? { table[IngredientName.key(ingredient)] }

    /// The items grouped under their aisles, in walking order; aisles with nothing to buy are left out.
    public func grouped(_ items: [ShoppingItem]) -> [(aisle: Aisle, items: [ShoppingItem])] {
        var byAisle: [String: [ShoppingItem]] = [:]
        for item in items { byAisle[aisle(for: item.name).key, default: []].append(item) }
        var seen: Set<String> = []
        return order.compactMap { aisle in
            guard seen.insert(aisle.key).inserted, let items = byAisle[aisle.key] else { return nil }
            return (aisle, items)
        }
    }

    /// The items in walking order, aisle by aisle: the order `shop` numbers them in.
    public func ordered(_ items: [ShoppingItem]) -> [ShoppingItem] { grouped(items).flatMap(\.items) }

    private static func index(_ config: AisleConfig) -> [String: Aisle] {
        var index: [String: Aisle] = [:]
        for section in config.sections {
            // A user's "[Produce]" is sous's produce, written as sous writes it.
            let aisle = Aisle.builtIn.first { $0.key == section.aisle.key } ?? section.aisle
            for names in section.ingredients {
                for name in names { index[IngredientName.key(name)] = index[IngredientName.key(name)] ?? aisle }
            }
        }
        return index
    }
}
