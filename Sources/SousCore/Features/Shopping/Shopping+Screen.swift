import MealKit

extension Shopping {
    /// The shopping list's screens: each case's lines are drawn in `ScreenRenderer+Shopping`, its JSON
    /// is a `ShoppingDocument`.
    public enum Screen: FeatureScreen {
        /// The merged list in aisle order, in `units`.
        case list(ShoppingList, units: UnitSystem, aisles: AisleMap = .builtIn)

        func lines(in renderer: ScreenRenderer) -> [StyledLine] {
            switch self {
            case .list(let list, let units, let aisles): renderer.render(list, units: units, aisles: aisles)
            }
        }

        var document: any Encodable {
            switch self {
            case .list(let list, let units, let aisles): ShoppingDocument(list, units: units, aisles: aisles)
            }
        }
    }
}
