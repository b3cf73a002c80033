import Foundation
import MealKit
import Testing

/// The shopping list and the pantry on disk: what survives a restart, two shells at once, damage.
@Suite("Shopping list and pantry on disk")
struct StorageShoppingPantryTests {
    private func write(_ text: String, to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }

    private func jsonObject(_ path: String) throws -> [String: Any] {
        let data = try #require(contents(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theShoppingListSurvivesARestart() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(3)
        let shell = FileShoppingListStore(directory: directory.url)
        _ = await shell.apply(.add(Array(meals.prefix(2))))
        _ = await shell.apply(.setChecked(keys: ["salt"], true))
        _ = await shell.apply(.setChecked(keys: ["flour"], true))
        _ = await shell.apply(.add([meals[2]]))
        let stored = await shell.apply(.remove(mealID: meals[0].id))
        #expect(stored.problems == [])

        let reopened = await FileShoppingListStore(directory: directory.url).load()
        #expect(reopened == stored)
        #expect(reopened.value.meals == [meals[1], meals[2]])
        #expect(try permissions(directory.file("shopping.json")) == 0o600)
        // The file is what the README says: the version, whole recipes at their scale, and the ticks sorted.
        let json = try jsonObject(directory.file("shopping.json"))
        #expect(json["version"] as? Int == 3)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { ($0["meal"] as? [String: Any])?["id"] as? String } == [meals[1].id, meals[2].id])
        #expect(entries.map { $0["scale"] as? Double } == [1, 1])
        #expect(json["checked"] as? [String] == reopened.value.checked.sorted())
    }

    @Test func clearingEmptiesTheFile() async throws {
        let directory = try TemporaryDirectory()
        let shell = FileShoppingListStore(directory: directory.url)
        _ = await shell.apply(.add(try StorageFixtures.meals(2)))
        #expect(await shell.apply(.clear) == Stored(ShoppingList()))
        #expect(await FileShoppingListStore(directory: directory.url).load() == Stored(ShoppingList()))
    }

