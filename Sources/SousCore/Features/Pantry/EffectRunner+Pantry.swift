import MealKit

extension EffectRunner {
    /// What `cook` and `with` asked of the bundled catalogue, whichever source is answering.
    func load(_ request: Pantry.Request) async -> Response {
        switch request {
        case .matches(let pantry):
            return .pantry(.matches(PantryMatch.rank(await catalog.outlines(), pantry: pantry)))
        case .mealsWith(let names):
            let meals = PantryMatch.meals(await catalog.outlines(), withAll: names)
            return .listing(.withIngredients(names), meals.map(\.summary))
        }
    }

    /// What the pantry asked its store to do: a change, made on the newest pantry it has.
    func perform(_ effect: Pantry.Effect) async -> [Event] {
        switch effect {
        case .change(let change):
            return Self.changed(await pantry.apply(change), "the pantry") { .pantry(.changed($0, problems: $1)) }
        }
    }
}
