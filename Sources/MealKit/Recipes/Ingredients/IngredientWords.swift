import FoundationEssentials

/// The words the ingredient parser knows: what is preparation, size or filler rather than food,
/// where a note starts, and the one spelling of foods written several ways.
enum IngredientWords {
    /// Before the amount, and kept as a note: "about 2 cups", "scant ½ tsp".
    static let leadingWords: Set<String> = [
        "about", "approximately", "approx", "approx.", "around", "roughly", "scant", "heaping", "heaped",
        "generous", "level", "rounded", "good", "plus", "additional", "optional:", "some",
    ]

    /// "Juice of", "the finely grated zest and juice of": a part of the thing counted.
    static let partWords: Set<String> = [
        "juice", "zest", "rind", "peel", "grated", "finely", "freshly", "squeezed", "the", "and", "of", "&",
        "fresh", "zested", "from", "juice/zest", "zest/juice",
    ]

    /// Sizes, which are neither unit nor food: "2 large eggs" is 2 eggs.
    static let sizes: Set<String> = [
        "large", "small", "medium", "big", "tiny", "jumbo", "miniature", "mini", "extra-large", "x-large", "xl",
        "lg", "sm", "md", "med", "lrg", "medium-size", "medium-sized", "medium-large", "small-to-medium",
        "medium-to-large", "good-sized", "large-size", "small-size", "regular-size", "smaller", "larger",
        "fist-sized", "thumb-sized", "thumb-size", "walnut-size", "walnut-sized", "small-medium", "large-ish",
        "thin", "thick", "thickish", "paper-thin", "thick-cut", "inch-thick", "inch-long", "scant", "heaped",
        "heaping", "generous", "level", "rounded", "good", "healthy", "hefty", "plump", "whole-ish",
        "medium-small", "medium-sized,", "big-ish", "biggish", "smallish", "largish", "heaped-up", "nice",
        "decent-sized", "good-size", "large-sized", "small-sized",
    ]

    /// Sizes that are part of the food once a unit is given: "1 cup mini marshmallows", "8 oz thin spaghetti".
    static let keptSizes: Set<String> = ["mini", "miniature", "thin", "thick"]

    /// Kinds a page lists with commas before the food: "10 boneless, skinless chicken thighs".
    static let listedKinds: Set<String> = ["boneless", "skinless", "seedless", "bone-in", "skin-on", "organic", "free-range"]

    /// Preparation, which is not food: "chopped onions" is onion, chopped.
    static let preparation: Set<String> = [
        "chopped", "minced", "diced", "sliced", "grated", "shredded", "crushed", "toasted", "cooked",
        "packed", "melted", "softened", "chilled", "beaten", "lightly-beaten", "peeled", "cubed", "halved",
        "quartered", "mashed", "crumbled", "squeezed", "sifted", "drained", "rinsed", "uncooked", "shelled",
        "slivered", "cracked", "snipped", "blanched", "trimmed", "julienned", "shaved", "torn", "cleaned",
        "cut", "deveined", "seeded", "deseeded", "pitted,", "stemmed", "cored", "hulled", "skinned", "thawed",
        "defrosted", "steamed", "poached", "boiled", "hard-boiled", "hard-cooked", "soft-boiled", "pureed",
        "puréed", "scrubbed", "washed", "picked", "zested", "juiced", "unsifted", "sieved", "strained",
        "whisked", "scalded", "warmed", "cooled", "reserved", "divided", "tightly", "loosely", "firmly",
        "lightly", "leveled", "levelled", "milled", "pulverized", "popped", "buttered", "broken", "crumbed",
        "segmented", "flaked", "mixed,", "prepared,", "quality", "good-quality", "high-quality", "best-quality",
        "best", "top-quality", "homemade", "store-bought", "bought", "additional", "extra,", "more",
        "roughly-chopped", "finely-chopped", "coarsely-chopped", "freshly-grated", "freshly-ground",
        "thinly-sliced", "well-chilled", "room-temperature", "bite-size", "bite-sized", "cut-up", "shucked",
        "soaked", "rehydrated", "re-hydrated", "spiralized", "riced", "cubed,", "wedged", "chunked",
        "dried,", "packed,", "well-drained", "well-shaken", "stirred", "chopped,", "optional", "sifted,",
        "separated", "lukewarm", "iced", "grilled", "fried", "roasted,", "scraped", "bruised", "smashed",
        "squashed", "tied", "rolled,", "cubes", "skinned,", "boned", "butterflied", "halved,", "crushed,",
        "mashed,", "frozen,", "cooked,", "sliced,", "diced,", "minced,", "grated,", "peeled,",
    ]

