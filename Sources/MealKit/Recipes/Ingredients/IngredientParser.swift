import FoundationEssentials

/// Reads ingredient lines into amount, unit, food and note, on the one grammar of amounts and units
/// (`MeasureParser.Scanner`, `MeasureUnit.named`) that TheMealDB's measures are read with.
///
/// A line is read left to right in one pass, without a regular expression: words before the amount
/// that belong to the note ("about", "juice of"), the amount or range, sizes and pack sizes ("large",
/// "(14-ounce)"), the unit, then the food: the first phrase left once preparation words ("finely
/// chopped"), sizes and asides (", to taste", "(see note)") are taken off; the rest is the note.
public enum IngredientParser {
    /// A free-text line: "2 1/2 cups finely chopped onions (about 2 large)".
    public static func parse(_ line: String) -> IngredientLine {
        parse(line, foldingSynonyms: true)
    }

    /// `parse(_:)`, with the food's synonyms folded ("cilantro" is "coriander") or left as written
    /// (singular and lower case all the same): the corpus benchmark measures the reading as written,
    /// as its labels are.
    public static func parse(_ line: String, foldingSynonyms: Bool) -> IngredientLine {
        var reader = LineReader(line)
        return reader.read(foldingSynonyms: foldingSynonyms)
    }

    /// A TheMealDB row: the ingredient's name, and its measure, which may hold notes ("Chopped",
    /// "Juice of 1") or the food itself ("2 fresh kaffir leaves" under "Lime").
    public static func parse(name: String, measure: String) -> IngredientLine {
        MealDBRow.read(name: name, measure: measure)
    }
}

/// One line's reading, as a cursor over its characters.
struct LineReader {
    private var scanner: MeasureParser.Scanner
    private var notes: [String] = []
    private var amount: Double?
    private var upper: Double?
    /// The unit read, kept even with no amount: "Garlic Clove" names the unit its measure ("2") counts in.
    private(set) var unit: MeasureUnit?

