import Foundation
import Testing
@testable import MealKit

/// The shopping list's merge: one item per ingredient, amounts added where the units allow.
@Suite("Shopping list")
struct ShoppingListTests {
    static func meal(_ id: String, _ ingredients: [(String, String)]) -> Recipe {
        Recipe(id: id, name: "Meal \(id)", ingredients: ingredients.map { Ingredient(name: $0.0, measure: $0.1) })
    }

    static func text(_ list: ShoppingList, _ units: UnitSystem = .original) -> [String] {
        list.items.map { "\($0.name): \($0.amountText(in: units))" }
    }

    @Test("g and kg add up, in the larger unit")
    func massAddsUp() {
        let list = ShoppingList(meals: [Self.meal("1", [("Potatoes", "300g")]), Self.meal("2", [("potatoes", "1kg")])])
        #expect(Self.text(list) == ["Potatoes: 1.3 kg"])
        #expect(list.items.first?.mealIDs == ["1", "2"])
    }

    @Test("tsp, tbsp and cup add up; ml and l add up")
    func volumesAddUp() {
        let list = ShoppingList(meals: [
            Self.meal("1", [("Sugar", "1 tsp"), ("Milk", "300ml")]),
            Self.meal("2", [("Sugar", "1 tbs"), ("Milk", "1 L")]),
            Self.meal("3", [("sugar", "1/4 cup")]),
        ])
        #expect(Self.text(list) == ["Milk: 1.3 L", "Sugar: ⅓ cup"])
        #expect(Self.text(list, .metric) == ["Milk: 1.3 L", "Sugar: 80 ml"])
        #expect(Self.text(list, .us) == ["Milk: 5½ cups", "Sugar: ⅓ cup"])
    }

    @Test("'Pinch' beside '1 pinch' is one more pinch, in either order; alone, or beside 'to taste', it stays as written")
    func byEyeBesideTheSameUnit() {
        // Big Mac's "Pinch" Pepper and Szechuan Beef's "1 pinch".
        let both = ShoppingList(meals: [Self.meal("1", [("Pepper", "Pinch")]), Self.meal("2", [("pepper", "1 pinch")])])
        #expect(Self.text(both) == ["Pepper: 2 pinches"])
        let reversed = ShoppingList(meals: [Self.meal("2", [("pepper", "1 pinch")]), Self.meal("1", [("Pepper", "Pinch")])])
        #expect(Self.text(reversed) == ["pepper: 2 pinches"], "named as the first meal writes it")
        let alone = ShoppingList(meals: [Self.meal("1", [("Salt", "Pinch"), ("Salt", "to taste"), ("Cumin", "1 tsp")]),
                                         Self.meal("2", [("cumin", "Pinch")])])
        #expect(Self.text(alone) == ["Cumin: 1 tsp, Pinch", "Salt: Pinch, to taste"])
    }

    @Test("spoonfuls past half a cup are bought by the cup (ml in metric); fewer stay spoons")
    func manySpoonfulsByTheCup() {
        let oil = ShoppingList(meals: (1...12).map { Self.meal("\($0)", [("Olive Oil", "2 tbsp")]) })
        #expect(Self.text(oil) == ["Olive Oil: 1½ cups"])
        #expect(Self.text(oil, .metric) == ["Olive Oil: 360 ml"])
        #expect(Self.text(oil, .us) == ["Olive Oil: 1½ cups"])
        let some = ShoppingList(meals: [Self.meal("1", [("Olive Oil", "3 tbsp")]), Self.meal("2", [("olive oil", "4 tbsp")])])
        #expect(Self.text(some, .metric) == ["Olive Oil: 7 tbsp"])
    }

    @Test("units that do not add up stand side by side, with the measures that have no amount")
    func incompatibleSideBySide() {
        let list = ShoppingList(meals: [
            Self.meal("1", [("Onion", "300g"), ("Salt", "Pinch")]),
            Self.meal("2", [("Onions", "3 medium"), ("salt", "to taste"), ("Salt", "pinch")]),
            Self.meal("3", [("onion", "1 medium finely chopped"), ("Garlic", "2 cloves")]),
            Self.meal("4", [("Garlic", "3 cloves minced")]),
        ])
        #expect(Self.text(list) == ["Garlic: 5 cloves", "Onion: 300 g, 4 medium", "Salt: Pinch, to taste"])
    }

