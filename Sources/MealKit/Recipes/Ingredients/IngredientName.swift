import FoundationEssentials

/// Ingredient names compared the way a cook would: "Olive Oil" is "olive oil", "Eggs" is "egg".
public enum IngredientName {
    /// The name folded to compare: lower case, no accents, words made singular where that is safe.
    public static func key(_ name: String) -> String {
        words(name).joined(separator: " ")
    }

    /// Whether `term`'s words appear, in order and whole, in the ingredient's name:
    /// "flour" is in "Plain Flour", "chicken" in "Chicken Thighs", "egg" in "Eggs"; "pea" is not in "Peanuts".
    public static func contains(_ ingredient: String, _ term: String) -> Bool {
        contains(words: words(ingredient), words(term))
    }

    /// `contains(_:_:)` over names already split by `words(_:)`: a search over the whole catalogue
    /// splits each name once, not once for every term.
    public static func contains(words have: [String], _ wanted: [String]) -> Bool {
        guard !wanted.isEmpty, wanted.count <= have.count else { return false }
        return (0...(have.count - wanted.count)).contains { Array(have[$0..<($0 + wanted.count)]) == wanted }
    }

    /// The name's words as `key(_:)` joins them: folded, split at anything not a letter or digit,
    /// each made singular.
    public static func words(_ name: String) -> [String] {
        words(folded: name.foldedForSearch)
    }

    /// `words(_:)` of a name already folded (`foldedForSearch`).
    static func words(folded name: String) -> [String] {
        name.split { !$0.isLetter && !$0.isNumber }.map { singular(String($0)) }
    }

    /// English plurals that are safe to undo: "tomatoes" → "tomato", "berries" → "berry",
    /// "eggs" → "egg"; words that only look plural ("asparagus", "hummus", "swiss", "couscous") stay.
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s") else { return word }
        if keptAsIs.contains(word) { return word }
        for ending in ["ss", "us", "is", "ous"] where word.hasSuffix(ending) { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["oes", "ches", "shes", "xes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    private static let keptAsIs: Set<String> = ["molasses", "lemongrass", "grits", "oats", "brussels", "noodles", "christmas", "mars"]
}
