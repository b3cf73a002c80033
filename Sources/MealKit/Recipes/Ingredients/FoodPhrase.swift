import FoundationEssentials

/// The words after the amount and unit, cut into the food and its notes.
///
/// "finely chopped fresh parsley, to serve" is the food "fresh parsley" with the notes "finely chopped"
/// and "to serve": preparation words before the food and everything from the first comma, aside or
/// word that starts a note ("for", "to taste", "cut into") are notes; freshness, kind and brand
/// ("fresh", "canned", "smoked") are the food.
struct FoodPhrase {
    /// A run of the text between commas, semicolons and dashes, or an aside in brackets.
    struct Segment {
        var text: String
        var isAside: Bool
    }

    private let words: [Substring]
    private(set) var notes: [String] = []
    /// "garlic cloves": the count's unit, written after the food.
    private(set) var trailingUnit: MeasureUnit?

    init(_ text: String) {
        words = text.split(separator: " ")
    }

    /// The text cut at commas, semicolons, colons, spaced dashes and brackets (asides).
    static func segments(_ text: String) -> [Segment] {
        var segments: [Segment] = []
        var current = ""
        var depth = 0
        var aside = ""
        func flush() {
            let trimmed = current.trimming(anyOf: " .*")
            if !trimmed.isEmpty { segments.append(Segment(text: trimmed, isAside: false)) }
            current = ""
        }
        var previous: Character = " "
        var characters = text.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if depth > 0 {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if depth == 0 {
                    segments.append(Segment(text: "(" + aside + ")", isAside: true))
                    aside = ""
                } else {
                    aside.append(character)
                }
                previous = character
                continue
            }
            switch character {
            case "(", "[":
                flush()
                depth = 1
            case ",", ";", ":":
                flush()
            case "-", "–", "—":
                guard previous == " " else {
                    current.append(character)
                    break
                }
                let next = characters.next()
                if next == " " || next == nil {
                    flush()
                } else {
                    current.append(character)
                    pending = next
                }
            default:
                current.append(character)
            }
            previous = character
        }
        if depth > 0, !aside.isEmpty { segments.append(Segment(text: "(" + aside, isAside: true)) }
        flush()
        return segments
    }

    /// The food's words; what was cut off goes to `notes`.
    mutating func food() -> [String] {
        var start = 0
        var lastWasAdverb = false
        // Preparation before the food: "finely chopped", "freshly ground", "peeled and diced".
        while start < words.count {
            let lower = Self.bare(words[start])
            let next = start + 1 < words.count ? Self.bare(words[start + 1]) : ""
            // An adverb only before preparation: "very finely chopped", but "very ripe bananas".
            let isAdverb = IngredientWords.adverbs.contains(lower)
                && (IngredientWords.preparation.contains(next) || IngredientWords.adverbs.contains(next)
                    || IngredientWords.afterAdverb.contains(next))
            if lower == "minced", IngredientWords.meats.contains(next) { break }
            // Chopped and crushed tomatoes come in tins: a food of their own.
            if ["chopped", "diced", "crushed"].contains(lower), ["tomatoes", "tomato"].contains(next) { break }
            if isAdverb || IngredientWords.preparation.contains(lower)
                || IngredientWords.sizes.contains(lower) && !IngredientWords.keptSizes.contains(lower)
                || IngredientWords.fillers.contains(lower)
                || lastWasAdverb && IngredientWords.afterAdverb.contains(lower) {
                lastWasAdverb = isAdverb
                start += 1
            } else {
                break
            }
        }
        if start > 0 { notes.append(words[..<start].joined(separator: " ")) }
        // Where the food ends: a word that starts a note.
        var end = start
        while end < words.count {
            let lower = Self.bare(words[end])
            let next = end + 1 < words.count ? Self.bare(words[end + 1]) : ""
            if end > start {
                // "instant mashed potatoes", "lean minced steak": preparation inside the food's name.
                let inName = IngredientWords.preparation.contains(lower) && !next.isEmpty
                    && !IngredientWords.noteStarts.contains(next) && !IngredientWords.adverbs.contains(next)
                    && !IngredientWords.preparation.contains(next) && !IngredientWords.fillers.contains(next)
                    && !IngredientWords.sizes.contains(next) && next != "in" && next.first?.isNumber != true
                if IngredientWords.noteStarts.contains(lower), !inName { break }
                if lower == "in", Self.startsCutting(next) { break }
                // "flour 125 mL", "leeks and 5 garlic cloves", "thyme or 1/2 teaspoon dried", "or other bread".
                if lower.first?.isNumber == true { break }
                if lower == "or", next.first?.isNumber == true || IngredientWords.otherWords.contains(next) { break }
            }
            end += 1
        }
        var food = words[start..<end].map { String($0) }
        if end < words.count { notes.append(words[end...].joined(separator: " ")) }
        // "and", "or" left hanging: "salt and", "chopped or".
        while let last = food.last, IngredientWords.fillers.contains(Self.bare(Substring(last))) { food.removeLast() }
        // "garlic cloves", "celery stalks": the unit of the count.
        if food.count >= 2, let last = food.last, IngredientWords.trailingUnits.contains(last.lowercased()),
           !["ground", "whole"].contains(food[food.count - 2].lowercased()),
           !["ribs", "stalks", "stalk"].contains(last.lowercased())
               || IngredientWords.stalkFoods.contains(food[food.count - 2].lowercased()),
           let unit = MeasureUnit.named(last.lowercased()) {
            trailingUnit = unit
            food.removeLast()
        }
        return food
    }

    private static func startsCutting(_ lower: String) -> Bool {
        return lower.first?.isNumber == true || IngredientWords.cutWords.contains(lower)
    }

    static func bare(_ word: Substring) -> String {
        var lower = word.lowercased()
        while let last = lower.last, last == "." || last == "*" || last == "!" || last == "?" || last == "\"" { lower.removeLast() }
        while let first = lower.first, first == "*" || first == "\"" { lower.removeFirst() }
        return lower
    }
}
