import Foundation
import MealKit
import Testing
@testable import SousCore

/// The shopping list, pantry, cook and with effects performed with in-memory stores and the real catalogue.
@Suite("Effect runner: shopping list, pantry, cook, with")
struct ShoppingPantryRunnerTests {
    let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                              history: FileHistoryStore.inMemory(), shoppingList: FileShoppingListStore.inMemory(),
                              pantry: FilePantryStore.inMemory())

    @Test("shopping list changes go to the store and come back whole")
    func shoppingList() async throws {
        let meal = try #require(try await runner.catalog.meal(id: "52772"))
        #expect(await runner.perform(.shopping(.change(.add([meal])))) == [.shopping(.changed(ShoppingList(meals: [meal]), problems: []))])
        #expect(await runner.perform(.shopping(.change(.setChecked(keys: ["garlic"], true))))
                == [.shopping(.changed(ShoppingList(meals: [meal], checked: ["garlic"],
                                                      bought: ["garlic": [Quantity(amount: 0.5, unit: .teaspoon)]]), problems: []))])
        #expect(await runner.perform(.shopping(.change(.remove(mealID: "52772")))) == [.shopping(.changed(ShoppingList(), problems: []))])
        #expect(await runner.perform(.shopping(.change(.add([meal])))) == [.shopping(.changed(ShoppingList(meals: [meal]), problems: []))])
        #expect(await runner.perform(.shopping(.change(.clear))) == [.shopping(.changed(ShoppingList(), problems: []))])
    }

    @Test("pantry changes go to the store and come back whole")
    func pantry() async {
        #expect(await runner.perform(.pantry(.change(.add(["eggs", "Egg", "flour"])))) == [.pantry(.changed(["eggs", "flour"], problems: []))])
        #expect(await runner.perform(.pantry(.change(.remove(["EGGS"])))) == [.pantry(.changed(["flour"], problems: []))])
        #expect(await runner.perform(.pantry(.change(.clear))) == [.pantry(.changed([], problems: []))])
    }

    @Test("meals to shop are fetched in the order asked; an unknown id fails")
    func mealsToShop() async throws {
        let response = try await runner.load(.shopping(.meals(ids: ["52772", "52771"], saved: [])))
        guard case .shopping(.meals(let meals)) = response else { Issue.record("\(response)"); return }
        #expect(meals.map(\.id) == ["52772", "52771"])
        #expect(await runner.perform(.load(.shopping(.meals(ids: ["1"], saved: [])))) == [.failed(.noMealWithID("1"))])
    }

    @Test("a meal the session names as saved is read from the favorites; the others, and an unreadable one, from the source")
    func savedMealsToShop() async throws {
        var saved = try #require(try await runner.catalog.meal(id: "52772"))
        saved.name = "Teriyaki as saved"
        _ = await runner.favorites.add(saved, source: .offline, savedAt: Date(timeIntervalSince1970: 0))
        let asked = try await runner.load(.shopping(.meals(ids: ["52772", "52771"], saved: ["52772", "52771"])))
        #expect(asked == .shopping(.meals([saved, try #require(try await runner.catalog.meal(id: "52771"))])))
        // Not named as saved (the session found it unreadable, or it is no favorite): the source's.
        let fromSource = try await runner.load(.shopping(.meals(ids: ["52772"], saved: [])))
        #expect(fromSource == .shopping(.meals([try #require(try await runner.catalog.meal(id: "52772"))])))
    }

    @Test("cook ranks the whole catalogue; with lists meals with every ingredient")
    func cookAndWith() async throws {
        let cook = try await runner.load(.pantry(.matches(pantry: ["eggs", "flour", "milk"])))
        guard case .pantry(.matches(let matches)) = cook else { Issue.record("\(cook)"); return }
        #expect(!matches.isEmpty)
        let shares = matches.map { Double($0.have) / Double($0.total) }
        #expect(shares == shares.sorted(by: >), "largest share first")
        let with = try await runner.load(.pantry(.mealsWith(["chicken", "lemon"])))
        guard case .listing(.withIngredients(["chicken", "lemon"]), let items) = with else { Issue.record("\(with)"); return }
        #expect(items.count == PantryMatch.meals(try await runner.catalog.allMeals(), withAll: ["chicken", "lemon"]).count)
        #expect(!items.isEmpty)
    }

    @Test("the engine loads the shopping list and pantry at the first command that needs them, not at start")
    func engineStart() async throws {
        let meal = try #require(try await runner.catalog.meal(id: "52772"))
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                  history: FileHistoryStore.inMemory(),
                                  shoppingList: FileShoppingListStore.inMemory(ShoppingList(meals: [meal])),
                                  pantry: FilePantryStore.inMemory(["eggs"]))
        let engine = ShellEngine(runner: runner)
        _ = await engine.start()
        #expect(await engine.state.shoppingList.meals.isEmpty)
        let outcome = await engine.execute(line: "shop check 99")
        #expect(outcome.failed)
        #expect(await engine.state.shoppingList.meals == [meal])
        #expect(await engine.state.pantry == ["eggs"])
    }
}
