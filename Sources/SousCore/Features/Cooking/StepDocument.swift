import MealKit

/// One step of cooking mode for scripts (`"kind": "step"`); `timer` only when the step offers one.
struct StepDocument: Encodable {
    struct Ingredient: Encodable {
        var name: String
        var measure: String
    }

    struct Timer: Encodable {
        var phrase: String
        var seconds: Int
    }

    let kind = "step"
    var meal: String
    var number: Int
    var of: Int
    var text: String
    var ingredients: [Ingredient]
    var timer: Timer?

    init(_ step: CookingSteps.Step, of count: Int, meal: String, scale: Double, units: UnitSystem) {
        self.meal = TerminalText.sanitizedLine(meal)
        number = step.number
        of = count
        text = TerminalText.sanitizedLine(step.text)
        ingredients = step.ingredients.map { ingredient in
            Ingredient(name: TerminalText.sanitizedLine(ingredient.name),
                       measure: TerminalText.sanitizedLine(ScaledMeasure.text(ingredient.measure, scale: scale, units: units)))
        }
        timer = step.timer.map { Timer(phrase: TerminalText.sanitizedLine($0.phrase), seconds: $0.duration.seconds) }
    }
}