    /// Adverbs of preparation: "finely", "freshly", "thinly".
    static let adverbs: Set<String> = [
        "finely", "freshly", "coarsely", "roughly", "thinly", "thickly", "lightly", "very", "well", "loosely",
        "firmly", "tightly", "newly", "roughly-", "evenly", "freshly-", "lengthwise",
        "crosswise", "diagonally", "just", "hard",
    ]

    /// Words that are preparation after an adverb only: "freshly ground pepper" is pepper, but "ground
    /// cumin" and "fine salt" are foods.
    static let afterAdverb: Set<String> = ["ground", "cracked", "squeezed", "dried", "roasted", "smoked", "crushed"]

    /// Meats that "minced" makes into mince, a food of its own: "minced beef" is not beef, minced.
    static let meats: Set<String> = ["beef", "pork", "lamb", "turkey", "chicken", "meat", "steak", "veal", "mutton"]

    /// Units written after these foods only: "celery ribs", "lemongrass stalks" (not "pork ribs").
    static let stalkFoods: Set<String> = ["celery", "rhubarb", "lemongrass", "fennel", "chard", "kale", "broccoli"]

    /// Words that join preparation words: "peeled and diced".
    static let fillers: Set<String> = ["and", "or", "of", "&", "then", "a", "an", "the", "some", "plus", "+"]

    /// Words that start a note once the food has begun: "salt for the pasta water", "chicken cut into
    /// pieces", "sugar to taste", "onion, such as Vidalia".
    static let noteStarts: Set<String> = [
        "for", "to", "plus", "such", "at", "like", "if", "into", "about", "divided", "optional", "preferably",
        "cut", "halved", "quartered", "sliced", "chopped", "diced", "minced", "peeled", "grated", "thinly",
        "finely", "roughly", "coarsely", "trimmed", "rinsed", "drained", "as", "with", "without", "that",
        "which", "room", "approximately", "approx", "crushed", "torn", "seeded", "deseeded", "cubed",
        "shredded", "melted", "softened", "beaten", "lightly", "whisked", "sifted", "toasted",
        "washed", "scrubbed", "cored", "stemmed", "hulled", "picked", "removed", "reserved",
        "separated", "squeezed", "zested", "juiced", "warmed", "chilled", "unless", "optionally",
        "(optional)", "(or", "e.g.", "eg", "ie", "i.e.", "according", "see", "available", "found",
        "preferably,", "dissolved", "weighing", "each", "per", "broken", "julienned", "shaved",
        "snipped", "slivered", "stirred", "made", "including", "kept", "left", "whatever", "combined",
    ]

    /// After "or", the start of a note rather than an alternative food: "or other bread", "or any".
    static let otherWords: Set<String> = ["other", "another", "any", "similar", "your", "whatever", "more", "less"]

    /// After "in", the start of a cut: "in 1-inch pieces", "in half", "in thin slices".
    static let cutWords: Set<String> = [
        "a", "half", "halves", "thin", "thick", "small", "large", "bite-size", "bite-sized", "chunks", "pieces",
        "cubes", "strips", "wedges", "slices", "quarters", "rings", "rounds", "batons", "matchsticks",
        "julienne", "dice", "thirds", "eighths", "sixths", "two", "three", "four", "1",
    ]

    /// Units written after the food: "garlic cloves", "celery stalks" (not "bay leaves", "salmon fillets",
    /// "cinnamon stick", which are foods).
    static let trailingUnits: Set<String> = [
        "cloves", "clove", "stalks", "stalk", "ribs", "sprigs", "bulb", "bulbs", "slices", "heads",
    ]

