import Foundation
import Testing
@testable import MealKit

/// TheMealDB's free-text measures read as quantities, and quantities scaled, converted and printed.
@Suite("Measures")
struct MeasureTests {
    @Test("the issue's examples read as amount, range and unit", arguments: [
        ("1/2 cup", 0.5, nil, MeasureUnit.cup, nil),
        ("1 ½ tsp", 1.5, nil, .teaspoon, nil),
        ("200g", 200, nil, .gram, nil),
        ("2 tbs", 2, nil, .tablespoon, nil),
        ("3-4", 3, 4, nil, nil),
        ("1 (400g) tin", 1, nil, .counted("tin"), "(400g)"),
        ("½ lb", 0.5, nil, .pound, nil),
        ("1kg", 1, nil, .kilogram, nil),
        ("2 cloves", 2, nil, .counted("clove"), nil),
        ("3 Tablespoons", 3, nil, .tablespoon, nil),
        ("1 1/2 cups", 1.5, nil, .cup, nil),
        ("1-⅓ cups", 4.0 / 3, nil, .cup, nil),
        // The fraction slash pages typeset (Saveur's "1⁄4 tsp."), as the ingredient parser reads it.
        ("1⁄4 tsp.", 0.25, nil, .teaspoon, nil),
        ("2-1/2 cups", 2.5, nil, .cup, nil),
        ("1 and 1/8 cup", 1.125, nil, .cup, nil),
        ("1-2tbsp", 1, 2, .tablespoon, nil),
        ("4 - 6", 4, 6, nil, nil),
        ("75g/3oz", 75, nil, .gram, nil),
        ("50ml/2fl oz", 50, nil, .millilitre, nil),
        ("2 x 400g tins", 800, nil, .gram, "tins"),
        ("3 400g Cans", 1200, nil, .gram, "Cans"),
        ("12 ounces (340g)", 12, nil, .ounce, "(340g)"),
        ("8-ounce sliced", 8, nil, .ounce, "sliced"),
        ("1.5kg", 1.5, nil, .kilogram, nil),
        ("2 large", 2, nil, nil, "large"),
        ("1 clove, peeled and sliced", 1, nil, .counted("clove"), "peeled and sliced"),
        ("1 L", 1, nil, .litre, nil),
    ] as [(String, Double, Double?, MeasureUnit?, String?)])
    func reads(text: String, amount: Double, upper: Double?, unit: MeasureUnit?, note: String?) throws {
        let quantity = try #require(Measure(text).quantity, "\(text)")
        #expect(abs(quantity.amount - amount) < 1e-9, "\(text)")
        #expect(quantity.upperAmount == upper, "\(text)")
        #expect(quantity.unit == unit, "\(text)")
        #expect(quantity.note == note, "\(text)")
    }

    @Test("amounts by eye are understood but not quantities; descriptions are kept as text")
    func vagueAndUnparsed() {
        for text in ["Pinch", "to taste", "To serve", "Handful", "Small bunch", "Dash", "For frying", "Sprigs of fresh", "grated, to taste"] {
            #expect(Measure(text).reading == .vague, "\(text)")
        }
        for text in ["Chopped", "Sliced and Seeded", "3rd", "", "  ", "Thumb sized peeled"] {
            #expect(Measure(text).reading == .unparsed, "\(text)")
            #expect(Measure(text).text == text)
        }
        let juice = Measure("Juice of 1/2").quantity
        #expect(juice == Quantity(amount: 0.5, prefix: "Juice of"))
        #expect(juice?.scaled(by: 2).formatted == "Juice of 1")
    }

    @Test("every measure in the snapshot parses without a crash, and most are understood")
    func snapshotCoverage() throws {
        let measures = try RawMeal.apiStyle.get().flatMap(\.slots).map(\.measure)
        let written = measures.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let readings = written.map { Measure($0) }
        let understood = readings.filter(\.isUnderstood).count
        let quantities = readings.filter { $0.quantity != nil }.count
        let share = Double(understood) / Double(written.count)
        print("measure coverage: \(understood)/\(written.count) written measures understood "
              + "(\(String(format: "%.1f", share * 100))%), \(quantities) as quantities; "
              + "\(measures.count - written.count) slots have no measure")
        #expect(written.count > 5_000)
        #expect(share >= 0.95, "only \(understood) of \(written.count) measures understood")
        for reading in readings {
            if let quantity = reading.quantity {
                #expect(quantity.amount > 0 && quantity.amount.isFinite, "\(reading.text)")
                #expect(!quantity.formatted.isEmpty)
            }
        }
    }

