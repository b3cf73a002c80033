import FoundationEssentials

extension ShoppingList {
    /// The meals' ingredients merged into one list, each share at its scale, alphabetical; water, which
    /// comes from the tap, and what a share left out because the pantry had it, are not on it.
    ///
    /// The same ingredient (by `IngredientName.key`) is one item. Its amounts add up when their units
    /// do (g with kg, tsp with tbsp and cups, ml with l, cloves with cloves) and stand side by side
    /// when they do not ("300 g, 3 medium"): sous does not guess how much a medium onion weighs.
    public var items: [ShoppingItem] {
        var order: [String] = []
        var names: [String: String] = [:]
        var foods: [String: String] = [:]
        var exactNames: Set<String> = []
        var tallies: [String: [Tally]] = [:]
        var extras: [String: [String]] = [:]
        // The measures by eye that read as one of a counted unit ("Pinch" is 1 pinch), by item.
        var onesByEye: [String: [(text: String, one: Quantity)]] = [:]
        var mealIDs: [String: [String]] = [:]
        var entryIDs: [String: [String]] = [:]
        for entry in entries {
            let meal = entry.meal
            for ingredient in meal.ingredients {
                let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
                let key = Self.key(of: line, name: ingredient.name)
                guard !key.isEmpty, key != "water", !entry.leftOut.contains(IngredientName.key(ingredient.name)) else { continue }
                if foods[key] == nil {
                    order.append(key)
                    foods[key] = line.food
                }
                // The name as a meal wrote it, when it names the food; "Lime" does not name kaffir lime leaves.
                // The name as a meal wrote it: one that is the food itself first ("Garlic" over "minced
                // garlic"), else one that names it; "Lime" does not name kaffir lime leaves.
                let exact = IngredientName.key(ingredient.name) == key
                if exact ? !exactNames.contains(key) : names[key] == nil,
                   exact || Self.key(of: IngredientParser.parse(ingredient.name), name: ingredient.name) == key {
                    names[key] = ingredient.name.trimmingWhitespace()
                    if exact { exactNames.insert(key) }
                }
                if !(mealIDs[key]?.contains(meal.id) ?? false) { mealIDs[key, default: []].append(meal.id) }
                if entryIDs[key]?.last != entry.id { entryIDs[key, default: []].append(entry.id) }
                let measure = Measure(ingredient.measure)
                if measure.quantity != nil, var quantity = line.quantity {
                    quantity.note = Tally.keptNote(line)
                    quantity.prefix = Tally.part(line)
                    Tally.add(quantity.scaled(by: entry.scale), to: &tallies[key, default: []])
                } else if measure.reading == .vague || !Tally.isPreparationOnly(line.note) {
                    // "to taste", "to serve" say something about buying; "Chopped" only about cooking.
                    let text = measure.text.trimmingWhitespace()
                    let seen = extras[key, default: []].contains { $0.lowercased() == text.lowercased() }
                    if !text.isEmpty, !seen {
                        extras[key, default: []].append(text)
                        if let one = line.quantity, one.amount == 1, one.upperAmount == nil, one.unit?.dimension == .other {
                            onesByEye[key, default: []].append((text, one))
                        }
                    }
                }
            }
        }
        // "Pinch" beside "1 pinch": a measure by eye that reads as one of a unit already added up is one
        // more of it ("2 pinches"), not a second way of saying the same.
        for (key, ones) in onesByEye {
            for (text, one) in ones where tallies[key]?.contains(where: { $0.kind == Tally.kind(of: one) }) == true {
                Tally.add(one, to: &tallies[key, default: []])
                extras[key]?.removeAll { $0 == text }
            }
        }
        return order.map { key in
            let amounts = (tallies[key] ?? []).map { tally in
                let sum = tally.quantity
                return sum.unit == nil && IngredientLine.countsInWholes(food: foods[key] ?? "") ? sum.inWholes() : sum
            }
            // A ticked item that needs more than when it was ticked is to buy again: the difference.
            let added = checked.contains(key) ? bought[key].map { Self.added(amounts, since: $0) } ?? [] : []
            return ShoppingItem(key: key, name: names[key] ?? Self.displayName(foods[key] ?? key), amounts: amounts,
                                extras: extras[key] ?? [], mealIDs: mealIDs[key] ?? [], entryIDs: entryIDs[key] ?? [],
                                isChecked: checked.contains(key) && added.isEmpty, added: added)
        }
        .sorted { ($0.name.foldedForSearch, $0.key) < ($1.name.foldedForSearch, $1.key) }
    }

    /// What `amounts` need beyond `before`, kind by kind (weights with weights, cloves with cloves):
    /// ½ tsp when 1 tsp is needed and ½ tsp was ticked off.
    static func added(_ amounts: [Quantity], since before: [Quantity]) -> [Quantity] {
        amounts.compactMap { now in
            let had = before.filter { Self.sameKind($0, now) }.reduce(0) { $0 + Self.size($1) }
            let more = Self.size(now) - had
            guard more > Self.size(now) * 1e-6 else { return nil }
            var added = now
            added.amount = now.baseAmount == nil ? more : more / (now.unit?.baseAmount ?? 1)
            added.upperAmount = nil
            return added.tidied()
        }
    }

    /// Grams, millilitres, or the count.
    private static func size(_ quantity: Quantity) -> Double { quantity.baseAmount ?? quantity.amount }

