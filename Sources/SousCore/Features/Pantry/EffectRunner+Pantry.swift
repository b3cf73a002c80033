import MealKit

extension EffectRunner {
    /// A change to the pantry, made by the store on the newest pantry it has.
    func perform(_ change: Pantry.Change) async -> [Event] {
        Self.changed(await pantry.apply(change), "the pantry", Event.pantryChanged)
    }
}
