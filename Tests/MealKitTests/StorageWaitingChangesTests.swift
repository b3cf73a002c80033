#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// Changes a store keeps in memory when the disk refuses them: tried again at the next command and at
/// the end of the session, and counted when they still cannot be saved.
@Suite("Changes kept in memory")
struct StorageWaitingChangesTests {
    @Test("a change the full disk refused is saved at the next command once there is room, without a change of its own")
    func savedAtTheNextCommand() async throws {
        let directory = try TemporaryDirectory()
        let meal = try #require(try StorageFixtures.meals(1).first)
        let disk = FaultyFileSystem(.fullDisk)
        let list = FileShoppingListStore(directory: directory.url, fileSystem: disk)
        _ = await list.load()
        let added = await list.apply(.add([meal]))
        #expect(!added.isSaved && added.problems.count == 1)

        // Still full: the next command's try fails quietly (the problem was told), and the change waits.
        let stillFull = try #require(await list.refreshIfChanged(), "the waiting change was not tried again")
        #expect(!stillFull.isSaved && stillFull.problems.isEmpty)
        #expect(await list.saveWaitingChanges() == 1)

        disk.fault = nil
        let saved = try #require(await list.refreshIfChanged(), "the waiting change was not tried again")
        #expect(saved.isSaved)
        #expect(await FileShoppingListStore(directory: directory.url).load().value == ShoppingList(meals: [meal]))
        #expect(await list.refreshIfChanged() == nil, "nothing waits any more: one lstat again")
        #expect(await list.saveWaitingChanges() == 0)
    }

    @Test("favorites, the pantry and the plan kept in memory are saved by the last try at the end, and counted when they cannot be")
    func savedOrCountedAtTheEnd() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let meal = try #require(try StorageFixtures.meals(1).first)
        let disk = FaultyFileSystem(.fullDisk)
        let favorites = FileFavoritesStore(directory: directory.url, fileSystem: disk)
        let pantry = FilePantryStore(directory: directory.url, fileSystem: disk)
        let plan = FilePlanStore(directory: directory.url, fileSystem: disk)
        #expect(await !favorites.add(favorite).isSaved)
        #expect(await !pantry.apply(.add(["salt"])).isSaved)
        #expect(await !plan.apply(.put(meal, on: CalendarDay(year: 2026, month: 12, day: 2), scale: 1)).isSaved)
        #expect(await favorites.saveWaitingChanges() == 1)
        #expect(await pantry.saveWaitingChanges() == 1)
        #expect(await plan.saveWaitingChanges() == 1)

        disk.fault = nil
        #expect(await favorites.saveWaitingChanges() == 0)
        #expect(await pantry.saveWaitingChanges() == 0)
        #expect(await plan.saveWaitingChanges() == 0)
        #expect(await FileFavoritesStore(directory: directory.url).load().value == [favorite])
        #expect(await FilePantryStore(directory: directory.url).load().value == ["salt"])
        #expect(await FilePlanStore(directory: directory.url).load().value.entries.map(\.meal.id) == [meal.id])
    }

    @Test("a favorite the full disk refused is saved at the next command once there is room")
    func aFavoriteIsTriedAgain() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let disk = FaultyFileSystem(.fullDisk)
        let store = FileFavoritesStore(directory: directory.url, fileSystem: disk)
        _ = await store.load()
        #expect(await !store.add(favorite).isSaved)
        disk.fault = nil
        let saved = try #require(await store.refreshIfChanged(), "the waiting favorite was not tried again")
        #expect(saved == Stored([favorite]))
        #expect(await FileFavoritesStore(directory: directory.url).load().value == [favorite])
    }
}
