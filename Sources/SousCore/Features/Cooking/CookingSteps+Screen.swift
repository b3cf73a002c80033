import MealKit

extension CookingSteps {
    /// Cooking mode's screens: lines in `ScreenRenderer+Cooking`, JSON as a `StepDocument`.
    public enum Screen: FeatureScreen {
        /// One step of a recipe, its ingredients times `scale` in `units`.
        case step(Step, of: Int, meal: String, scale: Double, units: UnitSystem)

        func lines(in renderer: ScreenRenderer) -> [StyledLine] {
            switch self {
            case .step(let step, let count, let meal, let scale, let units):
                renderer.render(step, of: count, meal: meal, scale: scale, units: units)
            }
        }

        var document: any Encodable {
            switch self {
            case .step(let step, let count, let meal, let scale, let units):
                StepDocument(step, of: count, meal: meal, scale: scale, units: units)
            }
        }
    }
}