    /// Units said by eye without a number: "pinch of salt", "handful basil".
    static let vagueUnits: Set<String> = [
        "pinch", "pinches", "dash", "dashes", "handful", "handfuls", "splash", "splashes", "knob", "sprig", "sprigs",
        "bunch", "bunches", "drop", "drops",
    ]

    /// Every word the parser treats as anything but food, and every word of a synonym: a name with none
    /// of them is its own food.
    static let special: Set<String> = {
        var words = leadingWords.union(partWords).union(sizes).union(preparation).union(adverbs).union(afterAdverb)
            .union(fillers).union(noteStarts).union(trailingUnits).union(vagueUnits).union(lengthUnits)
            .union(irregularSingulars.keys)
        for key in synonyms.keys { words.formUnion(key.split(separator: " ").map(String.init)) }
        for word in ["minced", "chopped", "diced", "crushed", "x", "c", "t", "in", "fl", "fluid", "one", "two", "three",
                     "four", "half", "an"] { words.insert(word) }
        return words
    }()

    /// Abbreviations that depend on their case: T is a tablespoon, t a teaspoon.
    static let caseSensitiveUnits: [String: MeasureUnit] = [
        "T": .tablespoon, "T.": .tablespoon, "Tb": .tablespoon, "TB": .tablespoon, "Tbs": .tablespoon,
        "t": .teaspoon, "t.": .teaspoon,
    ]

    static let lengthUnits: Set<String> = ["inch", "inches", "cm", "mm", "in"]

    /// The food as one spelling: lower case, the last word singular, a synonym folded into the word the
    /// catalogue uses.
    static func canonicalFood(_ words: [String], foldingSynonyms: Bool = true) -> String {
        guard !words.isEmpty else { return "" }
        var lower = words.map { $0.lowercased().trimming(anyOf: ".*\"") }.filter { !$0.isEmpty }
        if let last = lower.last { lower[lower.count - 1] = irregularSingulars[last] ?? IngredientName.singular(last) }
        guard foldingSynonyms else { return lower.joined(separator: " ") }
        // Synonyms, by whole words: "fresh cilantro" is "fresh coriander", "green onion" "spring onion".
        var index = 0
        while index < lower.count {
            if index + 1 < lower.count, let two = synonyms[lower[index] + " " + lower[index + 1]] {
                lower.replaceSubrange(index...(index + 1), with: [two])
            } else if let one = synonyms[lower[index]] {
                lower[index] = one
            }
            index += 1
        }
        return lower.joined(separator: " ")
    }

    static let irregularSingulars: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "calves": "calf",
        "chillies": "chilli", "chilies": "chili", "cookies": "cookie", "krispies": "krispies", "fries": "fries",
        "kabanos": "kabanos", "brownies": "brownie", "calzones": "calzone",
    ]

    /// Foods written several ways, folded into the one TheMealDB's catalogue uses (it has both
    /// "Cilantro" and "Coriander", "Zucchini" and "Courgettes": the British word, as most of its recipes).
    static let synonyms: [String: String] = [
        "cilantro": "coriander", "scallion": "spring onion", "green onion": "spring onion",
        "zucchini": "courgette", "eggplant": "aubergine", "garbanzo": "chickpea", "garbanzo bean": "chickpea",
        "arugula": "rocket", "powdered sugar": "icing sugar", "confectioners' sugar": "icing sugar",
        "confectioners sugar": "icing sugar", "confectioner's sugar": "icing sugar", "cornstarch": "cornflour",
        "corn starch": "cornflour", "corn flour": "cornflour", "all-purpose flour": "plain flour",
        "all purpose flour": "plain flour", "shrimp": "prawn", "yoghurt": "yogurt", "rutabaga": "swede",
        "baking soda": "bicarbonate of soda", "bicarb": "bicarbonate of soda", "golden raisin": "sultana",
        "chili": "chilli", "chile": "chilli", "chilies": "chillies", "chiles": "chillies", "ground beef": "minced beef",
        "beef mince": "minced beef", "heavy cream": "double cream", "whipping cream": "double cream",
        "superfine sugar": "caster sugar", "castor sugar": "caster sugar", "scallions": "spring onions",
    ]
}
