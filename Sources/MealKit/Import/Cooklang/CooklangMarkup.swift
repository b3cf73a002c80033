/// Where `CooklangWriter` marks a recipe's ingredients, cookware and timers in its steps.
///
/// Each ingredient is looked for, longest phrase first, in the steps in order; one no step names in
/// full, by the last word of its food ("stock"), once every other has had its turn. Where a step already
/// shows it with an amount, as a cookbook recipe's steps do ("the butter (30 g)"), each such place is
/// marked with the amount it shows; otherwise the first place a step names it (whole words, case
/// aside, not inside a place already marked) is marked with the whole amount. Cookware the same way;
/// then each step's durations ("25 minutes", as `StepDuration` reads them) where the marks leave room.
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
        var prefix: String
        var phrases: [[Character]]
        /// What goes between the braces: "200%g", "to taste".
        var quantity: String
        /// The amount as a cookbook step shows it: "200 g".
        var quantityText: String?
        var note: String?
        var sigil: Character
        /// The food's shorter names, when it has several words: its last words, then its last word
        /// ("beef stock", then "stock", of "hot beef stock").
        var shorterNames: (words: [[Character]], lastWord: [Character]?) = ([], nil)
        /// Another line has the same name: only its own amount shown in a step is its place.
        var isNamedTwice = false

        func markup(words: String?, quantity: String, withNote: Bool) -> String {
            var markup = String(sigil) + prefix + markupName
            if let words, words != markupName { markup += "|" + CooklangWriter.plain(words) }
            markup += "{" + quantity + "}"
            if withNote, let note { markup += "(" + note + ")" }
            return markup
        }
    }

    private let steps: [[Character]]
    private var marks: [[Mark]]
    private(set) var unplaced: (ingredients: [String], cookware: [String]) = ([], [])
    /// An amount a step shows after an ingredient ("30 g" of "the butter (30 g)") as the file gives it,
    /// given the ingredient's name: at the scale and in the units the ingredient list is written at.
    private let shownAmount: (String, String) -> String

    init(recipe: Recipe, shownAmount: @escaping (String, String) -> String = { amount, _ in amount }) {
        self.shownAmount = shownAmount
        steps = recipe.steps.map { Array($0.paragraphs.first ?? "") }
        let lowered = steps.map { $0.map { Character($0.lowercased()) } }
        marks = Array(repeating: [], count: steps.count)
        var seen: Set<String> = []
        var components: [Component] = []
        let names = recipe.ingredients.map { $0.name.lowercased() }
        for ingredient in recipe.ingredients {
            // The same name twice is two lines on the list, not one added up: `@+`.
            let again = !seen.insert(ingredient.name.lowercased()).inserted
            var component = Self.ingredient(ingredient, again: again)
            component.isNamedTwice = names.filter { $0 == ingredient.name.lowercased() }.count > 1
            components.append(component)
        }
        components += recipe.cookware.map(Self.cookware)
        // Longest phrase first: "olive oil" is marked before "oil" can take its last word.
        let order = components.indices.sorted {
            (components[$0].phrases.first?.count ?? 0, -$0) > (components[$1].phrases.first?.count ?? 0, -$1)
        }
        var placed = Array(repeating: false, count: components.count)
        for index in order {
            placed[index] = markShown(components[index], in: lowered) || markFirst(components[index], in: lowered)
        }
        // Then, for what no step names in full, the food's last words ("beef stock" for "hot beef
        // stock"), each before any last word alone takes its place ("beef" of "lean minced beef" is not
        // the beef of "beef stock"); then the last word: "the stock" for "vegetable stock".
        for index in order where !placed[index] && !components[index].shorterNames.words.isEmpty {
            var short = components[index]
            short.phrases = short.shorterNames.words.flatMap { [$0, $0 + Array("s")] }
            placed[index] = markShown(short, in: lowered) || markFirst(short, in: lowered)
        }
        for index in order where !placed[index] {
            guard let lastWord = components[index].shorterNames.lastWord else { continue }
            var short = components[index]
            short.phrases = [lastWord, lastWord + Array("s")]
            placed[index] = markShown(short, in: lowered) || markFirst(short, in: lowered)
        }
        for (index, component) in components.enumerated() where !placed[index] {
            let line = component.markup(words: nil, quantity: component.quantity, withNote: true)
            if component.sigil == "@" { unplaced.ingredients.append(line) } else { unplaced.cookware.append(line) }
        }
        for (stepIndex, step) in recipe.steps.enumerated() { markTimers(stepIndex, timers: step.timers) }
    }

    /// Marks every place a step shows the component with an amount after it ("butter (30 g)").
    private mutating func markShown(_ component: Component, in lowered: [[Character]]) -> Bool {
        var marked = false
        for (stepIndex, step) in lowered.enumerated() {
            for phrase in component.phrases where !phrase.isEmpty {
                var from = 0
                while let start = find(phrase, in: step, from: from, avoiding: marks[stepIndex]) {
                    from = start + 1
                    let end = start + phrase.count
                    guard let (wordsEnd, shown, quantity) = shownAmount(after: end, in: steps[stepIndex], for: component),
                          !marks[stepIndex].contains(where: { $0.start < wordsEnd + shown.count && start < $0.end })
                    else { continue }
                    let words = String(steps[stepIndex][start..<wordsEnd])
                    marks[stepIndex].append(Mark(start: start, end: wordsEnd,
                                                 markup: component.markup(words: words, quantity: quantity, withNote: !marked),
                                                 swallowed: shown))
                    marked = true
                }
            }
        }
        return marked
    }

    /// Marks the first place a step names the component, with its whole amount.
    private mutating func markFirst(_ component: Component, in lowered: [[Character]]) -> Bool {
        for (stepIndex, step) in lowered.enumerated() {
            for phrase in component.phrases where !phrase.isEmpty {
                guard let start = find(phrase, in: step, from: 0, avoiding: marks[stepIndex]) else { continue }
                let end = start + phrase.count
                let words = String(steps[stepIndex][start..<end])
                marks[stepIndex].append(Mark(start: start, end: end,
                                             markup: component.markup(words: words, quantity: component.quantity, withNote: true),
                                             swallowed: nil))
                return true
            }
        }
        return false
    }

    /// After a name, " (30 g)" (perhaps past a few words: "bandeja de horno (20x30 cm)"): where the
    /// words end, the bracketed amount, and its markup. Only an amount that reads back the same words.
    private func shownAmount(after end: Int, in text: [Character], for component: Component)
        -> (wordsEnd: Int, shown: String, quantity: String)? {
        var index = end
        while index <= end + 40, index + 2 < text.count {
            if text[index] == " ", text[index + 1] == "(" {
                guard let close = text[(index + 2)...].firstIndex(of: ")") else { return nil }
                let written = String(text[(index + 2)..<close])
                let inside = component.sigil == "@" ? shownAmount(written, component.markupName) : written
                // Past other words only to the component's own amount: "large pan and soften the onion (1)" is the onion's.
                guard index == end && !component.isNamedTwice || inside == component.quantityText, let quantity = Self.markup(ofShown: inside, component: component) else { return nil }
                return (index, " (" + written + ")", quantity)
            }
            guard text[index] == " " || text[index].isLetter else { return nil }
            index += 1
        }
        return nil
    }

    /// "30 g" → "30%g", "1 1/2" → "1 1/2", the component's own words ("to taste") as they are.
    private static func markup(ofShown shown: String, component: Component) -> String? {
        if shown == component.quantityText { return component.quantity }
        let words = shown.split(separator: " ", omittingEmptySubsequences: false)
        for count in stride(from: words.count, through: 1, by: -1) {
            let value = words[..<count].joined(separator: " ")
            switch CooklangQuantity.value(of: Substring(value)) {
            case .number, .range:
                guard CooklangQuantity(value: CooklangQuantity.value(of: Substring(value))).valueText == value else { continue }
                let unit = words[count...].joined(separator: " ")
                // Only words a unit can hold as they are: a `{`, `%` or `\` would end or change the markup, and a
                // `[-` inside it would open a block comment on the line.
                guard CooklangWriter.plain(unit) == unit else { return nil }
                // A unit is a word or two ("g", "fl oz"), never a phrase with its own numbers: "(6 TBSP for
                // 4 servings)" is a remark about another yield, not the amount this recipe uses.
                guard !unit.contains(where: \.isNumber), unit.split(separator: " ").count <= 2 else { return nil }
                return unit.isEmpty ? value : value + "%" + unit
            case .text: continue
            }
        }
        return nil
    }

    /// The step's text with its marks, escaped.
    func stepText(_ index: Int) -> String {
        guard index < steps.count else { return "" }
        let text = steps[index]
        var out = ""
        var cursor = 0
        for mark in marks[index].sorted(by: { $0.start < $1.start }) where mark.start >= cursor {
            out += CooklangWriter.escaped(String(text[cursor..<mark.start]))
            out += mark.markup
            cursor = mark.end
            if let swallowed = mark.swallowed, text.count >= cursor + swallowed.count,
               String(text[cursor..<(cursor + swallowed.count)]) == swallowed {
                cursor += swallowed.count
            }
            // "(" right after a mark would be read as its note.
            if cursor < text.count, text[cursor] == "(" { out += "\\" }
        }
        out += CooklangWriter.escaped(String(text[cursor...]))
        return out
    }

    // MARK: - Components

    private static func ingredient(_ ingredient: Ingredient, again: Bool) -> Component {
        // A leading "?", "+", "&", "-" or "./" would read as a modifier or a recipe's path.
        let plainName = String(CooklangWriter.plain(ingredient.name).trimmingWhitespace().drop { "?+&-./ ".contains($0) })
        let (name, nameNote) = nameAndNote(plainName, measure: ingredient.measure)
        let markupName = name.isEmpty ? "ingredient" : name
        var (quantity, quantityText, note) = structured(ingredient, markupName: markupName)
        if quantity == nil {
            // A measure the structured form would read otherwise ("4cm piece"): its words, as they are.
            // A leading "=" would read as a fixed amount's mark, and "{=}" as an amount left out.
            let words = String(CooklangWriter.plain(ingredient.measure, removing: "()").drop { $0 == "=" || $0 == " " })
                .trimmingWhitespace()
            quantity = words
            quantityText = words.isEmpty ? nil : words
            note = nil
        }
        if let nameNote { note = [nameNote, note].compactMap { $0 }.joined(separator: ", ") }
        let food = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure).food
        var phrases = [markupName.lowercased()]
        for candidate in [food, IngredientParser.parse(ingredient.name, foldingSynonyms: false).food] where !candidate.isEmpty {
            for form in [candidate, candidate + "s", candidate + "es"] where !phrases.contains(form) { phrases.append(form) }
        }
        var component = Component(markupName: markupName, prefix: again ? "+" : "", phrases: phrases.map { Array($0) },
                                  quantity: quantity ?? "", quantityText: quantityText, note: note, sigil: "@")
        let words = food.split(separator: " ")
        if words.count > 2 {
            component.shorterNames.words = (1..<words.count - 1).map { Array(words[$0...].joined(separator: " ")) }
        }
        if let last = words.last, words.count > 1, last.count >= 4 {
            component.shorterNames.lastWord = Array(last)
        }
        return component
    }

    /// "onion, chopped" as the name "onion" and the note "chopped", so the file names the food (the
    /// shopping list and the pantry compare foods) and keeps the preparation as Cooklang's note; the
    /// name as it is when the words before its first comma are not the same food.
    private static func nameAndNote(_ name: String, measure: String) -> (name: String, note: String?) {
        guard let comma = name.firstIndex(of: ",") else { return (name, nil) }
        let head = name[..<comma].trimmingWhitespace()
        let tail = CooklangWriter.plain(String(name[name.index(after: comma)...]), removing: "()").trimmingWhitespace()
        guard !head.isEmpty, !tail.isEmpty,
              IngredientParser.parse(name: head, measure: measure).food == IngredientParser.parse(name: name, measure: measure).food
        else { return (name, nil) }
        return (head, tail)
    }

    /// The measure as Cooklang's amount, unit and note, when that reads back as the same amount, unit
    /// and food; nil otherwise. The part of a counted thing ("juice of 1") is the note ("juice").
    private static func structured(_ ingredient: Ingredient, markupName: String)
        -> (quantity: String?, text: String?, note: String?) {
        let measure = Measure(ingredient.measure)
        guard let quantity = measure.quantity else {
            return measure.text.trimmingWhitespace().isEmpty ? ("", nil, nil) : (nil, nil, nil)
        }
        let part = quantity.prefix.map { prefix in
            String(prefix.lowercased().dropLast(prefix.lowercased().hasSuffix(" of") ? 3 : 0))
        }
        var value = CooklangQuantity.format(quantity.amount)
        if let upper = quantity.upperAmount { value += "-" + CooklangQuantity.format(upper) }
        var unit: String?
        if let measured = quantity.unit {
            unit = quantity.amount > 1 || quantity.upperAmount != nil ? measured.plural : measured.symbol
        }
        let note = [part, (measure.amountAndNote?.note ?? quantity.note)].compactMap { $0 }
            .map { CooklangWriter.plain($0, removing: "()").trimmingWhitespace() }.filter { !$0.isEmpty }
            .joined(separator: ", ")
        let written = CooklangIngredient(name: markupName,
                                         quantity: CooklangQuantity(value: CooklangQuantity.value(of: Substring(value)), unit: unit),
                                         note: note)
        let before = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
        let after = IngredientParser.parse(name: markupName, measure: CooklangIngredientList.measure(of: written))
        guard before.food == after.food, before.quantity?.amount == after.quantity?.amount,
              before.quantity?.upperAmount == after.quantity?.upperAmount,
              before.quantity?.unit?.symbol == after.quantity?.unit?.symbol else { return (nil, nil, nil) }
        return (value + (unit.map { "%" + $0 } ?? ""), value + (unit.map { " " + $0 } ?? ""), note.isEmpty ? nil : note)
    }

    private static func cookware(_ cookware: Cookware) -> Component {
        let name = String(CooklangWriter.plain(cookware.name).trimmingWhitespace().drop { "?+&-./ ".contains($0) })
        let markupName = name.isEmpty ? "cookware" : name
        let quantity = cookware.quantity.map {
            String(CooklangWriter.plain($0, removing: "()").drop { $0 == "=" || $0 == " " }).trimmingWhitespace()
        } ?? ""
        return Component(markupName: markupName, prefix: "", phrases: [Array(markupName.lowercased())], quantity: quantity,
                         quantityText: quantity.isEmpty || quantity == "1" ? nil : quantity, note: nil, sigil: "#")
    }

    // MARK: - Finding words

    /// The first whole-word occurrence of `phrase` in `text` from `from` that overlaps no mark.
    private func find(_ phrase: [Character], in text: [Character], from: Int, avoiding marks: [Mark]) -> Int? {
        guard !phrase.isEmpty, phrase.count <= text.count else { return nil }
        var start = from
        while start + phrase.count <= text.count {
            if text[start] == phrase[0], text[start..<(start + phrase.count)].elementsEqual(phrase),
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
        let lowered = text.map { Character($0.lowercased()) }
        for duration in StepDuration.all(in: String(text)) {
            let phrase = Array(duration.phrase)
            guard let space = phrase.lastIndex(of: " ") else { continue }
            let amountText = String(phrase[..<space])
            let unit = String(phrase[(space + 1)...])
            guard !unit.isEmpty, unit.allSatisfy(\.isLetter) else { continue }
            let value = CooklangQuantity.value(of: Substring(amountText))
            let amount: Double
            switch value {
            case .number(let number): amount = number
            case .range(_, let top): amount = top
            case .text: continue
            }
            guard CooklangQuantity(value: value).valueText == amountText,
                  let start = find(phrase.map { Character($0.lowercased()) }, in: lowered, from: 0, avoiding: marks[index])
            else { continue }
            let name = timers.first { $0.amount == amount && $0.unit == unit && $0.name != nil }?.name
                .map { CooklangWriter.plain($0).trimmingWhitespace() } ?? ""
            marks[index].append(Mark(start: start, end: start + phrase.count,
                                     markup: "~" + name + "{" + amountText + "%" + unit + "}", swallowed: nil))
        }
    }
}
