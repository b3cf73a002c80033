import Foundation
import MealKit
import Testing
@testable import SousCore

/// The kitchen commands against the state machine: the whole next state and the exact effects.
@Suite("Session: shopping list, pantry, scaling, units")
struct KitchenSessionTests {
    typealias F = SessionFixtures

    static let pancakes = MealDetail(id: "50001", name: "Meal 1", ingredients: [
        Ingredient(name: "Eggs", measure: "2"), Ingredient(name: "Flour", measure: "100g"),
        Ingredient(name: "Milk", measure: "300ml"), Ingredient(name: "Sugar", measure: "Pinch"),
    ])
    static let omelette = MealDetail(id: "50002", name: "Meal 2", ingredients: [
        Ingredient(name: "Egg", measure: "3"), Ingredient(name: "Butter", measure: "1 tbsp"),
    ])

    static func state(listing: Listing? = F.listing(5), open: MealDetail? = nil, list: [MealDetail] = [],
                      checked: Set<String> = [], pantry: [String] = []) -> SessionState {
        var state = SessionState(listing: listing, openMeal: open)
        state.shoppingList = ShoppingList(meals: list, checked: checked)
        state.pantry = pantry
        return state
    }

    // MARK: shop

    @Test("shop add puts the open meal on the list and says how big it is; the store's answer becomes the state")
    func shopAddOpenMeal() {
        var session = F.session(Self.state(open: Self.pancakes))
        #expect(session.handle(.command(.shop(.add([])))) == [
            .changeShoppingList(.add([Self.pancakes])),
            .show(.message("+ Meal 1 on the shopping list (1 meal, 4 items): shop shows it")),
        ])
        #expect(session.state == Self.state(open: Self.pancakes), "nothing changes until the store answers")
        #expect(session.handle(.shoppingListChanged(ShoppingList(meals: [Self.pancakes]), problems: [])) == [])
        #expect(session.state == Self.state(open: Self.pancakes, list: [Self.pancakes]))
    }

    @Test("shop add after open n x2 puts twice the amounts on the list, and the list adds them up")
    func shopAddScaled() throws {
        var state = Self.state(open: Self.pancakes)
        state.scale = 2
        var session = F.session(state)
        let effects = session.handle(.command(.shop(.add([]))))
        guard case .changeShoppingList(.add(let meals))? = effects.first else {
            Issue.record("expected the meal added, got \(effects)")
            return
        }
        #expect(meals.map(\.id) == ["50001"])
        #expect(meals[0].ingredients.map(\.measure) == ["4", "200 g", "600 ml", "Pinch ×2"])
        let list = ShoppingList(meals: meals + [Self.omelette])
        #expect(list.items.map { "\($0.name): \($0.amountText(in: .metric))" } == [
            "Butter: 1 tbsp", "Eggs: 7", "Flour: 200 g", "Milk: 600 ml", "Sugar: Pinch ×2",
        ])
    }

    @Test("shop add n… fetches listed meals it does not hold, then adds them together")
    func shopAddNumbers() {
        var session = F.session(Self.state(open: Self.pancakes))
        #expect(session.handle(.command(.shop(.add([1])))) == [
            .changeShoppingList(.add([Self.pancakes])),
            .show(.message("+ Meal 1 on the shopping list (1 meal, 4 items): shop shows it")),
        ], "the open meal is at hand: no fetch")
        #expect(session.handle(.command(.shop(.add([2, 1, 2])))) == [.load(.mealsToShop(ids: ["50002", "50001"]))])
        #expect(session.handle(.loaded(.mealsToShop([Self.omelette, Self.pancakes]))) == [
            .changeShoppingList(.add([Self.omelette, Self.pancakes])),
            .show(.message("+ 2 meals on the shopping list (2 meals, 5 items): shop shows it")),
        ])
        #expect(session.state == Self.state(open: Self.pancakes))
    }

    @Test("shop add without an open meal, a listing or a valid number says why")
    func shopAddErrors() {
        var session = F.session(Self.state(listing: nil))
        #expect(session.handle(.command(.shop(.add([])))) == [.show(.error(.nothingOpen))])
        #expect(session.handle(.command(.shop(.add([2])))) == [.show(.error(.noListing))])
        session = F.session(Self.state())
        #expect(session.handle(.command(.shop(.add([1, 9])))) == [.show(.error(.noItem(9, count: 5)))])
        #expect(session.state == Self.state())
    }

    @Test("shop shows the merged list in the current units, or says it is empty")
    func shopShow() {
        var session = F.session(Self.state(list: [Self.pancakes]))
        let list = ShoppingList(meals: [Self.pancakes])
        #expect(session.handle(.command(.shop(.show))) == [.show(.shoppingList(list, units: .original))])
        _ = session.handle(.command(.settings(.change(.units, to: "us"))))
        #expect(session.handle(.command(.shop(.show))) == [.show(.shoppingList(list, units: .us))])
        var empty = F.session()
        #expect(empty.handle(.command(.shop(.show))) == [
            .show(.message("the shopping list is empty: open a meal and type shop add")),
        ])
    }

    @Test("shop check and uncheck tick items by their number on the merged list")
    func shopCheck() {
        // Items, alphabetical: 1 Butter, 2 Egg(s), 3 Flour, 4 Milk, 5 Sugar.
        var session = F.session(Self.state(list: [Self.pancakes, Self.omelette]))
        #expect(session.handle(.command(.shop(.check(2)))) == [
            .changeShoppingList(.setChecked(key: "egg", true)), .show(.message("✓ Eggs ticked off")),
        ])
        #expect(session.handle(.command(.shop(.uncheck(5)))) == [
            .changeShoppingList(.setChecked(key: "sugar", false)), .show(.message("Sugar is back on the list")),
        ])
        #expect(session.handle(.command(.shop(.check(99)))) == [.show(.error(.kitchen(.noShoppingItem(99, count: 5))))])
        #expect(session.handle(.command(.shop(.check(0)))) == [.show(.error(.kitchen(.noShoppingItem(0, count: 5))))])
        var empty = F.session()
        #expect(empty.handle(.command(.shop(.check(1)))) == [.show(.error(.kitchen(.noShoppingItem(1, count: 0))))])
        #expect(session.state == Self.state(list: [Self.pancakes, Self.omelette]))
    }

    @Test("shop remove takes the open meal or a listed one off; one not on the list is an error")
    func shopRemove() {
        var session = F.session(Self.state(open: Self.pancakes, list: [Self.pancakes, Self.omelette]))
        #expect(session.handle(.command(.shop(.remove(nil)))) == [
            .changeShoppingList(.remove(mealID: "50001")), .show(.message("- Meal 1 off the shopping list")),
        ])
        #expect(session.handle(.command(.shop(.remove(2)))) == [
            .changeShoppingList(.remove(mealID: "50002")), .show(.message("- Meal 2 off the shopping list")),
        ])
        #expect(session.handle(.command(.shop(.remove(3)))) == [.show(.error(.kitchen(.notOnShoppingList("Meal 3"))))])
        #expect(session.handle(.command(.shop(.remove(7)))) == [.show(.error(.noItem(7, count: 5)))])
        var nothingOpen = F.session()
        #expect(nothingOpen.handle(.command(.shop(.remove(nil)))) == [.show(.error(.nothingOpen))])
    }

    @Test("shop clear empties the list; an empty one says so")
    func shopClear() {
        var session = F.session(Self.state(list: [Self.pancakes], checked: ["egg"]))
        #expect(session.handle(.command(.shop(.clear))) == [.changeShoppingList(.clear), .show(.message("shopping list cleared"))])
        _ = session.handle(.shoppingListChanged(ShoppingList(), problems: []))
        #expect(session.state == Self.state())
        #expect(session.handle(.command(.shop(.clear))) == [.show(.message("the shopping list is already empty"))])
    }

    @Test("a shopping list the store could not save is kept, and the problem shown")
    func shopStorageProblem() {
        var session = F.session()
        let problem = StorageProblem.unwritable(path: "/data/shopping.json", reason: "disk full")
        let list = ShoppingList(meals: [Self.pancakes])
        #expect(session.handle(.shoppingListChanged(list, problems: [problem])) == [.show(.notice(problem.userMessage))])
        #expect(session.state.shoppingList == list)
    }

    // MARK: scale and units

    @Test("open n xF opens the meal scaled; a plain open starts again from 1")
    func openScaled() {
        var session = F.session(Self.state())
        #expect(session.handle(.command(.openScaled(.number(1), scale: 2))) == [.load(.meal(id: "50001", purpose: .openScaled(2)))])
        #expect(session.handle(.loaded(.meal(Self.pancakes, purpose: .openScaled(2)))) == [
            .show(.scaledRecipe(Self.pancakes, isFavorite: false, scale: 2, units: .original)),
        ])
        var expected = Self.state(open: Self.pancakes)
        expected.scale = 2
        #expect(session.state == expected)
        #expect(session.handle(.command(.open(.number(1)))) == [.show(.recipe(Self.pancakes, isFavorite: false))])
        #expect(session.state == Self.state(open: Self.pancakes))
    }

    @Test("scale re-shows the open recipe at a factor of the recipe as written; scale 1 is the plain recipe")
    func scale() {
        var session = F.session(Self.state(open: Self.pancakes))
        #expect(session.handle(.command(.scale(1.5))) == [
            .show(.scaledRecipe(Self.pancakes, isFavorite: false, scale: 1.5, units: .original)),
        ])
        #expect(session.state.scale == 1.5)
        #expect(session.handle(.command(.scale(1))) == [.show(.recipe(Self.pancakes, isFavorite: false))])
        #expect(session.state == Self.state(open: Self.pancakes))
        var nothingOpen = F.session()
        #expect(nothingOpen.handle(.command(.scale(2))) == [.show(.error(.nothingOpen))])
        #expect(nothingOpen.state == SessionState())
    }

    @Test("set units changes how recipes show, scaled or not, and stays for later ones")
    func setUnits() {
        var session = F.session(Self.state(open: Self.pancakes))
        #expect(session.handle(.command(.settings(.change(.units, to: "metric")))) == [
            .saveSetting(.units, "metric"),
            .show(.message("units: metric (g, ml; spoons stay spoons) where close enough")),
        ])
        var expected = Self.state(open: Self.pancakes)
        expected.units = .metric
        #expect(session.state == expected)
        #expect(session.handle(.command(.open(.number(2)))) == [.load(.meal(id: "50002", purpose: .open))])
        #expect(session.handle(.loaded(.meal(Self.omelette, purpose: .open))) == [
            .show(.scaledRecipe(Self.omelette, isFavorite: false, scale: 1, units: .metric)),
        ])
        #expect(session.handle(.command(.settings(.reset(.units)))) == [
            .saveSetting(.units, nil), .show(.message("units: as each recipe writes them")),
        ])
        #expect(session.state.units == .original)
    }

    // MARK: pantry, cook, with

    @Test("pantry add, remove and clear change the store; the message counts what it will hold")
    func pantryEdits() {
        var session = F.session(Self.state(pantry: ["eggs"]))
        #expect(session.handle(.command(.pantry(.add(["Egg", "flour", "milk"])))) == [
            .changePantry(.add(["Egg", "flour", "milk"])),
            .show(.message("+ Egg, flour, milk in the pantry (3 items): cook ranks meals by it")),
        ])
        _ = session.handle(.pantryChanged(["eggs", "flour", "milk"], problems: []))
        #expect(session.state == Self.state(pantry: ["eggs", "flour", "milk"]))
        #expect(session.handle(.command(.pantry(.remove("Milk")))) == [
            .changePantry(.remove("Milk")), .show(.message("- Milk out of the pantry")),
        ])
        #expect(session.handle(.command(.pantry(.remove("saffron")))) == [.show(.error(.kitchen(.notInPantry("saffron"))))])
        #expect(session.handle(.command(.pantry(.clear))) == [.changePantry(.clear), .show(.message("pantry cleared"))])
    }

    @Test("pantry lists what is in, or how to add")
    func pantryShow() {
        var session = F.session(Self.state(pantry: ["eggs", "flour"]))
        #expect(session.handle(.command(.pantry(.show))) == [.show(.pantry(["eggs", "flour"]))])
        var empty = F.session()
        #expect(empty.handle(.command(.pantry(.show))) == [.show(.message("the pantry is empty: pantry add eggs, flour, milk"))])
    }

    @Test("cook asks for the ranking and shows it as a listing with what each meal misses")
    func cook() {
        var session = F.session(Self.state(listing: nil, pantry: ["eggs", "flour"]))
        #expect(session.handle(.command(.cook)) == [.load(.pantryMatches(pantry: ["eggs", "flour"]))])
        let matches = [
            PantryMatch(meal: Self.pancakes.summary, have: 2, total: 4, missing: ["Milk", "Sugar"]),
            PantryMatch(meal: Self.omelette.summary, have: 1, total: 2, missing: ["Butter"]),
        ]
        let listing = Listing(source: .pantry, items: [Self.pancakes.summary, Self.omelette.summary], pageSize: 10,
                              details: ["2/4 · missing: Milk, Sugar", "1/2 · missing: Butter"])
        #expect(session.handle(.loaded(.pantryMatches(matches))) == [.show(.listing(listing, favoriteIDs: []))])
        #expect(session.state == Self.state(listing: listing, pantry: ["eggs", "flour"]))
        #expect(session.state.prompt == "sous offline [from your pantry 1/1]> ")
        #expect(session.handle(.command(.open(.number(2)))) == [.load(.meal(id: "50002", purpose: .open))])
        #expect(session.handle(.loaded(.pantryMatches([]))) == [
            .show(.message("no meal in the catalogue uses what is in your pantry")),
        ])
        var empty = F.session()
        #expect(empty.handle(.command(.cook)) == [.show(.error(.kitchen(.emptyPantry)))])
    }

    @Test("with asks for meals with every ingredient; the answer is an ordinary listing")
    func with() {
        var session = F.session()
        #expect(session.handle(.command(.with(["chicken", "lemon"]))) == [.load(.mealsWith(["chicken", "lemon"]))])
        let items = F.summaries(3)
        let listing = Listing(source: .withIngredients(["chicken", "lemon"]), items: items, pageSize: 10)
        #expect(session.handle(.loaded(.listing(.withIngredients(["chicken", "lemon"]), items))) == [
            .show(.listing(listing, favoriteIDs: [])),
        ])
        #expect(session.handle(.loaded(.listing(.withIngredients(["saffron", "tofu"]), []))) == [
            .show(.message("no meals found for with saffron, tofu")),
        ])
    }
}
