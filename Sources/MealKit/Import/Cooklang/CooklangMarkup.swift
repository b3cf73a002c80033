/// Where `CooklangWriter` marks a recipe's ingredients, cookware and timers in its steps.
///
/// Each ingredient is looked for, longest phrase first, in the steps in order; the first place a step
/// names it (whole words, case aside, not inside a place already marked) is its markup. Cookware the
/// same way; then each step's durations ("25 minutes", as `StepDuration` reads them) where the marks
/// leave room.
struct CooklangMarkup {
    private struct Mark {
        var start: Int
        var end: Int
        /// The markup that replaces the words `start..<end`.
        var markup: String
        /// Words after the mark that the markup already says: " (200 g)".
        var swallowed: String?
    }

    private struct Component {
        var markupName: String
        var phrases: [[Character]]
        var quantity: String
        var quantityText: String?
        var note: String?
        var sigil: Character
    }

    private let steps: [[Character]]
    private var marks: [[Mark]]
    private(set) var unplaced: (ingredients: [String], cookware: [String]) = ([], [])

    init(recipe: Recipe) {
        steps = recipe.steps.map { Array($0.paragraphs.first ?? "") }
        let lowered = steps.map { $0.map { Character($0.lowercased()) } }
        marks = Array(repeating: [], count: steps.count)
        var components = recipe.ingredients.map(Self.ingredient) + recipe.cookware.map(Self.cookware)
        // Longest phrase first: "olive oil" is marked before "oil" can take its last word.
        let order = components.indices.sorted {
            (components[$0].phrases.first?.count ?? 0, -$0) > (components[$1].phrases.first?.count ?? 0, -$1)
        }
        var placed = Array(repeating: false, count: components.count)
        for index in order {
            let component = components[index]
            search: for (stepIndex, step) in lowered.enumerated() {
                for phrase in component.phrases where !phrase.isEmpty {
                    guard let start = find(phrase, in: step, avoiding: marks[stepIndex]) else { continue }
                    var end = start + phrase.count
                    // "bandeja de horno (20x30 cm)": a cookbook step shows the words a name stands for.
                    if let shown = component.quantityText {
                        end = Self.wordsBefore(" (" + shown + ")", in: steps[stepIndex], from: end) ?? end
                    }
                    let words = String(steps[stepIndex][start..<end])
                    var markup = String(component.sigil) + component.markupName
                    if words != component.markupName { markup += "|" + CooklangWriter.plain(words) }
                    markup += "{" + component.quantity + "}"
                    if let note = component.note { markup += "(" + note + ")" }
                    let swallowed = component.quantityText.map { " (" + $0 + ")" }
                    marks[stepIndex].append(Mark(start: start, end: end, markup: markup, swallowed: swallowed))
                    placed[index] = true
                    break search
                }
            }
        }
        for (index, component) in components.enumerated() where !placed[index] {
            var line = String(component.sigil) + component.markupName + "{" + component.quantity + "}"
            if let note = component.note { line += "(" + note + ")" }
            if component.sigil == "@" { unplaced.ingredients.append(line) } else { unplaced.cookware.append(line) }
        }
        components.removeAll()
        for (stepIndex, step) in recipe.steps.enumerated() { markTimers(stepIndex, timers: step.timers) }
    }

    /// The step's text with its marks, escaped.
    func stepText(_ index: Int) -> String {
        guard index < steps.count else { return "" }
        let text = steps[index]
        var out = ""
        var cursor = 0
        for mark in marks[index].sorted(by: { $0.start < $1.start }) {
            out += CooklangWriter.escaped(String(text[cursor..<mark.start]))
            out += mark.markup
            cursor = mark.end
            if let swallowed = mark.swallowed, text.count >= cursor + swallowed.count,
               String(text[cursor..<(cursor + swallowed.count)]) == swallowed {
                cursor += swallowed.count
            }
        }
        out += CooklangWriter.escaped(String(text[cursor...]))
        // "(" right after a mark would be read as its note.
        return out
    }

    // MARK: - Components

