import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// The shopping list, pantry, scaling and units commands against the state machine: the whole next state and the exact effects.
@Suite("Session: shopping list, pantry, scaling, units")
struct ShoppingPantrySessionTests {
    typealias F = SessionFixtures

    static let pancakes = Recipe(id: "50001", name: "Meal 1", ingredients: [
        Ingredient(name: "Eggs", measure: "2"), Ingredient(name: "Flour", measure: "100g"),
        Ingredient(name: "Milk", measure: "300ml"), Ingredient(name: "Sugar", measure: "Pinch"),
    ])
    static let omelette = Recipe(id: "50002", name: "Meal 2", ingredients: [
        Ingredient(name: "Egg", measure: "3"), Ingredient(name: "Butter", measure: "1 tbsp"),
    ])

    static func state(listing: Listing? = F.listing(5), open: Recipe? = nil, list: [Recipe] = [],
                      checked: Set<String> = [], pantry: [String] = []) -> SessionState {
        var state = SessionState(listing: listing, openMeal: open)
        state.shoppingList = ShoppingList(meals: list, checked: checked)
        state.pantry = pantry
        return state
    }

    // MARK: shop

    @Test("shop add puts the open meal on the list and says how big it is; the store's answer becomes the state")
    func shopAddOpenMeal() {
        // Nothing changes until the store answers.
        var store = F.store(Self.state(open: Self.pancakes))
        store.send(.shop(.add([])), effects: [
            .shopping(.change(.add([Self.pancakes]))),
            .show(.message("+ Meal 1 on the shopping list (1 meal, 4 items): shop shows it")),
        ])
        store.send(.shopping(.changed(ShoppingList(meals: [Self.pancakes]), problems: []))) {
            $0.shoppingList = ShoppingList(meals: [Self.pancakes])
        }
    }

