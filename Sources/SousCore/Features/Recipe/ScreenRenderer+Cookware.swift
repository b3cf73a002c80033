import MealKit

extension ScreenRenderer {
    /// "Cookware: large pan, pot ×2, spoon": what the recipe needs at hand, in one short line under the
    /// ingredients (wrapped under itself when long); none when the recipe names none.
    func cookwareLines(_ cookware: [Cookware]) -> [StyledLine] {
        guard !cookware.isEmpty else { return [] }
        let items = cookware.map { item -> String in
            let name = clean(item.name)
            guard let quantity = item.quantity.map(clean), !quantity.isEmpty, quantity != "1" else { return name }
            return Double(quantity) != nil ? name + " ×" + quantity : name + " (" + quantity + ")"
        }
        let label = "   Cookware: "
        let rows = TextLayout.wrap(items.joined(separator: ", "), width: width - label.count)
        return rows.enumerated().map { row, text in
            StyledLine(row == 0 ? label + text : String(repeating: " ", count: label.count) + text, .dim)
        }
    }
}
