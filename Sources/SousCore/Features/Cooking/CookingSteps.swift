import FoundationEssentials
import MealKit

/// A recipe as cooking mode walks it: one step at a time, each with the ingredients it mentions and
/// the duration it names.
///
/// The steps are the recipe's (`Recipe.steps`), numbered as the recipe screen numbers them, so `steps` and `open` agree on what
/// step 3 is. Amounts stay as the recipe writes them, with the scale beside them: the screen scales and
/// converts them as the recipe screen does.
public struct CookingSteps: Hashable, Sendable {
    /// One step.
    public struct Step: Hashable, Sendable {
        /// From 1.
        public var number: Int
        public var text: String
        /// The recipe's ingredients this step mentions, in the recipe's order, with their measures.
        public var ingredients: [Ingredient]
        /// The timers `t` starts: the recipe's own for this step (Cooklang's `~eggs{3%minutes}`), else
        /// the step's main time as its words name it (the longest).
        public var timers: [Timer]

        /// The timer the step is timed by: the longest offered.
        public var timer: Timer? {
            timers.reduce(nil) { longest, next in
                guard let longest, longest.duration >= next.duration else { return next }
                return longest
            }
        }
    }

    /// A timer cooking mode offers.
    public struct Timer: Hashable, Sendable {
        public var duration: TimerDuration
        /// The words it was read from ("35-40 mins"), or the recipe's amount and unit ("3 minutes").
        public var phrase: String
        /// What the recipe names it ("eggs"): it labels the timer.
        public var name: String?
        /// Whether the phrase was a range, read as its upper bound.
        public var isRange: Bool

        public init(duration: TimerDuration, phrase: String, name: String? = nil, isRange: Bool = false) {
            self.duration = duration
            self.phrase = phrase
            self.name = name
            self.isRange = isRange
        }

        /// A time the step's words name.
        init(_ found: StepDuration) {
            self.init(duration: found.duration, phrase: found.phrase, isRange: found.isRange)
        }

        /// A timer the recipe sets, when its amount and unit make a kitchen timer (a bare amount is
        /// minutes, as Cooklang's timers are); nil for one with no amount (`~rest`) or a unit no timer reads.
        init?(_ timer: StepTimer) {
            guard let amount = timer.amount, amount > 0 else { return nil }
            let unit = timer.unit.map(TerminalText.sanitizedLine)?.trimmingWhitespace() ?? ""
            let perUnit = unit.isEmpty ? TimerDuration(seconds: 60) : TimerDuration(parsing: "1" + unit)
            guard let perUnit, let duration = TimerDuration(rounding: amount * Double(perUnit.seconds)) else { return nil }
            let name = timer.name.map(TerminalText.sanitizedLine)?.trimmingWhitespace()
            self.init(duration: duration, phrase: CooklangQuantity.format(amount) + (unit.isEmpty ? " min" : " " + unit),
                      name: name?.isEmpty == false ? name : nil)
        }
    }

    public var meal: Recipe
    public var scale: Double
    public var steps: [Step]

    /// - Parameter units: the units in force, which a cookbook step's shares are said in.
    public init(meal: Recipe, scale: Double = 1, units: UnitSystem = .original) {
        self.meal = meal
        self.scale = scale
        steps = meal.stepsShown(scale: scale, units: units).enumerated().map { offset, step in
            let text = TerminalText.sanitized(step.text)
            // The recipe's own timers win: they say what the step times, where the words may name several times.
            let own = step.timers.compactMap(Timer.init)
            return Step(number: offset + 1, text: text, ingredients: Self.mentioned(in: text, of: meal.ingredients),
                        timers: own.isEmpty ? StepDuration.main(in: text).map { [Timer($0)] } ?? [] : own)
        }
    }

    public var count: Int { steps.count }

    /// Step `number` (from 1), or `nil` past either end.
    public func step(_ number: Int) -> Step? {
        steps.element(numbered: number)
    }

    /// The ingredients a step's text mentions.
    ///
    /// Recipes name an ingredient by its last word ("the flour" for Plain Flour, "the oil" for Olive
    /// Oil) or whole; a cut is named by its first word ("brown the chicken" for Chicken Thighs), which
    /// counts only when no ingredient mentioned by its own name shares that word, so "the chicken stock"
    /// does not also bring in the thighs. Something made from an ingredient (Chicken Stock, Garlic
    /// Powder) is never called by its first word.
    static func mentioned(in text: String, of ingredients: [Ingredient]) -> [Ingredient] {
        // The step and each name are folded and split once; every test below compares words.
        let textWords = IngredientName.words(text)
        let usable = ingredients.map { ($0, IngredientName.words($0.name)) }.filter { !$0.1.isEmpty }
        let byName = usable.filter { _, words in
            let last = words[words.count - 1]
            let byLastWord = words.count == 1 || !wholeNameOnlyWords.contains(last)
            return IngredientName.contains(words: textWords, words) || (byLastWord && textWords.contains(last))
                || Self.spelling(of: words, in: textWords) != nil
        }
        // The words that named an ingredient, as the step wrote them too ("corn starch" named Cornstarch).
        let named = Set(byName.flatMap { _, words in words + (Self.spelling(of: words, in: textWords) ?? []) })
        let byFirstWord = usable.filter { _, words in
            guard words.count > 1, let first = words.first, first.count >= 4, !describingWords.contains(first),
                  !named.contains(first), let last = words.last, !madeFromWords.contains(last) else { return false }
            return textWords.contains(first)
        }.map(\.0)
        let mentioned = Set(byName.map(\.0) + byFirstWord)
        var seen: Set<String> = []
        return ingredients.filter { mentioned.contains($0) && seen.insert(IngredientName.key($0.name)).inserted }
    }

    /// The text's words that spell the name as one word where the name has two, or as two where it has
    /// one ("corn starch" for Cornstarch, "cornflour" for Corn Flour); nil when it does not.
    static func spelling(of name: [String], in text: [String]) -> [String]? {
        let joined = name.joined()
        switch name.count {
        case 1: return zip(text, text.dropFirst()).first { $0 + $1 == joined }.map { [$0, $1] }
        case 2: return text.contains(joined) ? [joined] : nil
        default: return nil
        }
    }

    /// Last words that mean something the recipe makes, not the ingredient: "once the sauce is boiling"
    /// is the dish's sauce, not the Soy Sauce; such an ingredient is mentioned by its whole name only.
    private static let wholeNameOnlyWords: Set<String> = ["sauce", "mixture", "dressing", "marinade", "glaze"]

    /// Last words of things made from the first: "the chicken" is never the Chicken Stock.
    private static let madeFromWords: Set<String> = [
        "stock", "broth", "sauce", "powder", "paste", "oil", "cube", "gravy", "seasoning", "fat", "extract",
        "essence", "flake", "vinegar", "juice", "jam", "spice", "salt", "concentrate", "granule", "puree",
    ]

    /// First words that describe rather than name: "fresh basil" is not mentioned by "fresh".
    private static let describingWords: Set<String> = [
        "fresh", "ground", "chopped", "large", "small", "medium", "dried", "whole", "plain", "white", "black",
        "green", "yellow", "sweet", "light", "dark", "extra", "unsalted", "salted", "free", "baby", "minced",
        "boneless", "skinless", "frozen", "smoked", "grated", "sliced", "finely", "cold", "warm", "fine",
        "self", "strong", "brown", "golden", "clear", "hot", "mild", "mixed", "double", "single", "semi",
        "full", "low", "unwaxed", "ready", "thick", "thin", "good", "quality", "organic",
        // "Stir-fry vegetables" are not what "stir together" mentions.
        "stir",
    ]
}