    @Test("shop add after open n x2 puts twice the amounts on the list, and the list adds them up")
    func shopAddScaled() {
        var state = Self.state(open: Self.pancakes)
        state.scale = 2
        var store = F.store(state)
        let doubled = Self.pancakes.scaled(by: 2)
        #expect(doubled.ingredients.map(\.measure) == ["4", "200 g", "600 ml", "Pinch ×2"])
        store.send(.shop(.add([])), effects: [
            .shopping(.change(.add([doubled]))),
            .show(.message("+ Meal 1 on the shopping list (1 meal, 4 items): shop shows it")),
        ])
        let list = ShoppingList(meals: [doubled, Self.omelette])
        #expect(list.items.map { "\($0.name): \($0.amountText(in: .metric))" } == [
            "Butter: 1 tbsp", "Eggs: 7", "Flour: 200 g", "Milk: 600 ml", "Sugar: Pinch ×2",
        ])
    }

    @Test("shop add n… fetches listed meals it does not hold, then adds them together")
    func shopAddNumbers() {
        var store = F.store(Self.state(open: Self.pancakes))
        // The open meal is at hand: no fetch.
        store.send(.shop(.add([1])), effects: [
            .shopping(.change(.add([Self.pancakes]))),
            .show(.message("+ Meal 1 on the shopping list (1 meal, 4 items): shop shows it")),
        ])
        store.send(.shop(.add([2, 1, 2])), effects: [.load(.shopping(.meals(ids: ["50002", "50001"], saved: [])))]) {
            $0.inFlight = .shop(.add([2, 1, 2]))
        }
        store.receive(.shopping(.meals([Self.omelette, Self.pancakes])), effects: [
            .shopping(.change(.add([Self.omelette, Self.pancakes]))),
            .show(.message("+ 2 meals on the shopping list (2 meals, 5 items): shop shows it")),
        ]) { $0.inFlight = nil }
    }

    @Test("shop add n names the favorites among the meals to fetch, so their saved recipes are read first; not one found unreadable")
    func shopAddFavorites() {
        var state = Self.state()
        state.favorites = [Favorite(recipe: Self.omelette, source: .offline, savedAt: F.fixedDate),
                           Favorite(recipe: Self.pancakes, source: .offline, savedAt: F.fixedDate)]
        state.unreadableFavorites = ["50001"]
        var store = F.store(state)
        store.send(.shop(.add([2, 1])), effects: [.load(.shopping(.meals(ids: ["50002", "50001"], saved: ["50002"])))]) {
            $0.inFlight = .shop(.add([2, 1]))
        }
    }

    @Test("shop uncheck-all puts every ticked item back on the list in one change; with none ticked it says so")
    func shopUncheckAll() {
        var state = Self.state(list: [Self.pancakes, Self.omelette])
        state.shoppingList.setChecked("egg", true)
        state.shoppingList.setChecked("milk", true)
        var store = F.store(state)
        store.send(.shop(.uncheckAll), effects: [
            .shopping(.change(.setChecked(keys: ["egg", "milk"], false))), .show(.message("2 items are back on the list")),
        ])
        var one = Self.state(list: [Self.pancakes])
        one.shoppingList.setChecked("flour", true)
        var single = F.store(one)
        single.send(.shop(.uncheckAll), effects: [
            .shopping(.change(.setChecked(keys: ["flour"], false))), .show(.message("1 item is back on the list")),
        ])
        var none = F.store(Self.state(list: [Self.pancakes]))
        none.send(.shop(.uncheckAll), effects: [.show(.message("nothing on the shopping list is ticked off"))])
    }

    @Test("shop add without an open meal, a listing or a valid number says why")
    func shopAddErrors() {
        var store = F.store(Self.state(listing: nil))
        store.send(.shop(.add([])), effects: [.show(.error(.nothingOpen))])
        store.send(.shop(.add([2])), effects: [.show(.error(.noListing))])
        store = F.store(Self.state())
        store.send(.shop(.add([1, 9])), effects: [.show(.error(.noItem(9, count: 5)))])
    }

    @Test("shop shows the merged list in the current units, or says it is empty")
    func shopShow() {
        var store = F.store(Self.state(list: [Self.pancakes]))
        let list = ShoppingList(meals: [Self.pancakes])
        store.send(.shop(.show), effects: [.show(.shopping(.list(list, units: .original)))]) {
            $0.shownShoppingList = ShownShoppingList(list, aisles: .builtIn)
        }
        store.send(.settings(.change(.units, to: "us")), effects: [
            .settings(.save(.units, "us")), .show(.message("units: US (oz, lb, tsp, tbsp, cups) where close enough")),
        ]) { $0.units = .us }
        store.send(.shop(.show), effects: [.show(.shopping(.list(list, units: .us)))])
        var empty = F.store()
        empty.send(.shop(.show), effects: [.show(.message("the shopping list is empty: open a meal and type shop add"))])
    }

    @Test("shop check and uncheck tick items by their number on the merged list")
    func shopCheck() {
        // Items by aisle: dairy & eggs 1 Butter, 2 Egg(s), 3 Milk; pantry staples 4 Flour, 5 Sugar.
        var store = F.store(Self.state(list: [Self.pancakes, Self.omelette]))
        store.send(.shop(.check([2])), effects: [
            .shopping(.change(.setChecked(keys: ["egg"], true))), .show(.message("✓ eggs ticked off")),
        ])
        // Not ticked: nothing to change, and said.
        store.send(.shop(.uncheck([5])), effects: [.show(.message("sugar was not ticked"))])
        store.send(.shop(.check([99])), effects: [.show(.error(.shopping(.noItem(99, count: 5))))])
        store.send(.shop(.check([0])), effects: [.show(.error(.shopping(.noItem(0, count: 5))))])
        var empty = F.store()
        empty.send(.shop(.check([1])), effects: [.show(.error(.shopping(.noItem(1, count: 0))))])
    }

    @Test("shop check and uncheck take several numbers and ranges, in one change; a wrong one changes nothing")
    func shopCheckSeveral() {
        // Items by aisle: dairy & eggs 1 Butter, 2 Egg(s), 3 Milk; pantry staples 4 Flour, 5 Sugar.
        var state = Self.state(list: [Self.pancakes, Self.omelette])
        state.shoppingList.setChecked("milk", true)
        var store = F.store(state)
        store.send(.shop(.check([1, 2, 3, 5])), effects: [
            .shopping(.change(.setChecked(keys: ["butter", "egg", "sugar"], true))),
            .show(.message("✓ butter, eggs, sugar ticked off · milk was already ticked off")),
        ])
        store.send(.shop(.uncheck([2, 3, 4])), effects: [
            .shopping(.change(.setChecked(keys: ["milk"], false))),
            .show(.message("milk is back on the list · eggs, flour were not ticked")),
        ])
        store.send(.shop(.uncheck([1, 4])), effects: [.show(.message("butter, flour were not ticked"))])
        store.send(.shop(.check([1, 6])), effects: [.show(.error(.shopping(.noItem(6, count: 5))))])
    }

    @Test("shop remove takes the open meal off, or meal n as the list numbers its meals; a number past them names the range")
    func shopRemove() {
        var store = F.store(Self.state(open: Self.pancakes, list: [Self.pancakes, Self.omelette]))
        store.send(.shop(.remove(nil)), effects: [
            .shopping(.change(.remove(mealID: "50001"))), .show(.message("- Meal 1 off the shopping list")),
        ])
        store.send(.shop(.remove(2)), effects: [
            .shopping(.change(.removeEntry("meal:50002"))), .show(.message("- Meal 2 off the shopping list")),
        ])
        // Meal 3 of the listing is not one of the list's two meals: the listing's numbers do not count here.
        store.send(.shop(.remove(3)), effects: [.show(.error(.shopping(.noMeal(3, count: 2))))])
        var nothingOpen = F.store()
        nothingOpen.send(.shop(.remove(nil)), effects: [.show(.error(.nothingOpen))])
        nothingOpen.send(.shop(.remove(1)), effects: [.show(.error(.shopping(.noMeal(1, count: 0))))])
    }

    @Test("shop remove n also names a meal on the list by its id, with no listing")
    func shopRemoveByID() {
        var store = F.store(Self.state(listing: nil, list: [Self.pancakes]))
        store.send(.shop(.remove(50001)), effects: [
            .shopping(.change(.remove(mealID: "50001"))), .show(.message("- Meal 1 off the shopping list")),
        ])
        store.send(.shop(.remove(52772)), effects: [.show(.error(.shopping(.notOnList("52772"))))])
        store.send(.shop(.remove(3)), effects: [.show(.error(.shopping(.noMeal(3, count: 1))))])
    }

    @Test("after shop, shop remove n is the list's meal n, not item n of the listing on screen before it")
    func shopRemoveAfterFavorites() {
        // The favorites listing numbers the meals the other way round from the list.
        let favorites = Listing(source: .favorites, items: [Self.omelette.summary, Self.pancakes.summary], pageSize: 10)
        var store = F.store(Self.state(listing: favorites, list: [Self.pancakes, Self.omelette]))
        let list = store.state.shoppingList
        store.send(.shop(.show), effects: [.show(.shopping(.list(list, units: .original)))]) {
            $0.shownShoppingList = ShownShoppingList(list, aisles: .builtIn)
        }
        store.send(.shop(.remove(1)), effects: [
            .shopping(.change(.removeEntry("meal:50001"))), .show(.message("- Meal 1 off the shopping list")),
        ])
    }

    @Test("after a removal, shop check n still ticks the item shown as n; one gone with its meal, or a meal gone, says so")
    func shopNumbersStayAsShown() {
        // Shown: dairy & eggs 1 Butter, 2 Eggs, 3 Milk; pantry staples 4 Flour, 5 Sugar; meals 1 Meal 1, 2 Meal 2.
        var store = F.store(Self.state(list: [Self.pancakes, Self.omelette]))
        let both = store.state.shoppingList
        let shown = ShownShoppingList(both, aisles: .builtIn)
        store.send(.shop(.show), effects: [.show(.shopping(.list(both, units: .original)))]) { $0.shownShoppingList = shown }
        store.send(.shop(.remove(2)), effects: [
            .shopping(.change(.removeEntry("meal:50002"))), .show(.message("- Meal 2 off the shopping list")),
        ])
        let pancakesOnly = ShoppingList(meals: [Self.pancakes])
        store.send(.shopping(.changed(pancakesOnly, problems: []))) { $0.shoppingList = pancakesOnly }
        // Now the list would number Milk 2 and Flour 3; the user saw Milk as 3.
        store.send(.shop(.check([3])), effects: [
            .shopping(.change(.setChecked(keys: ["milk"], true))), .show(.message("✓ milk ticked off")),
        ])
        store.send(.shop(.check([1])), effects: [.show(.error(.shopping(.itemGone(1, name: "butter"))))])
        store.send(.shop(.uncheck([6])), effects: [.show(.error(.shopping(.noItem(6, count: 5))))])
        store.send(.shop(.remove(2)), effects: [.show(.error(.shopping(.mealGone(2, name: "Meal 2"))))])
        // Shown again, the list numbers afresh.
        store.send(.shop(.show), effects: [.show(.shopping(.list(pancakesOnly, units: .original)))]) {
            $0.shownShoppingList = ShownShoppingList(pancakesOnly, aisles: .builtIn)
        }
        store.send(.shop(.check([3])), effects: [
            .shopping(.change(.setChecked(keys: ["flour"], true))), .show(.message("✓ flour ticked off")),
        ])
    }

    @Test("a meal bought by hand and for a plan day is two numbered shares; removing one takes back only its own")
    func shopRemoveOneShare() throws {
        var state = Self.state(listing: nil)
        let day = try #require(CalendarDay(iso: "2025-11-26"))
        let planned = MealPlan.Entry(day: day, meal: Self.pancakes, scale: 2)
        state.shoppingList = ShoppingList(entries: [ShoppingList.Entry(meal: Self.pancakes), ShoppingList.Entry(planned: planned)])
        let shown = ShownShoppingList(state.shoppingList, aisles: .builtIn)
        #expect(shown.shares.map(\.name) == ["Meal 1", "Meal 1 · ×2 · Wed 26 Nov"])
        var store = F.store(state)
        store.send(.shop(.remove(2)), effects: [
            .shopping(.change(.removeEntry("plan:2025-11-26/50001"))),
            .show(.message("- Meal 1 · ×2 · Wed 26 Nov off the shopping list")),
        ])
    }

    @Test("shop clear empties the list and forgets its numbers; an empty one says so")
    func shopClear() {
        var store = F.store(Self.state(list: [Self.pancakes], checked: ["egg"]))
        store.send(.shop(.show), effects: [.show(.shopping(.list(store.state.shoppingList, units: .original)))]) {
            $0.shownShoppingList = ShownShoppingList($0.shoppingList, aisles: .builtIn)
        }
        store.send(.shop(.clear), effects: [.shopping(.change(.clear)), .show(.message("shopping list cleared"))]) {
            $0.shownShoppingList = nil
        }
        store.send(.shopping(.changed(ShoppingList(), problems: []))) { $0.shoppingList = ShoppingList() }
        store.send(.shop(.clear), effects: [.show(.message("the shopping list is already empty"))])
    }

    @Test("a shopping list the store could not save is kept, and the problem shown")
    func shopStorageProblem() {
        var store = F.store()
        let problem = StorageProblem.unwritable(path: "/data/shopping.json", reason: "disk full")
        let list = ShoppingList(meals: [Self.pancakes])
        store.send(.shopping(.changed(list, problems: [problem])), effects: [.show(.notice(problem.userMessage))]) {
            $0.shoppingList = list
            $0.reportedProblems = [problem]
        }
    }

    // MARK: scale and units

    @Test("open n xF opens the meal scaled; a plain open starts again from 1")
    func openScaled() {
        var store = F.store(Self.state())
        store.send(.openScaled(.number(1), scale: 2), effects: [.load(.meal(id: "50001", purpose: .recipe(.scaled(2))))]) {
            $0.inFlight = .openScaled(.number(1), scale: 2)
        }
        store.receive(.meal(Self.pancakes, purpose: .recipe(.scaled(2))), effects: [
            .show(.scaledRecipe(Self.pancakes, isFavorite: false, scale: 2, units: .original)),
        ]) {
            $0.openMeal = Self.pancakes
            $0.scale = 2
            $0.inFlight = nil
        }
        store.send(.open(.number(1)), effects: [.show(.recipe(Self.pancakes, isFavorite: false))]) { $0.scale = 1 }
    }

    @Test("scale re-shows the open recipe at a factor of the recipe as written; scale 1 is the plain recipe")
    func scale() {
        var store = F.store(Self.state(open: Self.pancakes))
        store.send(.scale(1.5), effects: [
            .show(.scaledRecipe(Self.pancakes, isFavorite: false, scale: 1.5, units: .original)),
        ]) { $0.scale = 1.5 }
        store.send(.scale(1), effects: [.show(.recipe(Self.pancakes, isFavorite: false))]) { $0.scale = 1 }
        var nothingOpen = F.store()
        nothingOpen.send(.scale(2), effects: [.show(.error(.nothingOpen))])
    }

    @Test("set units changes how recipes show, scaled or not, and stays for later ones")
    func setUnits() {
        var store = F.store(Self.state(open: Self.pancakes))
        store.send(.settings(.change(.units, to: "metric")), effects: [
            .settings(.save(.units, "metric")),
            .show(.message("units: metric (g, ml; spoons stay spoons) where close enough")),
        ]) { $0.units = .metric }
        store.send(.open(.number(2)), effects: [.load(.meal(id: "50002", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(2)) }
        store.receive(.meal(Self.omelette, purpose: .recipe(.open)), effects: [
            .show(.scaledRecipe(Self.omelette, isFavorite: false, scale: 1, units: .metric)),
        ]) {
            $0.openMeal = Self.omelette
            $0.inFlight = nil
        }
        store.send(.settings(.reset(.units)), effects: [
            .settings(.save(.units, nil)), .show(.message("units: as each recipe writes them")),
        ]) { $0.settings = Settings() }
    }

    // MARK: pantry, cook, with

    @Test("pantry add, remove and clear change the store; the message counts what it will hold")
    func pantryEdits() {
        var store = F.store(Self.state(pantry: ["eggs"]))
        // What is already there is said, and not added again.
        store.send(.pantry(.add(["Egg", "flour", "milk"])), effects: [
            .pantry(.change(.add(["flour", "milk"]))),
            .show(.message("+ flour, milk in the pantry (3 items); already there: egg: cook ranks meals by it")),
        ])
        store.send(.pantry(.add(["EGGS"])), effects: [.show(.message("eggs is already in the pantry"))])
        store.send(.pantry(.changed(["eggs", "flour", "milk"], problems: []))) { $0.pantry = ["eggs", "flour", "milk"] }
        store.send(.pantry(.remove(["Milk"])), effects: [
            .pantry(.change(.remove(["Milk"]))), .show(.message("- milk out of the pantry (2 items left)")),
        ])
        store.send(.pantry(.remove(["saffron"])), effects: [.show(.error(.pantry(.notInPantry("saffron"))))])
        // Several at once; what is not there is said, and the rest goes.
        store.send(.pantry(.remove(["flour", "saffron", "EGGS"])), effects: [
            .pantry(.change(.remove(["flour", "EGGS"]))),
            .show(.message("- flour, eggs out of the pantry (1 item left); not in it: saffron")),
        ])
        store.send(.pantry(.remove(["saffron", "cumin"])), effects: [.show(.error(.pantry(.notInPantry("saffron, cumin"))))])
        store.send(.pantry(.clear), effects: [.pantry(.change(.clear)), .show(.message("pantry cleared"))])
    }

    @Test("pantry lists what is in, or how to add")
    func pantryShow() {
        var store = F.store(Self.state(pantry: ["eggs", "flour"]))
        store.send(.pantry(.show), effects: [.show(.pantry(.items(["eggs", "flour"])))])
        var empty = F.store()
        empty.send(.pantry(.show), effects: [.show(.message("the pantry is empty: pantry add eggs, flour, milk"))])
    }

    @Test("cook asks for the ranking and shows it as a listing with what each meal misses")
    func cook() {
        var store = F.store(Self.state(listing: nil, pantry: ["eggs", "flour"]))
        store.send(.cook, effects: [.load(.pantry(.matches(pantry: ["eggs", "flour"])))]) { $0.inFlight = .cook }
        let matches = [
            PantryMatch(meal: Self.pancakes.summary, have: 2, total: 4, missing: ["Milk", "Sugar"]),
            PantryMatch(meal: Self.omelette.summary, have: 1, total: 2, missing: ["Butter"]),
        ]
        let listing = Listing(source: .pantry, items: [Self.pancakes.summary, Self.omelette.summary], pageSize: 10,
                              details: ["2/4 · missing: milk, sugar", "1/2 · missing: butter"])
        store.receive(.pantry(.matches(matches)), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
            $0.inFlight = nil
        }
        #expect(store.state.prompt == "sous offline [from your pantry 1/1]> ")
        store.send(.open(.number(2)), effects: [.load(.meal(id: "50002", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(2)) }
        store.receive(.pantry(.matches([])), effects: [.show(.message("no meal in the catalogue uses what is in your pantry"))]) {
            $0.inFlight = nil
        }
        var empty = F.store()
        empty.send(.cook, effects: [.show(.error(.pantry(.empty)))])
    }

    @Test("with asks for meals with every ingredient; the answer is an ordinary listing")
    func with() {
        var store = F.store()
        store.send(.with(["chicken", "lemon"]), effects: [.load(.pantry(.mealsWith(["chicken", "lemon"])))]) { $0.inFlight = .with(["chicken", "lemon"]) }
        let items = F.summaries(3)
        let listing = Listing(source: .withIngredients(["chicken", "lemon"]), items: items, pageSize: 10)
        store.receive(.listing(.withIngredients(["chicken", "lemon"]), items), effects: [.show(.listing(listing, favoriteIDs: []))]) {
            $0.listing = listing
            $0.inFlight = nil
        }
        store.receive(.listing(.withIngredients(["saffron", "tofu"]), []), effects: [
            .show(.message("no meals found for with saffron, tofu")),
        ])
    }
}
