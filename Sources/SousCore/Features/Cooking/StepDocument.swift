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
        /// What the recipe names the timer ("eggs"), for its own timers.
        var name: String?

        init(_ timer: CookingSteps.Timer) {
            phrase = TerminalText.sanitizedLine(timer.phrase)
            seconds = timer.duration.seconds
            name = timer.name.map(TerminalText.sanitizedLine)
        }
    }

    let kind = "step"
    var meal: String
    var number: Int
    var of: Int
    var text: String
    var ingredients: [Ingredient]
    /// The timer the step is timed by (its longest), when it offers one.
    var timer: Timer?
    /// Every timer `t` starts: the recipe's own for the step, else the one its words name.
    var timers: [Timer]

    init(_ step: CookingSteps.Step, of count: Int, meal: String, scale: Double, units: UnitSystem) {
        self.meal = TerminalText.sanitizedLine(meal)
        number = step.number
        of = count
        text = TerminalText.sanitizedLine(step.text)
        ingredients = step.ingredients.map { ingredient in
            Ingredient(name: TerminalText.sanitizedLine(ingredient.name),
                       measure: TerminalText.sanitizedLine(ScaledMeasure.text(ingredient.measure, scale: scale, units: units)))
        }
        timer = step.timer.map(Timer.init)
        timers = step.timers.map(Timer.init)
    }
}
