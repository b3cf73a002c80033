/// How much a recipe makes, as pages write it: "4", "Serves 4-6", "serves 2 to 4", "8 rolls",
/// "Makes 6", "8 serving(s)", "4人分", "2個分", "für 6 Portionen", "12 pezzi", and lists of such
/// (["20", "20 - 22 churros"]), where the one that names what it counts wins, else the first.
///
/// One reader for both importers: a page's `recipeYield` and a Cooklang file's `servings:` and `yield:`.
public enum YieldText {
    /// The yield one of a page's values states, or nil.
    public static func yield(_ texts: [String]) -> RecipeYield? {
        let read = texts.compactMap(yield)
        return read.first(where: { $0.unit != nil }) ?? read.first
    }

    /// One text's yield: the first number (or range) and the word after it, unless that word means
    /// servings or people.
    public static func yield(_ text: String) -> RecipeYield? {
        let characters = Array(text.trimmingWhitespaceAndNewlines().prefix(200))
        guard let start = characters.firstIndex(where: isDigit) else { return nil }
        var index = start
        guard let amount = number(characters, &index) else { return nil }
        var upTo: Double?
        var probe = index
        skipSpaces(characters, &probe)
        // A range: "4-6", "4 – 6", "2 to 4", "2 bis 4", "2 à 4", "2 a 4", "2~3".
        let separators = ["-", "–", "—", "~", "to", "bis", "à", "a", "og", "tot", "ou", "or"]
        for separator in separators {
            let word = Array(separator)
            guard probe + word.count <= characters.count, Array(characters[probe..<(probe + word.count)]) == word else { continue }
            var after = probe + word.count
            skipSpaces(characters, &after)
            if after < characters.count, isDigit(characters[after]), let top = number(characters, &after) {
                upTo = top
                index = after
            }
            break
        }
        var rest = String(characters[index...]).trimmingWhitespaceAndNewlines()
        if rest.hasPrefix("(") { rest = "" }  // "Serves 2 (serving size: 1 1/2 cups)"
        if let open = rest.firstIndex(of: "(") { rest = String(rest[..<open]).trimmingWhitespaceAndNewlines() }
        return RecipeYield(amount: amount, upTo: upTo, unit: countedWord(rest))
    }

    /// What a yield counts, or nil for servings ("servings", "Portionen", "人分", "people").
    static func countedWord(_ rest: String) -> String? {
        var word = rest.trimmingWhitespaceAndNewlines()
        for suffix in ["(s)", "(es)", ".", ","] where word.hasSuffix(suffix) { word = String(word.dropLast(suffix.count)) }
        guard !word.isEmpty else { return nil }
        let first = word.split(separator: " ").first.map { $0.lowercased() } ?? ""
        if servingWords.contains(where: { first.hasPrefix($0) }) { return nil }
        if first.hasPrefix("人") { return nil }
        // "2個分": two pieces' worth.
        if word.hasSuffix("分"), word.count > 1 { word = String(word.dropLast()) }
        return word.count <= 40 ? word : String(word.prefix(40))
    }

    private static let servingWords = [
        "serving", "serves", "portion", "person", "people", "pers", "porzion", "porcion", "porção", "porções", "porcoes",
        "personne", "personas", "persone", "persoon", "couvert", "adag", "kişilik", "kisi", "port", "coperti", "racion",
    ]

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    private static func skipSpaces(_ characters: [Character], _ index: inout Int) {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// "4", "4.0", "1,5", "1 1/2", "1/2".
    private static func number(_ characters: [Character], _ index: inout Int) -> Double? {
        var digits = ""
        while index < characters.count, isDigit(characters[index]) || ((characters[index] == "." || characters[index] == ",")
                && index + 1 < characters.count && isDigit(characters[index + 1]) && !digits.isEmpty) {
            digits.append(characters[index] == "," ? "." : characters[index])
            index += 1
        }
        guard var value = Double(digits) else { return nil }
        if index + 1 < characters.count, characters[index] == "/", isDigit(characters[index + 1]) {
            var after = index + 1
            var denominator = ""
            while after < characters.count, isDigit(characters[after]) { denominator.append(characters[after]); after += 1 }
            if let bottom = Double(denominator), bottom > 0 {
                value /= bottom
                index = after
            }
        }
        return value
    }
}
