import MealKit

extension Plan {
    /// The meal plan's screens: lines in `ScreenRenderer+Plan`, JSON as a `PlanDocument`.
    public enum Screen: FeatureScreen {
        /// `plan`: the seven days from a day and their meals.
        case week(PlanWeek, favoriteIDs: Set<String>)

        func lines(in renderer: ScreenRenderer) -> [StyledLine] {
            switch self {
            case .week(let week, let favoriteIDs): renderer.render(week, favoriteIDs: favoriteIDs)
            }
        }

        var document: any Encodable {
            switch self {
            case .week(let week, let favoriteIDs): PlanDocument(week, favoriteIDs: favoriteIDs)
            }
        }
    }
}
