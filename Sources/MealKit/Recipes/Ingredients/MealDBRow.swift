import FoundationEssentials

/// A TheMealDB row read as one ingredient line: the name is the food, the measure its amount, unit
/// and notes; where the measure names the food itself ("2 fresh kaffir leaves" under "Lime") or its
/// kind ("1 red" under "Pepper"), that wins.
enum MealDBRow {
    /// Rows read before, as the shopping list and the screens read the same rows again and again.
    private static let memo = ReadingMemo<IngredientLine>()

    static func read(name: String, measure: String) -> IngredientLine {
        let key = name + "\u{1F}" + measure
        if let known = memo.value(for: key) { return known }
        let line = readAfresh(name: name, measure: measure)
        memo.store(line, for: key)
        return line
    }

    private static func readAfresh(name: String, measure: String) -> IngredientLine {
        // "Hispi (sweetheart) Cabbage": the aside is the name's note, not its end.
        var bare = ""
        var aside = ""
        var depth = 0
        for character in name {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth > 0 {
                aside.append(character)
            } else {
                bare.append(character)
            }
        }
        var nameReader = LineReader(bare)
        var named = nameReader.read()
        if !aside.isEmpty { named.note = LineReader.joinedNote([named.note, aside].compactMap { $0 }) }
        var reader = LineReader(measure)
        let measured = reader.read(foldingSynonyms: false)
        var food = named.food
        var notes = [measured.note, named.note]
        var quantity = measured.quantity
        // "Garlic Clove" with "2": two cloves.
        if quantity != nil, quantity?.unit == nil, let unit = nameReader.unit, unit.dimension == .other {
            quantity?.unit = unit
        }
        let extra = measured.food.split(separator: " ").map(String.init)
        if let part = extra.last, partsSoldApart.contains(part),
           extra.count > 1 && !["fresh", "dried", "whole"].contains(extra[extra.count - 2])
            || fruitsWithLeaves.contains(named.food) {
            // "2 fresh kaffir leaves" under "Lime": kaffir lime leaves, another thing to buy than limes.
            let kind = extra.dropLast().filter { !["fresh", "dried", "whole"].contains($0) }
            food = IngredientWords.canonicalFood(kind + [named.food, part])
        } else if let unit = quantity?.unit, unit.symbol == "leaf", partsSoldApart.contains("leaf"),
                  fruitsWithLeaves.contains(named.food) {
            // "4 leaves" under "Lime": lime leaves.
            food = named.food + " leaf"
            quantity?.unit = nil
        } else if extra.count == 1, wordsOfKind.contains(extra[0]), !named.food.split(separator: " ").contains(Substring(extra[0])) {
            // "1 red" under "Pepper": a red pepper, not the spice; "1 tsp ground" under "Coriander": the
            // spice, not the herb. Read as "1 red pepper" is read, so it is bought as that.
            food = IngredientWords.canonicalFood([extra[0], named.food])
        } else if !extra.isEmpty {
            notes.insert(measured.food, at: 1)
        }
        return IngredientLine(quantity: quantity, food: food, note: LineReader.joinedNote(notes.compactMap { $0 }))
    }

    /// Words a measure may hold that name another thing to buy than the name alone: a colour (red
    /// peppers are not pepper) or the ground spice (ground coriander is not the herb).
    private static let wordsOfKind: Set<String> = ["red", "green", "yellow", "orange", "white", "black", "brown", "ground"]

    /// Parts of a plant bought on their own: lime leaves are not limes.
    private static let partsSoldApart: Set<String> = ["leaf"]

    /// Fruit whose leaves a recipe may ask for under the fruit's name.
    private static let fruitsWithLeaves: Set<String> = ["lime", "lemon", "orange", "fig", "banana", "curry"]
}

/// Readings kept by their text, for the kitchen's repeated questions about the same few thousand
/// rows and names; safe to share between threads.
final class ReadingMemo<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `lock` guards `values`.
    private let lock = Lock()
    private var values: [String: Value] = [:]

    func value(for key: String) -> Value? { lock.withLock { values[key] } }

    func store(_ value: Value, for key: String) {
        lock.withLock {
            // A bound, not a policy: a catalogue's rows are ~6,000.
            if values.count >= 16_384 { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
    }
}