    @Test("names merge across case, accents and plurals; mixed US and metric sum in metric")
    func namesMerge() {
        let list = ShoppingList(meals: [
            Self.meal("1", [("Olive Oil", "2 tbsp"), ("Egg", "1"), ("Tomatoes", "8 oz"), ("Crème Fraîche", "100ml")]),
            Self.meal("2", [("olive oil", "1 tbsp"), ("Eggs", "2 large"), ("Tomato", "200g"), ("creme fraiche", "2 tbsp")]),
        ])
        #expect(Self.text(list) == [
            "Crème Fraîche: 130 ml", "Egg: 1, 2 large", "Olive Oil: 3 tbsp", "Tomatoes: 430 g",
        ])
    }

    @Test("ranges add up as ranges; ticks go by key and are dropped with the last meal needing them")
    func rangesAndTicks() {
        var list = ShoppingList(meals: [Self.meal("1", [("Eggs", "3-4")]), Self.meal("2", [("Egg", "2"), ("Flour", "100g")])])
        #expect(Self.text(list) == ["Eggs: 5–6", "Flour: 100 g"])
        list.setChecked("flour", true)
        list.setChecked("egg", true)
        #expect(list.items.map(\.isChecked) == [true, true])
        list.remove(mealID: "2")
        #expect(list.checked == ["egg"])
        list.add(Self.meal("1", [("Eggs", "1")]))
        #expect(list.meals.count == 1, "adding a meal again replaces it")
        #expect(Self.text(list) == ["Eggs: 1"])
    }

    @Test("items are foods: kaffir lime leaves are not limes, 'juice of' stays, a preparation is no amount")
    func foodsStayApart() {
        let list = ShoppingList(meals: [
            Self.meal("fajitas", [("Lime", "Juice of 1"), ("Lime", "Chopped"), ("Garlic Clove", "2")]),
            Self.meal("curry", [("Lime", "2 fresh kaffir leaves"), ("Garlic", "3 cloves"), ("Garlic Powder", "1 tsp")]),
        ])
        #expect(Self.text(list) == [
            "Garlic: 5 cloves", "Garlic Powder: 1 tsp", "Kaffir lime leaf: 2", "Lime: juice of 1",
        ])
    }

    @Test("a measure that names the kind is bought as that kind: '1 red' Pepper is a red pepper, not the spice")
    func measureNamesTheKind() {
        // Chicken Alfredo Primavera's "1 red" Pepper and "pinch" Pepper, Brown Stew Chicken's Red Pepper;
        // "1 tsp ground" Coriander is the spice, "Handful" Coriander the herb; "1 chopped" Onion is an onion.
        let list = ShoppingList(meals: [
            Self.meal("alfredo", [("Pepper", "1 red"), ("Pepper", "pinch"), ("Onion", "1 chopped")]),
            Self.meal("stew", [("Red Pepper", "1 chopped"), ("Coriander", "Handful"), ("Coriander", "1 tsp ground")]),
        ])
        #expect(Self.text(list) == [
            "Coriander: Handful", "Ground coriander: 1 tsp", "Onion: 1", "Pepper: pinch", "Red Pepper: 2",
        ])
        let aisles = Dictionary(uniqueKeysWithValues: list.items.map { ($0.key, AisleMap.builtIn.aisle(for: $0.name).name) })
        #expect(aisles["red pepper"] == "produce" && aisles["pepper"] == "spices")
        #expect(aisles["coriander"] == "produce" && aisles["ground coriander"] == "spices")
        let alone = ShoppingList(meals: [Self.meal("alfredo", [("Pepper", "1 red"), ("Pepper", "pinch")])])
        #expect(Self.text(alone) == ["Pepper: pinch", "Red pepper: 1"], "named for what is bought, not 'Pepper'")
    }

    @Test("a ticked item that needs more is no longer ticked and shows what was added; the file keeps it")
    func tickedItemGrows() async throws {
        let teriyaki = Self.meal("52772", [("minced garlic", "1/2 tsp"), ("soy sauce", "3/4 cup")])
        var list = ShoppingList(meals: [teriyaki])
        list.setChecked("garlic", true)
        #expect(list.items.first { $0.key == "garlic" }?.isChecked == true)
        list.add(ShoppingList.Entry(meal: teriyaki, scale: 2))
        let garlic = try #require(list.items.first { $0.key == "garlic" })
        #expect(!garlic.isChecked, "not ✓ minced garlic 1 tsp: half of it is still to buy")
        #expect(garlic.amountText(in: .original) == "1 tsp")
        #expect(garlic.addedText(in: .original) == "+½ tsp since ticked off")
        let directory = try TemporaryDirectory()
        let store = FileShoppingListStore(directory: directory.url)
        _ = await store.apply(.add([teriyaki]))
        _ = await store.apply(.setChecked(keys: ["garlic"], true))
        _ = await store.apply(.addEntries([ShoppingList.Entry(meal: teriyaki, scale: 2)]))
        let read = await FileShoppingListStore(directory: directory.url).load().value
        #expect(read.items.first { $0.key == "garlic" }?.addedText(in: .original) == "+½ tsp since ticked off")
        list.setChecked("garlic", true)
        #expect(list.items.first { $0.key == "garlic" }?.isChecked == true, "ticked again: all of it bought")
        list.add(ShoppingList.Entry(meal: teriyaki, scale: 1))
        #expect(list.items.first { $0.key == "garlic" }?.isChecked == true, "needing less keeps the tick")
    }

    @Test("eggs on the list are whole; a scale of a third reads as a third")
    func wholeEggs() {
        var list = ShoppingList()
        list.add(ShoppingList.Entry(meal: Self.meal("1", [("Free-range Egg, Beaten", "1"), ("Paprika", "1 tsp")]), scale: 1.5))
        list.add(ShoppingList.Entry(meal: Self.meal("2", [("Paprika", "1 tbsp")]), scale: 1.5))
        #expect(Self.text(list) == ["Free-range Egg, Beaten: 2", "Paprika: 2 tbsp"])
        #expect(Quantity.factor(1.0 / 3) == "⅓")
        #expect(Quantity.factor(4.0 / 3) == "1⅓")
        #expect(Quantity.factor(0.25) == "0.25")
        #expect(Quantity(amount: 2.625, unit: .tablespoon).formatted == "2½ tbsp")
    }

    @Test("every meal of the catalogue merges into a list without losing an ingredient")
    func wholeCatalogue() async throws {
        let meals = try await OfflineCatalog().allMeals()
        let items = ShoppingList(meals: meals).items
        let keys = Set(meals.flatMap(\.ingredients).map(ShoppingList.key(of:)).filter { !$0.isEmpty && $0 != "water" })
        #expect(Set(items.map(\.key)) == keys)
        for item in items {
            for units in UnitSystem.allCases {
                for amount in item.amounts.map({ $0.converted(to: units).formatted }) {
                    #expect(!amount.hasPrefix("0 ") && amount != "0", "\(item.name): \(amount)")
                }
            }
        }
    }

    @Test("the in-memory store applies each change to the whole list")
    func store() async {
        let store = FileShoppingListStore.inMemory()
        _ = await store.apply(.add([Self.meal("1", [("Flour", "100g")])]))
        _ = await store.apply(.setChecked(keys: ["flour"], true))
        #expect(await store.load().value == ShoppingList(meals: [Self.meal("1", [("Flour", "100g")])], checked: ["flour"],
                                                          bought: ["flour": [Quantity(amount: 100, unit: .gram)]]))
        #expect(await store.apply(.remove(mealID: "1")).value == ShoppingList())
        _ = await store.apply(.add([Self.meal("2", [("Milk", "1 cup")])]))
        #expect(await store.apply(.clear).value == ShoppingList())
    }
}

