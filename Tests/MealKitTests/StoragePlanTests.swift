import Foundation
import MealKit
import SousTestSupport
import Testing

/// `plan.json`: what survives a restart, two shells at once, a failing disk, damage and a newer sous.
@Suite("Meal plan on disk")
struct StoragePlanTests {
    static let monday = CalendarDay(year: 2026, month: 12, day: 7)

    private func jsonObject(_ path: String) throws -> [String: Any] {
        let data = try #require(contents(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func thePlanSurvivesARestartWithItsRecipesWhole() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(3)
        let shell = FilePlanStore(directory: directory.url)
        _ = await shell.apply(.put(meals[0], on: Self.monday.adding(days: 1), scale: 1))
        _ = await shell.apply(.put(meals[1], on: Self.monday, scale: 2))
        _ = await shell.apply(.put(meals[2], on: Self.monday.adding(days: 1), scale: 0.5))
        let stored = await shell.apply(.remove(entryID: "\(Self.monday.adding(days: 1))/\(meals[0].id)"))
        #expect(stored.problems == [])

        let reopened = await FilePlanStore(directory: directory.url).load()
        #expect(reopened == stored)
        #expect(reopened.value.entries == [
            MealPlan.Entry(day: Self.monday, meal: meals[1], scale: 2),
            MealPlan.Entry(day: Self.monday.adding(days: 1), meal: meals[2], scale: 0.5),
        ])
        #expect(try permissions(directory.file("plan.json")) == 0o600)
        // What the README says: the version, and one entry a line with the day, the scale, the recipe.
        let json = try jsonObject(directory.file("plan.json"))
        #expect(json["version"] as? Int == 2)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { $0["day"] as? String } == ["2026-12-07", "2026-12-08"])
        #expect(entries.map { $0["scale"] as? Double } == [2, 0.5])
        #expect(((entries.first?["meal"] as? [String: Any])?["steps"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
                == meals[1].stepTexts)
        let text = String(decoding: try #require(contents(directory.file("plan.json"))), as: UTF8.self)
        #expect(text.split(separator: "\n").count == 3 + entries.count + 2, "one entry a line: \(text)")

        #expect(await shell.apply(.clear) == Stored(MealPlan()))
        #expect(await FilePlanStore(directory: directory.url).load() == Stored(MealPlan()))
    }

    @Test func twoShellsBothKeepTheirPlanChanges() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(5)
        let week = MealPlan.week(from: Self.monday)
        let shellA = FilePlanStore(directory: directory.url)
        let shellB = FilePlanStore(directory: directory.url)
        _ = await shellA.load()
        _ = await shellB.load()
        _ = await shellA.apply(.put(meals[0], on: week[0], scale: 1))
        _ = await shellB.apply(.put(meals[1], on: week[1], scale: 1))
        _ = await shellA.apply(.remove(entryID: "\(week[0])/\(meals[0].id)"))
        // B fills the week knowing nothing of A's removal: Monday, empty again, gets meals[0]; Tuesday
        // keeps meals[1], which is not repeated.
        let filled = await shellB.apply(.fill(days: Array(week.prefix(3)), candidates: meals, scale: 1))
        #expect(filled.value.entries.map(\.meal.id) == [meals[0], meals[1], meals[2]].map(\.id))
        #expect(await shellA.load() == filled)
        #expect(await FilePlanStore(directory: directory.url).load() == filled)
    }

    @Test func refreshSeesAnotherShellsChangeAndNothingElse() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(2)
        let shellA = FilePlanStore(directory: directory.url)
        let shellB = FilePlanStore(directory: directory.url)
        _ = await shellA.load()
        #expect(await shellA.refreshIfChanged() == nil, "nothing changed yet")
        let planned = await shellB.apply(.put(meals[0], on: Self.monday, scale: 2))
        #expect(await shellA.refreshIfChanged() == planned, "B's meal is A's news")
        #expect(await shellA.refreshIfChanged() == nil, "and only once")
        // Its own save is no news to it.
        _ = await shellA.apply(.put(meals[1], on: Self.monday, scale: 1))
        #expect(await shellA.refreshIfChanged() == nil)
        #expect(await shellB.refreshIfChanged()?.value.entries.map(\.meal.id) == meals.map(\.id))
    }

    @Test func aDamagedPlanIsMovedAsideAndItsWholeEntriesKept() async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(3)
        let store = FilePlanStore(directory: directory.url)
        for (offset, meal) in meals.enumerated() {
            _ = await store.apply(.put(meal, on: Self.monday.adding(days: offset), scale: 1))
        }
        let path = directory.file("plan.json")
        let whole = try #require(contents(path))
        // Cut inside the third entry's recipe: the first two are whole.
        let text = String(decoding: whole, as: UTF8.self)
        let third = try #require(text.ranges(of: "\"origin\"").dropFirst(2).first)
        let truncated = whole.prefix(text.utf8.distance(from: text.startIndex, to: third.upperBound) + 10)
        #expect(FileManager.default.createFile(atPath: path, contents: truncated))

        let loaded = await FilePlanStore(directory: directory.url).load()
        #expect(loaded.value.entries.map(\.meal) == Array(meals.prefix(2)))
        guard case .corrupt(path, let movedTo, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
        #expect(loaded.problems.count == 1)
        #expect(contents(movedTo) == truncated)
        #expect(await FilePlanStore(directory: directory.url).load() == Stored(loaded.value))
    }

    @Test func anEntryWithABadDayOrScaleCostsOnlyThatEntry() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("plan.json")
        let meal = #"{"idMeal": "1", "strMeal": "Soup"}"#
        let text = """
            {"version": 1, "entries": [
              {"day": "2026-12-09", "meal": \(meal)},
              {"day": "2026-02-30", "meal": \(meal)},
              {"day": "2026-12-08", "meal": \(meal), "scale": -1},
              {"day": "2026-12-08", "meal": \(meal), "scale": 1e20},
              {"day": "2026-12-08", "meal": \(meal), "scale": 101},
              {"day": "2026-12-08", "meal": \(meal), "scale": 3}
            ]}
            """
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        let loaded = await FilePlanStore(directory: directory.url).load()
        // Put back in day order; a missing scale is 1. A scale past 100, which `scale` refuses, is damage
        // too: 1e20 trapped when the plan was shown.
        #expect(loaded.value.entries.map { "\($0.day) ×\($0.scale)" } == ["2026-12-08 ×3.0", "2026-12-09 ×1.0"])
        guard case .corrupt(path, _, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
    }

    @Test func aPlanFromANewerSousIsNeverWritten() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("plan.json")
        let future = #"{"version": 3, "weeks": []}"#
        #expect(FileManager.default.createFile(atPath: path, contents: Data(future.utf8)))
        let meal = try #require(try StorageFixtures.meals(1).first)
        let store = FilePlanStore(directory: directory.url)
        #expect(await store.load() == Stored(MealPlan(), problems: [.newerVersion(path: path, version: 3)]))
        #expect(await store.apply(.put(meal, on: Self.monday, scale: 1))
            == Stored(MealPlan(entries: [.init(day: Self.monday, meal: meal)]), isSaved: false))
        #expect(contents(path) == Data(future.utf8))
    }

    @Test(arguments: [FaultyFileSystem.Fault.readOnly, .fullDisk, .failingSync])
    func changesMadeWhileTheDiskFailsAreSavedWhenItRecovers(fault: FaultyFileSystem.Fault) async throws {
        let directory = try TemporaryDirectory()
        let meals = try StorageFixtures.meals(3)
        let disk = FaultyFileSystem()
        let store = FilePlanStore(directory: directory.url, fileSystem: disk)
        _ = await store.apply(.put(meals[0], on: Self.monday, scale: 1))
        let before = try #require(contents(directory.file("plan.json")))
        disk.fault = fault
        let failing = await store.apply(.put(meals[1], on: Self.monday, scale: 1))
        #expect(failing.value.entries.map(\.meal) == [meals[0], meals[1]])
        #expect(failing.problems.count == 1)
        // Told once, not after every command; the file is as it was, no temporary file left.
        let second = await store.apply(.put(meals[2], on: Self.monday, scale: 1))
        #expect(second == Stored(MealPlan(entries: meals.map { .init(day: Self.monday, meal: $0) }), isSaved: false))
        #expect(contents(directory.file("plan.json")) == before)
        #expect(try names(in: directory, startingWith: ".plan.json.tmp").isEmpty)
        disk.fault = nil
        let saved = await store.apply(.remove(entryID: "\(Self.monday)/\(meals[0].id)"))
        #expect(saved.problems == [])
        #expect(await FilePlanStore(directory: directory.url).load() == saved)
        #expect(saved.value.entries.map(\.meal) == [meals[1], meals[2]])
    }

    @Test func localStorageOpensThePlanInTheDataDirectory() async throws {
        let directory = try TemporaryDirectory()
        let storage = LocalStorage(XDGDirectories(environment: ["XDG_DATA_HOME": directory.path]))
        let meal = try #require(try StorageFixtures.meals(1).first)
        _ = await storage.plan().apply(.put(meal, on: Self.monday, scale: 1))
        #expect(FileManager.default.fileExists(atPath: directory.file("sous/plan.json")))
    }
}