    @Test func twoShellsBothKeepTheirShoppingChanges() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(4)
        let shellA = FileShoppingListStore(directory: directory.url)
        let shellB = FileShoppingListStore(directory: directory.url)
        _ = await shellA.load()
        _ = await shellB.load()
        _ = await shellA.apply(.add([meals[0]]))
        _ = await shellB.apply(.add([meals[1]]))
        _ = await shellA.apply(.setChecked(keys: ["eggs"], true))
        _ = await shellB.apply(.add([meals[2]]))
        let lastA = await shellA.apply(.add([meals[3]]))
        #expect(lastA.value.meals == meals)
        #expect(lastA.value.checked == ["eggs"])
        #expect(await shellB.load() == lastA)
        #expect(await FileShoppingListStore(directory: directory.url).load() == lastA)
    }

    @Test func aDamagedShoppingListIsMovedAsideAndItsWholeMealsKept() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(3)
        _ = await FileShoppingListStore(directory: directory.url).apply(.add(meals))
        _ = await FileShoppingListStore(directory: directory.url).apply(.setChecked(keys: ["salt"], true))
        let path = directory.file("shopping.json")
        let whole = try #require(contents(path))
        // Cut inside the third meal: the ticks (written first, the keys being sorted) and two meals survive.
        let text = String(decoding: whole, as: UTF8.self)
        let third = try #require(text.ranges(of: "\"origin\"").dropFirst(2).first)
        let truncated = whole.prefix(text.utf8.distance(from: text.startIndex, to: third.upperBound) + 10)
        #expect(FileManager.default.createFile(atPath: path, contents: truncated))

        let loaded = await FileShoppingListStore(directory: directory.url).load()
        #expect(loaded.value == ShoppingList(meals: Array(meals.prefix(2)), checked: ["salt"]))
        guard case .corrupt(path, let movedTo, 3)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 3 recovered, got \(loaded.problems)")
            return
        }
        #expect(loaded.problems.count == 1)
        #expect(contents(movedTo) == truncated)
        // What was recovered is on disk again, so the next start is clean.
        #expect(await FileShoppingListStore(directory: directory.url).load() == Stored(loaded.value))
    }

    @Test func aMealWithAScaleOfZeroOrPastAHundredCostsOnlyThatMeal() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shopping.json")
        let meal = #"{"idMeal": "1", "strMeal": "Soup", "strIngredient1": "salt", "strMeasure1": "1 tsp"}"#
        let text = """
            {"version": 1, "checked": [], "entries": [
              {"meal": \(meal), "scale": 1e308},
              {"meal": \(meal), "scale": 0},
              {"meal": \(meal), "scale": 2}
            ]}
            """
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        let loaded = await FileShoppingListStore(directory: directory.url).load()
        #expect(loaded.value.entries.map(\.scale) == [2])
        guard case .corrupt(path, _, 1)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 1 recovered, got \(loaded.problems)")
            return
        }
    }

    @Test func aShoppingListFromANewerSousIsNeverWritten() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shopping.json")
        let future = #"{"version": 4, "lists": {"weekly": []}}"#
        write(future, to: path)
        let meal = try #require(try StorageFixtures.meals(1).first)

        let store = FileShoppingListStore(directory: directory.url)
        #expect(await store.load() == Stored(ShoppingList(), problems: [.newerVersion(path: path, version: 4)]))
        // The session goes on in memory, and says so only once.
        #expect(await store.apply(.add([meal])) == Stored(ShoppingList(meals: [meal]), isSaved: false))
        #expect(contents(path) == Data(future.utf8))
    }

    @Test func thePantrySurvivesARestartInTheOrderTyped() async throws {
        let directory = try TemporaryDirectory()
        let shell = FilePantryStore(directory: directory.url)
        _ = await shell.apply(.add(["eggs", "Flour", "milk"]))
        _ = await shell.apply(.add(["flour", "butter"]))
        #expect(await shell.apply(.remove(["MILK"])) == Stored(["eggs", "Flour", "butter"]))
        #expect(await FilePantryStore(directory: directory.url).load() == Stored(["eggs", "Flour", "butter"]))
        #expect(try permissions(directory.file("pantry.json")) == 0o600)
        let json = try jsonObject(directory.file("pantry.json"))
        #expect(json["version"] as? Int == 1)
        #expect(json["items"] as? [String] == ["eggs", "Flour", "butter"])
        #expect(await shell.apply(.clear) == Stored([]))
        #expect(await FilePantryStore(directory: directory.url).load() == Stored([]))
    }

    @Test func twoShellsBothKeepTheirPantryChanges() async throws {
        let directory = try TemporaryDirectory()
        let shellA = FilePantryStore(directory: directory.url)
        let shellB = FilePantryStore(directory: directory.url)
        _ = await shellA.apply(.add(["eggs"]))
        _ = await shellB.apply(.add(["flour"]))
        _ = await shellA.apply(.add(["milk"]))
        _ = await shellB.apply(.remove(["eggs"]))
        #expect(await shellA.load() == Stored(["flour", "milk"]))
        #expect(await FilePantryStore(directory: directory.url).load() == Stored(["flour", "milk"]))
    }

    @Test func aDamagedPantryKeepsItsReadableItems() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("pantry.json")
        let text = #"{"version": 1, "items": ["eggs", 42, "flour", "mi"#
        write(text, to: path)
        let store = FilePantryStore(directory: directory.url)
        let loaded = await store.load()
        #expect(loaded.value == ["eggs", "flour"])
        guard case .corrupt(path, let movedTo, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
        #expect(contents(movedTo) == Data(text.utf8))
        #expect(await store.apply(.add(["milk"])) == Stored(["eggs", "flour", "milk"]))
        #expect(await FilePantryStore(directory: directory.url).load() == Stored(["eggs", "flour", "milk"]))
    }

    @Test func aPantryFromANewerSousIsNeverWritten() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("pantry.json")
        let future = #"{"version": 7, "items": [{"name": "eggs", "count": 6}]}"#
        write(future, to: path)
        let store = FilePantryStore(directory: directory.url)
        #expect(await store.load() == Stored([], problems: [.newerVersion(path: path, version: 7)]))
        #expect(await store.apply(.add(["eggs"])) == Stored(["eggs"], isSaved: false))
        #expect(contents(path) == Data(future.utf8))
    }

    @Test func changesMadeWhileTheDiskFailsAreSavedWhenItRecovers() async throws {
        let directory = try TemporaryDirectory()
        let fileSystem = FaultyFileSystem()
        let store = FilePantryStore(directory: directory.url, fileSystem: fileSystem)
        _ = await store.apply(.add(["eggs"]))
        fileSystem.fault = .fullDisk
        let failing = await store.apply(.add(["flour"]))
        #expect(failing.value == ["eggs", "flour"])
        #expect(failing.problems.count == 1)
        // Told once, not after every command.
        #expect(await store.apply(.add(["milk"])) == Stored(["eggs", "flour", "milk"], isSaved: false))
        #expect(await FilePantryStore(directory: directory.url).load() == Stored(["eggs"]))
        fileSystem.fault = nil
        #expect(await store.apply(.remove(["eggs"])) == Stored(["flour", "milk"]))
        #expect(await FilePantryStore(directory: directory.url).load() == Stored(["flour", "milk"]))
    }

    @Test func localStorageOpensTheShoppingAndPantryFilesInTheDataDirectory() async throws {
        let directory = try TemporaryDirectory()
        let storage = LocalStorage(XDGDirectories(environment: ["XDG_DATA_HOME": directory.path]))
        _ = await storage.pantry().apply(.add(["eggs"]))
        _ = await storage.shoppingList().apply(.setChecked(keys: ["salt"], true))
        #expect(FileManager.default.fileExists(atPath: directory.file("sous/pantry.json")))
        #expect(FileManager.default.fileExists(atPath: directory.file("sous/shopping.json")))
    }
}
