import Foundation
import Testing
@testable import MealKit

/// Ingredient lines read once into amount, unit, food and note (lines written for these tests).
@Suite("Ingredient parser")
struct IngredientParserTests {
    private func expectLine(_ text: String, amount: Double?, upTo: Double? = nil, unit: MeasureUnit?, food: String,
                            note: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let line = IngredientParser.parse(text)
        if let amount {
            #expect(line.quantity.map { abs($0.amount - amount) < 1e-9 } == true, "\(text): \(String(describing: line.quantity))",
                    sourceLocation: sourceLocation)
        } else {
            #expect(line.quantity == nil, "\(text)", sourceLocation: sourceLocation)
        }
        #expect(line.quantity?.upperAmount == upTo, "\(text)", sourceLocation: sourceLocation)
        #expect(line.quantity?.unit?.symbol == unit?.symbol, "\(text)", sourceLocation: sourceLocation)
        #expect(line.food == food, "\(text)", sourceLocation: sourceLocation)
        if let note { #expect(line.note == note, "\(text)", sourceLocation: sourceLocation) }
    }

    @Test("amounts: ranges with a dash or 'to', fractions, unicode fractions, mixed numbers, decimals", arguments: [
        ("2-3 tablespoons olive oil", 2, 3, MeasureUnit.tablespoon, "olive oil"),
        ("2 to 3 carrots, peeled", 2, 3, nil, "carrot"),
        ("1 to 1 1/2 cups vegetable stock", 1, 1.5, .cup, "vegetable stock"),
        ("4 – 6 sprigs thyme", 4, 6, .counted("sprig"), "thyme"),
        ("1/2 cup sugar", 0.5, nil, .cup, "sugar"),
        ("½ tsp salt", 0.5, nil, .teaspoon, "salt"),
        ("1½ cups milk", 1.5, nil, .cup, "milk"),
        ("2 1/4 cups plain flour", 2.25, nil, .cup, "plain flour"),
        ("0.75 l water", 0.75, nil, .litre, "water"),
        ("1 ⅓ cups rolled oats", 4.0 / 3, nil, .cup, "rolled oats"),
    ] as [(String, Double, Double?, MeasureUnit?, String)])
    func amounts(text: String, amount: Double, upTo: Double?, unit: MeasureUnit?, food: String) {
        expectLine(text, amount: amount, upTo: upTo, unit: unit, food: food)
    }

    @Test("units: metric, US, spoons as written, dual measures, counted units and pack sizes")
    func units() {
        expectLine("150g/5½oz dark chocolate, broken into pieces", amount: 150, unit: .gram, food: "dark chocolate")
        expectLine("200ml/7fl oz double cream", amount: 200, unit: .millilitre, food: "double cream")
        expectLine("1 T honey", amount: 1, unit: .tablespoon, food: "honey")
        expectLine("2 t ground cumin", amount: 2, unit: .teaspoon, food: "ground cumin")
        expectLine("3 c rice", amount: 3, unit: .cup, food: "rice")
        expectLine("1 (14-ounce) can coconut milk", amount: 1, unit: .counted("can"), food: "coconut milk")
        expectLine("2 x 400g tins butter beans, drained", amount: 2, unit: .counted("tin"), food: "butter bean")
        expectLine("3 garlic cloves, crushed", amount: 3, unit: .counted("clove"), food: "garlic")
        expectLine("2 cloves garlic", amount: 2, unit: .counted("clove"), food: "garlic")
        expectLine("1 bunch spring onions", amount: 1, unit: .counted("bunch"), food: "spring onion")
        expectLine("1 1-inch piece ginger", amount: 1, unit: .counted("piece"), food: "ginger")
        expectLine("pinch of saffron", amount: 1, unit: .counted("pinch"), food: "saffron")
        expectLine("4 slices sourdough", amount: 4, unit: .counted("slice"), food: "sourdough")
        expectLine("2 large eggs", amount: 2, unit: nil, food: "egg", note: "large")
        expectLine("2 teaspoons ground cloves", amount: 2, unit: .teaspoon, food: "ground clove")
    }

