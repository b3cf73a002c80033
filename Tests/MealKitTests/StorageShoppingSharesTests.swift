import Foundation
import MealKit
import Testing

/// `shopping.json` version 2: shares at a scale, from the plan, less the pantry; version 1 still reads.
@Suite("Shopping list shares on disk")
struct StorageShoppingSharesTests {
    static let monday = CalendarDay(year: 2026, month: 12, day: 7)

    @Test func aVersionOneListReadsAsMealsAddedByHandAndIsMigratedAtOnce() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shopping.json")
        let meals = try StorageFixtures.meals(2)
        // The file an earlier sous wrote, byte for byte in its shape.
        let old = try JSONSerialization.jsonObject(with: JSONEncoder().encode(meals))
        let v1 = try JSONSerialization.data(withJSONObject: ["version": 1, "meals": old, "checked": ["salt"]])
        #expect(FileManager.default.createFile(atPath: path, contents: v1))

        let store = FileShoppingListStore(directory: directory.url)
        let loaded = await store.load()
        #expect(loaded == Stored(ShoppingList(meals: meals, checked: ["salt"])))
        // An older format is rewritten in the current one by the first visit that can write.
        let rewritten = try #require(contents(path))
        let migrated = try #require(try JSONSerialization.jsonObject(with: rewritten) as? [String: Any])
        #expect(migrated["version"] as? Int == 3 && migrated["meals"] == nil)
        #expect((migrated["entries"] as? [Any])?.count == 2 && migrated["checked"] as? [String] == ["salt"])

        let planned = MealPlan.Entry(day: Self.monday, meal: meals[0], scale: 2)
        let saved = await store.apply(.addEntries([ShoppingList.Entry(planned: planned)]))
        #expect(saved.problems == [])
        let bytes = try #require(contents(path))
        let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        #expect(json["meals"] == nil)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { $0["plan"] as? String } == [nil, nil, "2026-12-07/\(meals[0].id)"])
        #expect(await FileShoppingListStore(directory: directory.url).load() == saved)
    }

    @Test func sharesKeepTheirScalePlanEntryAndLeftOutIngredientsAcrossARestart() async throws {
        let directory = try TemporaryDirectory()
        let meal = try #require(try StorageFixtures.meals(1).first)
        let pantryName = try #require(meal.ingredients.first?.name)
        let shares = [
            ShoppingList.Entry(planned: .init(day: Self.monday, meal: meal, scale: 1.5), leavingOut: [pantryName]),
            ShoppingList.Entry(planned: .init(day: Self.monday.adding(days: 3), meal: meal, scale: 1)),
        ]
        let shellA = FileShoppingListStore(directory: directory.url)
        let shellB = FileShoppingListStore(directory: directory.url)
        #expect(await shellA.apply(.addEntries(shares)).problems == [])
        // Buying the same plan entry again replaces its share rather than doubling it.
        #expect(await shellB.apply(.addEntries([shares[0]])).problems == [])
        let stored = await shellA.load()
        #expect(stored.value.entries == shares)
        #expect(stored.value.entries[0].leftOut == [IngredientName.key(pantryName)])

        // Taking back one share leaves the other whole.
        let removed = await shellB.apply(.removeEntry(shares[0].id))
        #expect(removed.value.entries == [shares[1]])
        #expect(await FileShoppingListStore(directory: directory.url).load() == removed)
    }

    @Test func aDamagedShareCostsThatShareOnly() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shopping.json")
        let meal = #"{"idMeal": "1", "strMeal": "Soup", "strIngredient1": "Leek", "strMeasure1": "2"}"#
        let text = """
            {"version": 2, "entries": [
              {"meal": \(meal), "scale": 2, "plan": "2026-12-07/1"},
              {"meal": \(meal), "scale": "lots"},
              {"meal": \(meal), "scale": 0}
            ], "checked": ["leek"]}
            """
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        let loaded = await FileShoppingListStore(directory: directory.url).load()
        #expect(loaded.value.entries.map(\.id) == ["plan:2026-12-07/1"])
        #expect(loaded.value.items.map { "\($0.name) \($0.amountText(in: .original))" } == ["Leek 4"])
        guard case .corrupt(path, _, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
    }
}
