/// A Cooklang recipe's ingredient list, as `Recipe.ingredients` keeps it.
///
/// Every ingredient the file lists (`[mode]: ingredients`) or its steps define, in order, under the
/// section that first names it. The same name again (case aside) is the same line: its amount is
/// added when both are numbers in the same unit, an amount fills one that had none, and a name with
/// no amount says nothing new; amounts that cannot be added stand as their own lines. `@&`
/// references and `@-` hidden ingredients are not listed; `@+` always starts a line of its own.
enum CooklangIngredientList {
    private struct Line {
        var ingredient: CooklangIngredient
        var group: String?
        /// Written `@+`: a line of its own, which later mentions do not add to.
        var isNew: Bool
    }

    static func ingredients(of document: CooklangDocument) -> [Ingredient] {
        var lines: [Line] = []
        var byName: [String: [Int]] = [:]
        func add(_ ingredient: CooklangIngredient, group: String?) {
            guard !ingredient.modifiers.contains(.reference), !ingredient.modifiers.contains(.hidden) else { return }
            let key = ingredient.name.lowercased()
            if !ingredient.modifiers.contains(.new), let indices = byName[key] {
                guard let quantity = ingredient.quantity else { return }
                for index in indices where !lines[index].isNew {
                    guard let existing = lines[index].ingredient.quantity else {
                        lines[index].ingredient.quantity = quantity
                        return
                    }
                    if case .number(let a) = existing.value, case .number(let b) = quantity.value,
                       existing.unit?.lowercased() == quantity.unit?.lowercased(), !existing.isFixed, !quantity.isFixed {
                        lines[index].ingredient.quantity?.value = .number(a + b)
                        return
                    }
                }
            }
            byName[key, default: []].append(lines.count)
            lines.append(Line(ingredient: ingredient, group: group, isNew: ingredient.modifiers.contains(.new)))
        }
        for ingredient in document.listedIngredients { add(ingredient, group: nil) }
        for section in document.sections {
            for step in section.steps {
                for ingredient in step.ingredients { add(ingredient, group: section.name) }
            }
        }
        return lines.map { Ingredient(name: $0.ingredient.name, measure: measure(of: $0.ingredient), group: $0.group) }
    }

    /// The names `ingredients(of:)` lists, each once (case aside), without working out their amounts:
    /// what the cookbook's search index keeps of a file.
    static func names(of document: CooklangDocument) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func add(_ ingredient: CooklangIngredient) {
            guard !ingredient.modifiers.contains(.reference), !ingredient.modifiers.contains(.hidden),
                  seen.insert(ingredient.name.lowercased()).inserted else { return }
            names.append(ingredient.name)
        }
        document.listedIngredients.forEach(add)
        for section in document.sections {
            for step in section.steps { step.ingredients.forEach(add) }
        }
        return names
    }

    /// "200 g", "1/2 tsp (sifted)", "(optional)", "few sprigs".
    static func measure(of ingredient: CooklangIngredient) -> String {
        var notes: [String] = []
        if let note = ingredient.note, !note.isEmpty { notes.append(note) }
        if ingredient.modifiers.contains(.optional) { notes.append("optional") }
        var parts: [String] = []
        if let quantity = ingredient.quantity { parts.append(quantity.text) }
        if !notes.isEmpty { parts.append("(" + notes.joined(separator: ", ") + ")") }
        return parts.joined(separator: " ")
    }
}