    private static func ingredient(_ ingredient: Ingredient) -> Component {
        let name = CooklangWriter.plain(ingredient.name).trimmingWhitespace()
        let markupName = name.isEmpty ? "ingredient" : name
        let measure = Measure(ingredient.measure)
        var value: String
        var unit: String?
        var note: String?
        if let quantity = measure.quantity, quantity.prefix == nil {
            value = CooklangQuantity.format(quantity.amount)
            if let upper = quantity.upperAmount { value += "-" + CooklangQuantity.format(upper) }
            if let measured = quantity.unit {
                unit = quantity.amount > 1 || quantity.upperAmount != nil ? measured.plural : measured.symbol
            }
            note = measure.amountAndNote?.note ?? quantity.note
        } else {
            value = CooklangWriter.plain(ingredient.measure, removing: "()").trimmingWhitespace()
        }
        value = CooklangWriter.plain(value, removing: "()")
        note = note.map { CooklangWriter.plain($0, removing: "()").trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        let quantity = value.isEmpty ? "" : value + (unit.map { "%" + $0 } ?? "")
        let quantityText = value.isEmpty ? nil : value + (unit.map { " " + $0 } ?? "")
        let food = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure).food
        var phrases = [markupName.lowercased()]
        for candidate in [food, IngredientParser.parse(ingredient.name, foldingSynonyms: false).food] where !candidate.isEmpty {
            for form in [candidate, candidate + "s", candidate + "es"] where !phrases.contains(form) { phrases.append(form) }
        }
        return Component(markupName: markupName, phrases: phrases.map { Array($0) }, quantity: quantity,
                         quantityText: quantityText, note: note, sigil: "@")
    }

    private static func cookware(_ cookware: Cookware) -> Component {
        let name = CooklangWriter.plain(cookware.name).trimmingWhitespace()
        let markupName = name.isEmpty ? "cookware" : name
        let quantity = cookware.quantity.map { CooklangWriter.plain($0, removing: "()") } ?? ""
        return Component(markupName: markupName, phrases: [Array(markupName.lowercased())], quantity: quantity,
                         quantityText: quantity.isEmpty || quantity == "1" ? nil : quantity, note: nil, sigil: "#")
    }

    // MARK: - Finding words

    /// Where `suffix` starts, when only a few words (letters and spaces) part it from `offset`.
    private static func wordsBefore(_ suffix: String, in text: [Character], from offset: Int) -> Int? {
        let wanted = Array(suffix)
        var index = offset
        while index <= offset + 40, index + wanted.count <= text.count {
            if Array(text[index..<(index + wanted.count)]) == wanted { return index }
            guard text[index] == " " || text[index].isLetter else { return nil }
            index += 1
        }
        return nil
    }

    /// The first whole-word occurrence of `phrase` in `text` that overlaps no mark.
    private func find(_ phrase: [Character], in text: [Character], avoiding marks: [Mark]) -> Int? {
        guard phrase.count <= text.count else { return nil }
        var start = 0
        while start + phrase.count <= text.count {
            if text[start] == phrase[0], Array(text[start..<(start + phrase.count)]) == phrase,
               start == 0 || !Self.isWordCharacter(text[start - 1]),
               start + phrase.count == text.count || !Self.isWordCharacter(text[start + phrase.count]),
               !marks.contains(where: { $0.start < start + phrase.count && start < $0.end }) {
                return start
            }
            start += 1
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "’"
    }

    // MARK: - Timers

    /// "25 minutes", "10-15 mins": a timer, where the words read back the same from its markup.
    private mutating func markTimers(_ index: Int, timers: [StepTimer]) {
        let text = steps[index]
        for duration in StepDuration.all(in: String(text)) {
            let phrase = Array(duration.phrase)
            guard let space = phrase.lastIndex(of: " ") else { continue }
            let amountText = String(phrase[..<space])
            let unit = String(phrase[(space + 1)...])
            guard !unit.isEmpty, unit.allSatisfy(\.isLetter) else { continue }
            let value = CooklangQuantity.value(of: Substring(amountText))
            switch value {
            case .number, .range: break
            case .text: continue
            }
            guard CooklangQuantity(value: value).valueText == amountText,
                  let start = find(phrase.map { Character($0.lowercased()) }, in: text.map { Character($0.lowercased()) },
                                   avoiding: marks[index]) else { continue }
            let amount: Double? = {
                switch value {
                case .number(let number): return number
                case .range(_, let top): return top
                case .text: return nil
                }
            }()
            let name = timers.first { $0.amount == amount && $0.unit == unit && $0.name != nil }?.name
                .map { CooklangWriter.plain($0).trimmingWhitespace() } ?? ""
            marks[index].append(Mark(start: start, end: start + phrase.count,
                                     markup: "~" + name + "{" + amountText + "%" + unit + "}", swallowed: nil))
        }
    }
}
