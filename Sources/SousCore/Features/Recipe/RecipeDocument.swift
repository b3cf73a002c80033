import FoundationEssentials
import MealKit

/// A recipe for scripts (`"kind": "recipe"`), its quantities times `scale` in `units`. Keys the README
/// promises as null are `@Nullable`; the others that may be missing are left out when so.
struct RecipeDocument: Encodable {
    struct Origin: Encodable {
        var source: String
        var reference: String
        var url: String?
        var author: String?
    }

    struct Yield: Encodable {
        var amount: Double
        @Nullable var unit: String?
        var upTo: Double?
    }

    struct Times: Encodable {
        var prep: Double?
        var cook: Double?
        var total: Double?
    }

    struct Ingredient: Encodable {
        var name: String
        var measure: String
        var food: String
        @Nullable var note: String?
        @Nullable var group: String?
        /// The measure read as an amount and a unit, when it holds one.
        var quantity: Quantity?
    }

    struct Quantity: Encodable {
        var amount: Double
        var upTo: Double?
        var unit: String?
    }

    struct Step: Encodable {
        var text: String
        @Nullable var section: String?
        /// The timers the recipe itself sets in the step (Cooklang's `~eggs{3%minutes}`); empty for most sources.
        var timers: [Timer]
    }

    struct Timer: Encodable {
        @Nullable var name: String?
        @Nullable var amount: Double?
        @Nullable var unit: String?
    }

    struct Cookware: Encodable {
        var name: String
        /// How many, as the recipe says it ("2", "two small"); "1" when it does not say.
        var quantity: String
    }

    struct Links: Encodable {
        var video: String?
        var source: String?
        var picture: String?
    }

    let kind = "recipe"
    var id: String
    var name: String
    @Nullable var category: String?
    @Nullable var area: String?
    var tags: [String]
    var favorite: Bool
    var origin: Origin
    @Nullable var yield: Yield?
    var times: Times
    var scale: Double
    var units: String
    var ingredients: [Ingredient]
    var cookware: [Cookware]
    var steps: [Step]
    var links: Links

    init(_ meal: Recipe, isFavorite: Bool, scale: Double, units: UnitSystem) {
        let clean = TerminalText.sanitizedLine
        id = meal.id
        name = clean(meal.name)
        category = meal.category.map(clean)
        area = meal.area.map(clean)
        tags = meal.tags.map(clean)
        favorite = isFavorite
        origin = Origin(source: meal.origin.source.rawValue, reference: meal.reference,
                        url: meal.origin.url?.absoluteString, author: meal.origin.author.map(clean))
        yield = meal.yield.map { Yield(amount: $0.amount * scale, unit: $0.unit.map(clean), upTo: $0.upTo.map { $0 * scale }) }
        times = Times(prep: meal.times.prep, cook: meal.times.cook, total: meal.times.total)
        self.scale = scale
        self.units = units.rawValue
        ingredients = meal.ingredients.map { ingredient in
            let measure = ScaledMeasure.text(ingredient.measure, scale: scale, units: units)
            let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
            return Ingredient(
                name: clean(ingredient.name), measure: clean(measure), food: clean(line.food), note: line.note.map(clean),
                group: ingredient.group.map(clean),
                quantity: Measure(measure).quantity.map { Quantity(amount: $0.amount, upTo: $0.upperAmount, unit: $0.unit?.symbol) })
        }
        cookware = meal.cookware.map { Cookware(name: clean($0.name), quantity: $0.quantity.map(clean) ?? "1") }
        steps = meal.stepsShown(scale: scale, units: units).map { step in
            Step(text: clean(step.text), section: step.section.map(clean),
                 timers: step.timers.map { Timer(name: $0.name.map(clean), amount: $0.amount, unit: $0.unit.map(clean)) })
        }
        links = Links(video: meal.youtubeURL?.absoluteString, source: meal.sourceURL?.absoluteString,
                      picture: meal.thumbnailURL?.absoluteString)
    }
}
