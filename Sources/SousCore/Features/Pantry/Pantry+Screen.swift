import MealKit

extension Pantry {
    /// The pantry's screens: lines in `ScreenRenderer+Pantry`, JSON as a `PantryDocument`.
    public enum Screen: FeatureScreen {
        /// What the pantry holds, as kept.
        case items([String])

        func lines(in renderer: ScreenRenderer) -> [StyledLine] {
            switch self {
            case .items(let items): renderer.render(pantry: items)
            }
        }

        var document: any Encodable {
            switch self {
            case .items(let items): PantryDocument(items: items.map(TerminalText.sanitizedLine))
            }
        }
    }
}
