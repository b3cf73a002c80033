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
        var tallies: [String: [Tally]] = [:]
        var extras: [String: [String]] = [:]
        var mealIDs: [String: [String]] = [:]
        var entryIDs: [String: [String]] = [:]
        for entry in entries {
            let meal = entry.meal
            for ingredient in meal.ingredients {
                let key = IngredientName.key(ingredient.name)
                guard !key.isEmpty, key != "water", !entry.leftOut.contains(key) else { continue }
                if names[key] == nil {
                    order.append(key)
                    names[key] = ingredient.name.trimmingWhitespace()
                }
                if !(mealIDs[key]?.contains(meal.id) ?? false) { mealIDs[key, default: []].append(meal.id) }
                if entryIDs[key]?.last != entry.id { entryIDs[key, default: []].append(entry.id) }
                let measure = Measure(ingredient.measure)
                if let quantity = measure.quantity {
                    Tally.add(quantity.scaled(by: entry.scale), to: &tallies[key, default: []])
                } else {
                    let text = measure.text.trimmingWhitespace()
                    let seen = extras[key, default: []].contains { $0.lowercased() == text.lowercased() }
                    if !text.isEmpty, !seen { extras[key, default: []].append(text) }
                }
            }
        }
        return order.map { key in
            ShoppingItem(key: key, name: names[key] ?? key, amounts: (tallies[key] ?? []).map(\.quantity),
                         extras: extras[key] ?? [], mealIDs: mealIDs[key] ?? [], entryIDs: entryIDs[key] ?? [],
                         isChecked: checked.contains(key))
        }
        .sorted { ($0.name.foldedForSearch, $0.key) < ($1.name.foldedForSearch, $1.key) }
    }
}

/// A running sum of quantities that add up with each other.
private struct Tally {
    var dimension: MeasureUnit.Dimension
    /// The counted unit (or none) and the note that must match to add: "(400g)" tins, "large".
    var kind: String
    var unit: MeasureUnit?
    var note: String?
    var families: Set<MeasureUnit.Family>
    /// Grams or millilitres for weights and volumes; the count otherwise.
    var total: Double
    var upperTotal: Double?

    static func add(_ quantity: Quantity, to tallies: inout [Tally]) {
        let unit = quantity.unit
        let dimension = unit?.dimension ?? .other
        let note = keptNote(quantity)
        let kind = dimension == .other ? "\(unit?.symbol ?? "")|\(note ?? "")" : ""
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
            tallies.append(Tally(dimension: dimension, kind: kind, unit: unit, note: note,
                                 families: unit.map { [$0.family] } ?? [], total: amount, upperTotal: upper))
        }
    }

    /// The sum, in the largest unit its parts were written in (a readable size of it), or in metric
    /// when the parts mixed metric and US units.
    var quantity: Quantity {
        guard dimension != .other, let written = unit else {
            return Quantity(amount: total, upperAmount: upperTotal, unit: unit, note: note)
        }
        let shown = families.count == 1 ? written : MeasureUnit.ladder(for: dimension, family: .metric, baseAmount: total)
        return Quantity(amount: total / shown.baseAmount, upperAmount: upperTotal.map { $0 / shown.baseAmount },
                        unit: shown).tidied()
    }

    /// A note worth keeping on a shopping list: a size ("3 medium") or a pack size ("1 tin (400g)");
    /// how to chop it belongs to the recipe.
    static func keptNote(_ quantity: Quantity) -> String? {
        guard quantity.unit.map({ $0.dimension == .other }) ?? true, let note = quantity.note else { return nil }
        if note.hasPrefix("("), let close = note.firstIndex(of: ")") { return String(note[...close]) }
        let first = note.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return ["small", "medium", "large", "big", "whole"].contains(first) ? first : nil
    }
}
