import FoundationEssentials

extension Recipe {
    /// The largest factor a recipe is scaled by: beyond it a recipe is a canteen's. `scale` and
    /// `open n xF` refuse more, and a plan or shopping list file saying more is damaged.
    public static let largestScale = 100.0

    /// Whether `factor` is one a recipe can be scaled by: more than 0, at most `largestScale`.
    public static func isAcceptedScale(_ factor: Double) -> Bool { factor > 0 && factor <= largestScale }

    /// The recipe with its measures times `factor`, as the shopping list keeps a meal opened at a scale.
    ///
    /// An amount becomes its scaled quantity in the one format ("5 tbsp", "2 tins (400g)"); a measure
    /// with no amount to scale keeps its words and says the factor it was not multiplied by
    /// ("large piece ×2"), so the list tells the truth about it.
    public func scaled(by factor: Double) -> Recipe {
        guard factor != 1 else { return self }
        var scaled = self
        let shownFactor = Quantity.factor(factor)
        scaled.ingredients = ingredients.map { ingredient in
            var ingredient = ingredient
            let measure = Measure(ingredient.measure)
            if let quantity = measure.quantity {
                ingredient.measure = quantity.scaled(by: factor).formatted
            } else if measure.isKeptWhenScaled {
                ingredient.measure = ingredient.measure.trimmingWhitespace() + " ×" + shownFactor
            }
            return ingredient
        }
        return scaled
    }
}