@Suite("Pantry")
struct PantryTests {
    static func meal(_ id: String, _ name: String, _ ingredients: [String]) -> Recipe {
        Recipe(id: id, name: name, ingredients: ingredients.map { Ingredient(name: $0, measure: "1") })
    }

    let meals = [
        meal("1", "Pancakes", ["Eggs", "Plain Flour", "Milk", "Sugar", "Water"]),
        meal("2", "Omelette", ["Egg", "Butter"]),
        meal("3", "Toast", ["Bread", "Butter"]),
        meal("4", "Crêpes", ["Eggs", "Flour", "Milk", "Salt", "Butter", "Sugar"]),
    ]

    @Test("meals rank by the share the pantry covers, showing what is missing; untouched meals are left out")
    func rank() {
        let ranked = PantryMatch.rank(meals, pantry: ["eggs", "flour", "milk"])
        #expect(ranked.map { "\($0.meal.name) \($0.have)/\($0.total) \($0.missing)" } == [
            "Pancakes 4/5 [\"Sugar\"]",
            "Omelette 1/2 [\"Butter\"]",
            "Crêpes 3/6 [\"Salt\", \"Butter\", \"Sugar\"]",
        ])
        #expect(PantryMatch.rank(meals, pantry: []).isEmpty)
        #expect(PantryMatch.rank(meals, pantry: ["saffron"]).isEmpty, "water alone does not make a match")
    }

    @Test("with lists meals that have every ingredient, by whole words, any case, accents and plurals")
    func withAll() {
        #expect(PantryMatch.meals(meals, withAll: ["egg", "MILK"]).map(\.name) == ["Pancakes", "Crêpes"])
        #expect(PantryMatch.meals(meals, withAll: ["butters"]).map(\.name) == ["Omelette", "Toast", "Crêpes"])
        #expect(PantryMatch.meals(meals, withAll: ["flo"]).isEmpty, "whole words only")
        #expect(IngredientName.contains("Chicken Thighs", "chicken thigh"))
        #expect(IngredientName.contains("Crème Fraîche", "creme fraiche"))
        #expect(!IngredientName.contains("Peanuts", "pea"))
        #expect(IngredientName.key("Tomatoes") == "tomato")
        #expect(IngredientName.key("Blueberries") == "blueberry")
        #expect(IngredientName.key("Asparagus") == "asparagus")
    }

    @Test("the pantry covers a food and its kinds and cuts, never a product made of it")
    func hierarchy() {
        #expect(PantryMatch.covers(["chicken"], "Chicken Breasts"))
        #expect(PantryMatch.covers(["chicken"], "chicken thighs"))
        #expect(!PantryMatch.covers(["chicken"], "Chicken Stock"))
        #expect(PantryMatch.covers(["garlic"], "Garlic Clove"))
        #expect(PantryMatch.covers(["garlic"], "Minced Garlic"))
        #expect(!PantryMatch.covers(["garlic"], "Garlic Powder"))
        #expect(PantryMatch.covers(["flour"], "Plain Flour"))
        #expect(PantryMatch.covers(["cilantro"], "Coriander"))
        #expect(!PantryMatch.covers(["lime"], "makrut lime leaves"))
        let meal = Recipe(id: "1", name: "Soup", ingredients: [
            Ingredient(name: "Garlic", measure: "2 cloves"), Ingredient(name: "Garlic Powder", measure: "1 tsp"),
        ])
        let share = ShoppingList.Entry(meal: meal, leavingOut: ["garlic"])
        #expect(ShoppingList(entries: [share]).items.map(\.name) == ["Garlic Powder"])
    }

    @Test("with chicken, rice, garlic: no meal matches through chicken stock")
    func noMatchThroughStock() async throws {
        let meals = try await OfflineCatalog().allMeals()
        let found = PantryMatch.meals(meals, withAll: ["chicken", "rice", "garlic"]).map(\.name)
        #expect(!found.contains("Stuffed Lamb Tomatoes"))
        #expect(!found.contains("Egyptian Fatteh"))
        let ranked = PantryMatch.rank(meals, pantry: ["chicken", "rice", "garlic"])
        for match in ranked where ["Stuffed Lamb Tomatoes", "Egyptian Fatteh"].contains(match.meal.name) {
            #expect(match.missing.contains { $0.lowercased().contains("chicken stock") }, "\(match.meal.name)")
        }
    }

    @Test("the catalogue answers with chicken, lemon with meals that have both")
    func catalogue() async throws {
        let meals = try await OfflineCatalog().allMeals()
        let found = PantryMatch.meals(meals, withAll: ["chicken", "lemon"])
        #expect(!found.isEmpty)
        for meal in found {
            let names = meal.ingredients.map { $0.name.lowercased() }
            #expect(names.contains { $0.contains("chicken") } && names.contains { $0.contains("lemon") }, "\(meal.name)")
        }
    }

    @Test("the pantry store keeps names once, by key, in the order typed")
    func store() async {
        let store = FilePantryStore.inMemory()
        #expect(await store.apply(.add(["eggs", " flour ", "Egg", "milk"])).value == ["eggs", "flour", "milk"])
        #expect(await store.apply(.remove(["Eggs"])).value == ["flour", "milk"])
        #expect(await store.apply(.clear).value == [])
    }
}
