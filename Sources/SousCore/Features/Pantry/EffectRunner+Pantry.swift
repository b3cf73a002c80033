import MealKit

extension EffectRunner {
    /// A change to the pantry, made by the store on the newest pantry it has.
    func perform(_ change: Pantry.Change) async -> Event {
        let stored = await pantry.apply(change)
        return .pantryChanged(stored.value, problems: stored.problems)
    }
}