    init(_ line: String) {
        var text: [Character] = []
        text.reserveCapacity(line.utf8.count)
        var lastWasSpace = true
        for character in line {
            let isSpace = character.asciiValue.map { $0 == 32 || (9...13).contains($0) } ?? character.isWhitespace
            if isSpace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(MeasureParser.typed(character))
                lastWasSpace = false
            }
        }
        if text.last == " " { text.removeLast() }
        scanner = MeasureParser.Scanner(characters: text)
    }

    mutating func read(foldingSynonyms: Bool = true) -> IngredientLine {
        readLeadingWords()
        let start = scanner.index
        if readAmount() {
            readSizes()
            if !readUnit() {
                // "3rd", "24skinned": the number was no amount.
                scanner.index = start
                amount = nil
                upper = nil
            }
        } else if let word = peekWord(), IngredientWords.vagueUnits.contains(word.lower),
                  let vague = MeasureUnit.named(word.lower) {
            // "Pinch of salt", "handful basil": one of a unit by eye.
            amount = 1
            unit = vague
            scanner.index = word.end
        }
        skipUnitTail()
        let food = readFood()
        let quantity = amount.map { Quantity(amount: $0, upperAmount: upper, unit: unit) }
        return IngredientLine(quantity: quantity, food: IngredientWords.canonicalFood(food.words, foldingSynonyms: foldingSynonyms),
                              note: Self.joinedNote(notes + food.notes))
    }

    static func joinedNote(_ notes: [String]) -> String? {
        let kept = notes.map { $0.trimming(anyOf: " ,;:-–") }.filter { !$0.isEmpty }
        return kept.isEmpty ? nil : kept.joined(separator: "; ")
    }

    // MARK: - Words around the amount

    /// "About", "scant", "juice of", "the zest of": words before the amount that belong to the note.
    private mutating func readLeadingWords() {
        scanner.skipSpaces()
        while true {
            if scanner.current == "~" {
                scanner.index += 1
                continue
            }
            if let phrase = partPhrase() {
                notes.append(phrase.text)
                scanner.index = phrase.end
                scanner.skipSpaces()
                continue
            }
            guard let word = peekWord(), IngredientWords.leadingWords.contains(word.lower)
                    || IngredientWords.sizes.contains(word.lower) else { return }
            notes.append(word.text)
            scanner.index = word.end
            scanner.skipSpaces()
        }
    }

    /// "Juice of", "finely grated zest and juice of": the part of a thing a line asks for.
    private func partPhrase() -> (text: String, end: Int)? {
        var probe = self
        var sawPart = false
        var end: Int?
        while let word = probe.peekWord(), IngredientWords.partWords.contains(word.lower) {
            if ["juice", "zest", "rind", "peel", "juice/zest", "zest/juice"].contains(word.lower) { sawPart = true }
            probe.scanner.index = word.end
            if word.lower == "of" || word.lower == "from", sawPart { end = word.end }
            probe.scanner.skipSpaces()
        }
        guard let end else { return nil }
        let text = String(scanner.characters[scanner.index..<end]).lowercased()
        return (text, end)
    }

    /// The amount, perhaps a range: "2", "1 1/2", "1½", "2-3", "2 to 3", "a".
    private mutating func readAmount() -> Bool {
        let start = scanner.index
        guard let value = scanner.number() else { return false }
        // "60% dark chocolate": a percentage, not an amount.
        if scanner.current == "%" || value <= 0 || value > Quantity.largestAmount {
            scanner.index = start
            return false
        }
        amount = value
        if let top = scanner.rangeTop(above: value) { upper = top }
        return true
    }

    /// Sizes, asides and pack sizes between the amount and the unit: "large", "(14-ounce)", "14-ounce",
    /// "x 400g".
    private mutating func readSizes() {
        while true {
            let start = scanner.index
            scanner.skipSpaces()
            if let aside = scanner.parenthesis() {
                notes.append(aside)
                continue
            }
            if let word = peekWord(), IngredientWords.sizes.contains(word.lower) {
                notes.append(word.text)
                scanner.index = word.end
                continue
            }
            if let word = peekWord(), word.lower == "x" || word.text == "×" {
                scanner.index = word.end
                scanner.skipSpaces()
            }
            if readPackSize() { continue }
            scanner.index = start
            return
        }
    }

    /// "14-ounce can", "400g tins", "2-inch piece": the size of each, noted, when a pack unit follows.
    private mutating func readPackSize() -> Bool {
        let start = scanner.index
        guard scanner.current?.isNumber == true, scanner.number() != nil else {
            scanner.index = start
            return false
        }
        let hyphenated = scanner.current == "-"
        guard case .found(let size) = scanner.unit(),
              size.dimension != .other || IngredientWords.lengthUnits.contains(size.symbol)
        else {
            scanner.index = start
            return false
        }
        let sizeEnd = scanner.index
        // "3½-pound chicken", "4 3-inch bones": the size of each, whatever follows.
        if hyphenated, peekWord(afterSpace: true).map({ MeasureUnit.named($0.lower) == nil }) ?? true {
            notes.append(String(scanner.characters[start..<sizeEnd]))
            return true
        }
        scanner.skipSpaces()
        _ = scanner.parenthesis()
        scanner.skipSpaces()
        if let word = peekWord(), IngredientWords.sizes.contains(word.lower) { scanner.index = word.end; scanner.skipSpaces() }
        guard let word = peekWord(), let pack = MeasureUnit.named(word.lower), pack.dimension == .other else {
            scanner.index = start
            return false
        }
        notes.append(String(scanner.characters[start..<sizeEnd]))
        scanner.index = sizeEnd
        return true
    }

    /// The unit after the amount, if any; false when a word is glued to the number that is no unit.
    private mutating func readUnit() -> Bool {
        let start = scanner.index
        scanner.skipSpaces()
        if let word = peekWord() {
            // T and t, as cookbooks write them; c for cup; "fluid ounces".
            if let spoon = IngredientWords.caseSensitiveUnits[word.text] {
                unit = spoon
                scanner.index = word.end
                return true
            }
            if word.lower == "c" || word.lower == "c." {
                unit = .cup
                scanner.index = word.end
                return true
            }
            if word.lower == "fluid" || word.lower == "fl" || word.lower == "fl." {
                scanner.index = word.end
                scanner.skipSpaces()
                if let next = peekWord(), ["ounce", "ounces", "oz", "oz."].contains(next.lower) {
                    unit = .fluidOunce
                    scanner.index = next.end
                    return true
                }
                scanner.index = start
            }
        }
        scanner.index = start
        switch scanner.unit() {
        case .found(let found):
            unit = found
            // "1-inch piece ginger": the piece is the unit.
            if IngredientWords.lengthUnits.contains(found.symbol) {
                let afterLength = scanner.index
                scanner.skipSpaces()
                if let word = peekWord(), let pack = MeasureUnit.named(word.lower), pack.dimension == .other,
                   !IngredientWords.lengthUnits.contains(word.lower) {
                    notes.append(String(scanner.characters[start..<afterLength]).trimmingWhitespace())
                    unit = pack
                    scanner.index = word.end
                } else {
                    scanner.index = afterLength
                }
            }
            return true
        case .gluedWord:
            // "2in" is 2 inches; anything else glued is no amount ("3rd").
            if let word = peekWord(), word.lower == "in" || word.lower == "in." {
                unit = .counted("inch", plural: "inches")
                scanner.index = word.end
                return true
            }
            return false
        case .none:
            return true
        }
    }

    /// "/5½oz", "(15 mL)", "of": what follows a unit and says nothing new.
    private mutating func skipUnitTail() {
        var sawAlternative = false
        while true {
            let start = scanner.index
            // "/5½oz", "/1 1/2oz/1/4 cup", "/1lb 2oz": the same amount in other units.
            if scanner.current == "/" {
                scanner.index += 1
                scanner.skipSpaces()
                if scanner.number() != nil, readsUnit() {
                    sawAlternative = true
                    continue
                }
                scanner.index = start
                return
            }
            scanner.skipSpaces()
            if sawAlternative, scanner.current?.isNumber == true {
                if scanner.number() != nil, readsUnit() { continue }
                scanner.index = start
            }
            if let aside = scanner.parenthesis() {
                notes.append(aside)
                continue
            }
            // "2 tablespoons plus 1/4 cup": the rest of the amount, noted.
            if let word = peekWord(), word.lower == "plus" || word.lower == "+", amount != nil {
                scanner.index = word.end
                scanner.skipSpaces()
                if scanner.number() != nil, case .found(let more) = scanner.unit(), more.dimension != .other {
                    notes.append(String(scanner.characters[start..<scanner.index]).trimmingWhitespace())
                    continue
                }
                scanner.index = start
                return
            }
            if let word = peekWord(), word.lower == "of" || IngredientWords.sizes.contains(word.lower) && unit != nil
                && !IngredientWords.keptSizes.contains(word.lower) {
                if word.lower != "of" { notes.append(word.text) }
                scanner.index = word.end
                continue
            }
            scanner.index = start
            return
        }
    }

    /// A unit of any kind next, "in" glued to its number too ("2cm/¾in").
    private mutating func readsUnit() -> Bool {
        if case .found = scanner.unit() { return true }
        if let word = peekWord(), word.lower == "in" || word.lower == "in." {
            scanner.index = word.end
            return true
        }
        return false
    }

    // MARK: - The food

    /// The food's words, and the notes found around them.
    private mutating func readFood() -> (words: [String], notes: [String]) {
        let rest = String(scanner.characters[scanner.index...])
        var segments = FoodPhrase.segments(rest)
        // "boneless, skinless chicken thighs": kinds listed with commas before the food are the food's.
        while segments.count > 1, !segments[0].isAside, !segments[1].isAside,
              segments[0].text.split(separator: " ").allSatisfy({ IngredientWords.listedKinds.contains(FoodPhrase.bare($0)) }) {
            segments[1].text = segments[0].text + " " + segments[1].text
            segments.removeFirst()
        }
        var food: [String] = []
        var notes: [String] = []
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            index += 1
            if !food.isEmpty || segment.isAside {
                notes.append(segment.text)
                // "chocolate, 1½ cups": an amount after the food.
                if amount == nil, !segment.isAside {
                    var tail = LineReader(segment.text)
                    tail.readLeadingWords()
                    if tail.scanner.current?.isNumber == true, tail.readAmount(), tail.readUnit() {
                        amount = tail.amount
                        upper = tail.upper
                        unit = tail.unit
                        notes.removeLast()
                    }
                }
                continue
            }
            var phrase = FoodPhrase(segment.text)
            let words = phrase.food()
            notes += phrase.notes
            if words.isEmpty { continue }
            food = words
            if unit == nil, let trailing = phrase.trailingUnit { unit = trailing }
        }
        return (food, notes)
    }

    // MARK: - Words

    struct Word {
        var text: String
        var lower: String
        var end: Int
    }

    /// The word at the cursor: letters, digits, hyphens, apostrophes and a final full stop.
    func peekWord(afterSpace: Bool = false) -> Word? {
        let characters = scanner.characters
        var start = scanner.index
        while afterSpace, start < characters.count, characters[start] == " " { start += 1 }
        var end = start
        while end < characters.count, characters[end] != " ", characters[end] != ",", characters[end] != "(",
              characters[end] != ")", characters[end] != ";", characters[end] != ":" {
            end += 1
        }
        guard end > start else { return nil }
        let text = String(characters[start..<end])
        return Word(text: text, lower: text.lowercased(), end: end)
    }
}
