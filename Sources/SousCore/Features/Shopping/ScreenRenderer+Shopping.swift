import MealKit

extension ScreenRenderer {
    /// The merged shopping list: numbered items under their aisles, a ✓ and strike-through on those
    /// ticked off, amounts wrapped in their own column, then the meals it is for, numbered for `shop remove`.
    func render(_ list: ShoppingList, units: UnitSystem, aisles: AisleMap = .builtIn) -> [StyledLine] {
        let groups = aisles.grouped(list.items)
        let items = groups.flatMap(\.items)
        // Each aisle's name goes above its first item; numbers run on across aisles.
        var firstOfAisle: [Int: Aisle] = [:]
        var start = 0
        for group in groups {
            firstOfAisle[start] = group.aisle
            start += group.items.count
        }
        let ticked = items.filter(\.isChecked).count
        let meals = list.meals.count
        var heading = " · \(meals) meal\(meals == 1 ? "" : "s") · \(items.count) item\(items.count == 1 ? "" : "s")"
        if ticked > 0 { heading += " · \(ticked) ticked off" }
        if units != .original { heading += units == .metric ? " · metric" : " · US units" }
        var lines = [StyledLine([Span(" Shopping list", .heading), Span(heading, .dim)])]

        let numberWidth = String(items.count).count
        let names = items.map { clean(IngredientName.shown($0.name)) }
        // Names take half of what the numbers and gaps leave, or 26 columns where 12 still remain for the
        // amounts: at 80 columns "ready rolled shortcrust pastry" is whole, and a row never overflows.
        let room = width - 9 - numberWidth
        let nameWidth = min(max(room / 2, min(26, room - 12)), names.map(TextLayout.displayWidth).max() ?? 0)
        let amountIndent = 3 + numberWidth + 2 + 2 + nameWidth + 2
        let amountRoom = max(12, width - amountIndent)
        for (index, item) in items.enumerated() {
            if let aisle = firstOfAisle[index] { lines.append(StyledLine(" " + clean(aisle.name), .heading)) }
            let style: Style = item.isChecked ? .struck : .plain
            let name = TextLayout.pad(TextLayout.truncate(names[index], width: nameWidth), to: nameWidth)
            // "1 tsp (+½ tsp since ticked off)": ticked, then more was needed.
            let added = item.addedText(in: units).map { " (" + $0 + ")" } ?? ""
            let amounts = TextLayout.wrap(clean(item.amountText(in: units) + added), width: amountRoom)
            lines.append(StyledLine([
                Span(numberLabel(index + 1, width: numberWidth), .number),
                Span(item.isChecked ? "✓ " : "  ", .star),
                Span(name, style),
                Span("  "),
                Span(amounts.first ?? "", item.isChecked ? .struck : .dim),
            ]))
            for more in amounts.dropFirst() {
                lines.append(StyledLine([Span(String(repeating: " ", count: amountIndent)),
                                         Span(more, item.isChecked ? .struck : .dim)]))
            }
        }
        // The meals' shares, numbered on their own: `shop remove 2` takes meal 2 and exactly its share off.
        lines.append("")
        lines.append(StyledLine([Span(" Meals", .heading), Span(" · shop remove <n> takes one off with its items", .dim)]))
        let shareWidth = max(numberWidth, String(list.entries.count).count)
        for (index, entry) in list.entries.enumerated() {
            let label = numberLabel(index + 1, width: shareWidth)
            let room = width - TextLayout.displayWidth(label)
            for (row, text) in TextLayout.wrap(clean(entry.label), width: room).enumerated() {
                lines.append(StyledLine([Span(row == 0 ? label : String(repeating: " ", count: label.count), .number),
                                         Span(text)]))
            }
        }
        lines.append(StyledLine(" shop check <n> ticks item n off · shop clear empties the list", .hint))
        return lines
    }
}
