import MealKit

extension ScreenRenderer {
    /// The pantry in columns, and what it is for.
    func render(pantry items: [String]) -> [StyledLine] {
        [StyledLine([Span(" Pantry", .heading), Span(" · \(items.count) item\(items.count == 1 ? "" : "s")", .dim)])]
            + TextLayout.columns(items.map { clean(IngredientName.shown($0)) }, width: width, indent: 3).map { StyledLine($0) }
            + [StyledLine(" cook ranks meals by what you have · with <names> finds meals using them", .hint)]
    }
}
