import Foundation
import MealKit
import Testing

/// Each meal's share of the shopping list: at its scale, from the plan, less what the pantry holds.
@Suite("Shopping list shares")
struct ShoppingSharesTests {
    static let monday = CalendarDay(year: 2026, month: 12, day: 7)

    static func meal(_ id: String, _ ingredients: [(String, String)]) -> Recipe {
        Recipe(id: id, name: "Meal \(id)", ingredients: ingredients.map { Ingredient(name: $0.0, measure: $0.1) })
    }

    static func text(_ list: ShoppingList) -> [String] {
        list.items.map { "\($0.name): \($0.amountText(in: .original))" }
    }

    static let stirFry = meal("1", [("Rice", "200g"), ("Soy Sauce", "2 tbsp"), ("Eggs", "2"), ("Spring Onions", "Chopped")])
    static let omelette = meal("2", [("Eggs", "3"), ("Butter", "10g")])

    @Test("a plan entry's share is its meal at its scale; the same meal planned twice is two shares")
    func plannedSharesAddUpAtTheirScale() {
        var list = ShoppingList()
        list.add(ShoppingList.Entry(planned: .init(day: Self.monday, meal: Self.stirFry, scale: 2)))
        list.add(ShoppingList.Entry(planned: .init(day: Self.monday.adding(days: 2), meal: Self.stirFry, scale: 0.5)))
        list.add(Self.omelette)
        #expect(Self.text(list) == [
            "Butter: 10 g", "Eggs: 8", "Rice: 500 g", "Soy Sauce: 5 tbsp", "Spring Onions: ",
        ])
        let eggs = list.items.first { $0.key == "egg" }
        #expect(eggs?.mealIDs == ["1", "2"])
        #expect(eggs?.entryIDs == ["plan:2026-12-07/1", "plan:2026-12-09/1", "meal:2"])
        #expect(list.meals == [Self.stirFry, Self.omelette])
    }

    @Test("removing one share takes back exactly its amounts, and the ticks nothing else needs")
    func removingAShareTakesBackItsShare() {
        var list = ShoppingList()
        list.add(ShoppingList.Entry(planned: .init(day: Self.monday, meal: Self.stirFry, scale: 2)))
        list.add(Self.omelette)
        list.setChecked("egg", true)
        list.setChecked("rice", true)
        list.remove(entryID: "plan:2026-12-07/1")
        #expect(Self.text(list) == ["Butter: 10 g", "Eggs: 3"])
        #expect(list.checked == ["egg"])
        // A meal removed by hand goes with all its shares.
        list.add(ShoppingList.Entry(planned: .init(day: Self.monday, meal: Self.omelette, scale: 1)))
        list.remove(mealID: "2")
        #expect(list.isEmpty)
        #expect(list.checked.isEmpty)
    }

    @Test("what the pantry holds is left out of a share, named as the recipe names it, and stays out")
    func pantryItemsAreLeftOut() {
        let share = ShoppingList.Entry(meal: Self.stirFry, leavingOut: ["soy sauce", "egg", "flour"])
        #expect(share.leftOut == ["soy sauce", "egg"])
        #expect(share.leftOutNames == ["Soy Sauce", "Eggs"])
        var list = ShoppingList(entries: [share])
        list.add(Self.omelette)
        // The omelette's eggs are still bought: only the stir-fry's share left them out.
        #expect(Self.text(list) == ["Butter: 10 g", "Eggs: 3", "Rice: 200 g", "Spring Onions: "])
        list.setChecked("egg", true)
        list.remove(mealID: "2")
        #expect(list.checked.isEmpty, "the stir-fry's share needs no eggs")
    }

    @Test("a share added again replaces the one with its id, so planning or shopping twice is once")
    func sharesAreIdempotent() {
        let entry = MealPlan.Entry(day: Self.monday, meal: Self.omelette, scale: 1)
        var list = ShoppingList(entries: [ShoppingList.Entry(planned: entry)])
        list.add(ShoppingList.Entry(planned: MealPlan.Entry(day: Self.monday, meal: Self.omelette, scale: 3)))
        list.add(Self.omelette)
        list.add(Self.omelette)
        #expect(list.entries.map(\.id) == ["plan:2026-12-07/2", "meal:2"])
        #expect(Self.text(list) == ["Butter: 40 g", "Eggs: 12"])
    }
}