    @Test("scaling tidies the unit and prints kitchen fractions; tiny amounts never print as 0")
    func scaling() throws {
        func scaled(_ text: String, _ factor: Double) throws -> String {
            try #require(Measure(text).quantity).scaled(by: factor).formatted
        }
        #expect(try scaled("1 tsp", 2) == "2 tsp")
        #expect(try scaled("2 tsp", 2) == "4 tsp")
        #expect(try scaled("1 ½ tsp", 2) == "1 tbsp")
        #expect(try scaled("5 tablespoons", 2) == "10 tbsp")
        #expect(try scaled("6 tablespoons", 2) == "12 tbsp", "spoons stay spoons")
        #expect(try scaled("1 tbsp", 0.25) == "¾ tsp")
        #expect(try scaled("1/2 tsp", 0.25) == "⅛ tsp")
        #expect(try scaled("1/4 tsp", 0.5) == "⅛ tsp")
        #expect(try scaled("1/4 tsp", 0.1) == "a pinch")
        #expect(try scaled("800g", 1.5) == "1.2 kg")
        #expect(try scaled("1kg", 0.25) == "250 g")
        #expect(try scaled("1 1/2 cups", 2) == "3 cups")
        #expect(try scaled("1/4 cup", 0.5) == "2 tbsp")
        #expect(try scaled("3-4", 2) == "6–8")
        #expect(try scaled("1", 0.5) == "½")
        #expect(try scaled("1 (400g) tin", 2) == "2 tins (400g)")
        #expect(try scaled("2 cloves", 0.5) == "1 clove")
        #expect(try scaled("5g", 0.01) == "0.05 g")
        #expect(try scaled("1", 0.01) == "0.01")
        #expect(try scaled("12 ounces", 2) == "1½ lb")
        #expect(try scaled("4 tsp", 3) == "4 tbsp", "a teaspoon amount does not jump to cups")
        #expect(try scaled("1 L", 2) == "2 L", "the litre keeps its capital")
        #expect(try scaled("65ml", 1.5) == "100 ml", "no false precision: 97.5 ml is 100 ml")
        #expect(try scaled("1 1/4 cups", 2) == "2½ cups", "one way to write fractions")
    }

    @Test("metric amounts round to steps a kitchen measures")
    func metricRounding() throws {
        func shown(_ text: String) throws -> String { try #require(Measure(text).quantity).scaled(by: 1.000_001).formatted }
        #expect(try shown("7.5g") == "7.5 g")
        #expect(try shown("13g") == "13 g")
        #expect(try shown("98ml") == "100 ml")
        #expect(try shown("127g") == "125 g")
        #expect(try shown("427g") == "430 g")
        #expect(try shown("1234g") == "1.25 kg")
        #expect(try shown("0.3g") == "0.3 g")
    }

    @Test("a meal scaled for the shopping list: amounts scaled, unread measures say the factor")
    func mealScaled() {
        let meal = Recipe(id: "1", name: "Stir fry", ingredients: [
            Ingredient(name: "Soy sauce", measure: "2½ tbsp"), Ingredient(name: "Ginger", measure: "large piece"),
            Ingredient(name: "Salt", measure: "to taste"), Ingredient(name: "Tins", measure: "1 (400g) tin"),
        ])
        #expect(meal.scaled(by: 2).ingredients.map(\.measure) == ["5 tbsp", "large piece ×2", "to taste", "2 tins (400g)"])
        #expect(meal.scaled(by: 1) == meal)
    }

    @Test("conversion between metric and US where it is exact enough")
    func conversion() throws {
        func converted(_ text: String, _ system: UnitSystem) throws -> String {
            try #require(Measure(text).quantity).converted(to: system).formatted
        }
        #expect(try converted("1 cup", .metric) == "240 ml")
        #expect(try converted("1 lb", .metric) == "450 g")
        #expect(try converted("2 lbs", .metric) == "910 g")
        #expect(try converted("4 cups", .metric) == "960 ml")
        #expect(try converted("8 cups", .metric) == "1.9 L")
        #expect(try converted("1 tbsp", .metric) == "1 tbsp", "spoons are metric measures too")
        #expect(try converted("200g", .us) == "7 oz")
        #expect(try converted("1kg", .us) == "2¼ lb")
        #expect(try converted("100ml", .us) == "6½ tbsp", "tablespoons by the half, as spoons measure")
        #expect(try converted("250ml", .us) == "1 cup")
        #expect(try converted("300ml", .us) == "1¼ cups")
        #expect(try converted("10ml", .us) == "2 tsp")
        #expect(try converted("30ml", .us) == "2 tbsp")
        #expect(try converted("2 cloves", .metric) == "2 cloves")
        #expect(try converted("200g", .original) == "200 g")
        #expect(try converted("1 cup", .us) == "1 cup")
    }

    @Test("fractions and decimals")
    func numbers() {
        #expect(Quantity.fraction(0.125) == "⅛")
        #expect(Quantity.fraction(0.13) == "⅛")
        #expect(Quantity.fraction(0.66) == "⅔")
        #expect(Quantity.fraction(2.99) == "3")
        #expect(Quantity.fraction(12.4) == "12½")
        #expect(Quantity.fraction(0.01) == "0.01")
        #expect(Quantity.decimal(0.013, places: 1) == "0.013")
        #expect(Quantity.decimal(7.5, places: 1) == "7.5")
        #expect(Quantity.decimal(127.5, places: 1) == "128")
        #expect(Quantity.decimal(1.25, places: 2) == "1.25")
    }
}
