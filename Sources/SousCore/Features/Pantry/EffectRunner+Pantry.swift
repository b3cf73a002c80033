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

    /// A change to the pantry, made by the store on the newest pantry it has.
    func perform(_ change: Pantry.Change) async -> [Event] {
        Self.changed(await pantry.apply(change), "the pantry", Event.pantryChanged)
    }
}