    @Test("the food: preparation and asides are notes; fresh, canned and kinds are food")
    func foods() {
        expectLine("2 1/2 cups finely chopped onions (about 2 large)", amount: 2.5, unit: .cup, food: "onion",
                   note: "finely chopped; (about 2 large)")
        expectLine("1 tbsp freshly ground black pepper", amount: 1, unit: .tablespoon, food: "black pepper")
        expectLine("2 tbsp chopped fresh parsley, to serve", amount: 2, unit: .tablespoon, food: "fresh parsley")
        expectLine("1 cup canned chickpeas, rinsed", amount: 1, unit: .cup, food: "canned chickpea", note: "rinsed")
        expectLine("salt and pepper, to taste", amount: nil, unit: nil, food: "salt and pepper", note: "to taste")
        expectLine("Juice of 1 lemon", amount: 1, unit: nil, food: "lemon", note: "juice of")
        expectLine("1 cup shelled, unsalted pistachios", amount: 1, unit: .cup, food: "unsalted pistachio")
        // Kinds listed with commas before the food are the food's (Saveur's chicken was "boneless").
        expectLine("10 boneless, skinless chicken thighs (2 lb. 3 oz.), halved", amount: 10, unit: nil,
                   food: "boneless skinless chicken thigh", note: "(2 lb. 3 oz.); halved")
        expectLine("3 bay leaves", amount: 3, unit: nil, food: "bay leaf")
        expectLine("400g minced beef", amount: 400, unit: .gram, food: "minced beef")
        expectLine("1 can chopped tomatoes", amount: 1, unit: .counted("can"), food: "chopped tomato")
        expectLine("olive oil, for frying", amount: nil, unit: nil, food: "olive oil", note: "for frying")
    }

    @Test("synonyms fold into one spelling, which the corpus reading can leave as written")
    func synonyms() {
        #expect(IngredientParser.parse("1 bunch cilantro").food == "coriander")
        #expect(IngredientParser.parse("4 scallions, sliced").food == "spring onion")
        #expect(IngredientParser.parse("2 zucchini").food == "courgette")
        #expect(IngredientParser.parse("1 small eggplant").food == "aubergine")
        #expect(IngredientParser.parse("2 green onions").food == "spring onion")
        #expect(IngredientParser.parse("1 bunch cilantro", foldingSynonyms: false).food == "cilantro")
    }

    @Test("TheMealDB rows: the measure's notes and the food it sometimes names")
    func mealDBRows() {
        let kaffir = IngredientParser.parse(name: "Lime", measure: "2 fresh kaffir leaves")
        #expect(kaffir.food == "kaffir lime leaf")
        #expect(kaffir.quantity?.amount == 2)
        #expect(kaffir.quantity?.unit == nil || kaffir.quantity?.unit?.symbol == "leaf")
        let juice = IngredientParser.parse(name: "Lime", measure: "Juice of 1")
        #expect(juice.food == "lime")
        #expect(juice.quantity?.amount == 1)
        #expect(juice.note == "juice of")
        let chopped = IngredientParser.parse(name: "Lime", measure: "Chopped")
        #expect(chopped.food == "lime")
        #expect(chopped.quantity == nil)
        #expect(chopped.note == "Chopped")
        let tin = IngredientParser.parse(name: "Chopped Tomatoes", measure: "1 (400g) tin")
        #expect(tin.food == "chopped tomato")
        #expect(tin.quantity?.unit?.symbol == "tin")
        let onion = IngredientParser.parse(name: "Chopped Onion", measure: "1/2 cup")
        #expect(onion.food == "onion")
        #expect(onion.note == "Chopped")
        let eggs = IngredientParser.parse(name: "Free-range Eggs, Beaten", measure: "3")
        #expect(eggs.food == "free-range egg")
        #expect(eggs.note == "Beaten")
        #expect(IngredientParser.parse(name: "Garlic Clove", measure: "4").food == "garlic")
        #expect(IngredientParser.parse(name: "Spring Onions", measure: "4").food == "spring onion")
        #expect(IngredientParser.parse(name: "Hispi (sweetheart) Cabbage", measure: "1").food == "hispi cabbage")
    }

    @Test("a line read once round-trips through JSON")
    func codable() throws {
        let line = IngredientParser.parse("2-3 tbsp finely chopped parsley")
        let data = try JSONEncoder().encode(line)
        #expect(try JSONDecoder().decode(IngredientLine.self, from: data) == line)
    }

    @Test("hostile lines read without a trap: empty, all punctuation, huge numbers, unclosed brackets")
    func hostile() {
        for text in ["", " ", "(", ")", "((((", "1e309 cups", "99999999999999999999 g", "-", "/ / /", "½½½", "1-", "to", "3rd"] {
            _ = IngredientParser.parse(text)
            _ = IngredientParser.parse(name: text, measure: text)
        }
        #expect(IngredientParser.parse("99999999999 g flour").quantity == nil)
    }
}
