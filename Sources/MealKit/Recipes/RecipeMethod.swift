/// A recipe's steps, or the free text they are read from at the first look.
///
/// Reading TheMealDB's method into steps is most of decoding a recipe; a listing decodes many recipes
/// (a search's, a letter's) and shows none of their steps, so the reading waits until one is asked for,
/// and is then kept. Two methods are equal when their steps are.
final class RecipeMethod: Hashable, @unchecked Sendable {
    // `@unchecked`: `lock` guards the two fields, which change once, from text to steps.
    private let lock = Lock()
    private var text: String?
    private var read: [RecipeStep]?

    init(steps: [RecipeStep]) { read = steps }

    /// TheMealDB's free-text method, read by `MealDBInstructions` when first asked for.
    init(mealDBText text: String) { self.text = text }

    var steps: [RecipeStep] {
        lock.withLock {
            if let read { return read }
            let steps = MealDBInstructions.read(text ?? "").steps
            read = steps
            text = nil
            return steps
        }
    }

    static func == (first: RecipeMethod, second: RecipeMethod) -> Bool {
        first === second || first.steps == second.steps
    }

    func hash(into hasher: inout Hasher) { hasher.combine(steps) }
}