    private static func sameKind(_ a: Quantity, _ b: Quantity) -> Bool {
        if let unit = a.unit, unit.dimension != .other { return b.unit?.dimension == unit.dimension }
        return a.unit?.symbol == b.unit?.symbol && a.note == b.note && a.prefix == b.prefix
    }

    /// What an ingredient is bought as, its `ShoppingItem.key`: the food its line was read as ("2 fresh
    /// kaffir leaves" under "Lime" is kaffir lime leaf, not lime), compared as names are.
    public static func key(of ingredient: Ingredient) -> String {
        key(of: IngredientParser.parse(name: ingredient.name, measure: ingredient.measure), name: ingredient.name)
    }

    static func key(of line: IngredientLine, name: String) -> String {
        IngredientName.key(line.food.isEmpty ? name : line.food)
    }

    /// "Kaffir lime leaf": a food as an item's name, when no meal's own name for it is at hand.
    static func displayName(_ food: String) -> String {
        guard let first = food.first else { return food }
        return first.uppercased() + food.dropFirst()
    }
}

/// A running sum of quantities that add up with each other.
private struct Tally {
    var dimension: MeasureUnit.Dimension
    /// The counted unit (or none) and the note that must match to add: "(400g)" tins, "large".
    var kind: String
    var unit: MeasureUnit?
    var note: String?
    var prefix: String?
    var families: Set<MeasureUnit.Family>
    /// Grams or millilitres for weights and volumes; the count otherwise.
    var total: Double
    var upperTotal: Double?

    static func add(_ quantity: Quantity, to tallies: inout [Tally]) {
        let unit = quantity.unit
        let dimension = unit?.dimension ?? .other
        let note = quantity.note
        let kind = kind(of: quantity)
        let factor = dimension == .other ? 1 : unit?.baseAmount ?? 1
        let amount = quantity.amount * factor
        let upper = quantity.upperAmount.map { $0 * factor }
        if let index = tallies.firstIndex(where: { $0.dimension == dimension && $0.kind == kind }) {
            var tally = tallies[index]
            if upper != nil || tally.upperTotal != nil {
                tally.upperTotal = (tally.upperTotal ?? tally.total) + (upper ?? amount)
            }
            tally.total += amount
            if let unit, let current = tally.unit, unit.baseAmount > current.baseAmount { tally.unit = unit }
            if let unit { tally.families.insert(unit.family) }
            tallies[index] = tally
        } else {
            tallies.append(Tally(dimension: dimension, kind: kind, unit: unit, note: note, prefix: quantity.prefix,
                                 families: unit.map { [$0.family] } ?? [], total: amount, upperTotal: upper))
        }
    }

    /// What must match for two quantities to add up, besides their dimension: for counted things the
    /// unit and the note ("(400g)" tins, "large"); for all, the part ("juice of").
    static func kind(of quantity: Quantity) -> String {
        let counted = (quantity.unit?.dimension ?? .other) == .other
        return (counted ? "\(quantity.unit?.symbol ?? "")|\(quantity.note ?? "")" : "") + "|" + (quantity.prefix ?? "")
    }

    /// The sum, in the largest unit its parts were written in (a readable size of it), or in metric
    /// when the parts mixed metric and US units. Spoonfuls past half a cup are bought by the cup (by
    /// the millilitre in metric): 24 tbsp of olive oil is 1½ cups.
    var quantity: Quantity {
        guard dimension != .other, let written = unit else {
            return Quantity(amount: total, upperAmount: upperTotal, unit: unit, prefix: prefix, note: note)
        }
        var shown = families.count == 1 ? written : MeasureUnit.ladder(for: dimension, family: .metric, baseAmount: total)
        if shown == .tablespoon || shown == .teaspoon, total >= MeasureUnit.cup.baseAmount / 2 { shown = .cup }
        return Quantity(amount: total / shown.baseAmount, upperAmount: upperTotal.map { $0 / shown.baseAmount },
                        unit: shown, prefix: prefix).tidied()
    }

    /// A note worth keeping on a shopping list: a size ("3 medium") or a pack size ("1 tin (400g)");
    /// how to chop it belongs to the recipe.
    static func keptNote(_ line: IngredientLine) -> String? {
        guard line.quantity?.unit.map({ $0.dimension == .other }) ?? true, let note = line.note else { return nil }
        for part in note.split(separator: ";").map({ $0.trimmingWhitespace() }) {
            if part.hasPrefix("("), part.contains(where: \.isNumber), let close = part.firstIndex(of: ")") {
                return String(part[...close])
            }
            if let first = part.first, first.isNumber, line.quantity?.unit != nil { return "(" + part + ")" }
            let word = part.split(separator: " ").first.map { $0.lowercased() } ?? ""
            if ["small", "medium", "large", "big", "whole"].contains(word) { return word }
        }
        return nil
    }

    /// "juice of", "zest of": the part of the thing the recipe uses, which the list says beside the count.
    static func part(_ line: IngredientLine) -> String? {
        guard let first = line.note?.split(separator: ";").first?.trimmingWhitespace().lowercased(),
              first.hasSuffix(" of"), first.contains("juice") || first.contains("zest") else { return nil }
        return first
    }

    /// Whether a note only says how to prepare the food ("Chopped", "finely sliced"), nothing to buy.
    static func isPreparationOnly(_ note: String?) -> Bool {
        guard let note else { return true }
        let words = note.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
        return !words.isEmpty && words.allSatisfy { IngredientWords.preparation.contains($0) || IngredientWords.adverbs.contains($0)
            || IngredientWords.fillers.contains($0) }
    }
}
