import Foundation
import MealKit
import Testing

@Suite("Favorites on disk")
struct StorageFavoritesTests {
    @Test func favoritesSurviveARestartWithTheirFullRecipe() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(3)
        let shell = FileFavoritesStore(directory: directory.url)
        for favorite in favorites { _ = await shell.add(favorite) }

        let nextStart = FileFavoritesStore(directory: directory.url)
        let loaded = await nextStart.load()
        #expect(loaded == Stored(favorites))
        #expect(loaded.value.first?.meal.ingredients.count == favorites.first?.meal.ingredients.count)
        #expect(loaded.value.first?.meal.instructions.isEmpty == false)
    }

    @Test func theFileIsVersionedPrivateJSON() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        _ = await FileFavoritesStore(directory: directory.url).add(favorite)

        let path = directory.file("favorites.json")
        let bytes = try #require(contents(path))
        let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let entries = try #require(json["favorites"] as? [[String: Any]])
        let meal = try #require(entries.first?["meal"] as? [String: Any])
        #expect(meal["idMeal"] as? String == favorite.meal.id)
        #expect(meal["strInstructions"] as? String == favorite.meal.instructions)
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(path + ".lock") == 0o600)
    }

    @Test func aFileLeftReadableByOthersBecomesPrivateAtTheNextSave() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        let path = directory.file("favorites.json")
        _ = await FileFavoritesStore(directory: directory.url).add(favorites[0])
        #expect(chmod(path, 0o644) == 0)
        _ = await FileFavoritesStore(directory: directory.url).add(favorites[1])
        #expect(try permissions(path) == 0o600)
    }

    @Test func addingAgainReplacesAndRemovingRemoves() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock()
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        var favorites = try StorageFixtures.favorites(3)
        for favorite in favorites {
            _ = await store.add(favorite)
            clock.advance()
        }
        favorites[0].source = .offline
        #expect(await store.add(favorites[0]).value.map(\.meal.id) == [1, 2, 0].map { favorites[$0].meal.id })
        clock.advance()
        #expect(await store.remove(mealID: favorites[1].meal.id).value == [favorites[2], favorites[0]])
        #expect(await FileFavoritesStore(directory: directory.url).load().value == [favorites[2], favorites[0]])
    }

    @Test func twoShellsSeeEachOthersChanges() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock()
        let favorites = try StorageFixtures.favorites(3)
        let shellA = FileFavoritesStore(directory: directory.url, clock: clock.function)
        let shellB = FileFavoritesStore(directory: directory.url, clock: clock.function)

        _ = await shellA.add(favorites[0])
        clock.advance()
        _ = await shellB.add(favorites[1])
        clock.advance()
        _ = await shellA.remove(mealID: favorites[1].meal.id)
        clock.advance()
        _ = await shellB.add(favorites[2])

        #expect(await shellA.load().value == [favorites[0], favorites[2]])
        #expect(await shellB.load().value == [favorites[0], favorites[2]])
    }

    @Test func aRemovalIsNotUndoneByAnOlderChangeSavedLater() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock()
        let favorites = try StorageFixtures.favorites(2)
        let brokenDisk = FaultyFileSystem()
        let shellA = FileFavoritesStore(directory: directory.url, clock: clock.function)
        let shellB = FileFavoritesStore(directory: directory.url, fileSystem: brokenDisk, clock: clock.function)
        _ = await shellA.add(favorites[0])
        clock.advance()

        // Shell B re-saves the favorite while its disk is full: the change waits in memory.
        brokenDisk.fault = .fullDisk
        #expect(await shellB.add(favorites[0]).problems.count == 1)
        clock.advance()
        // Later, shell A removes it.
        #expect(await shellA.remove(mealID: favorites[0].meal.id).value == [])
        clock.advance()
        // Shell B's disk recovers and it saves what it had waiting, plus a new favorite.
        brokenDisk.fault = nil
        #expect(await shellB.add(favorites[1]) == Stored([favorites[1]]))
        #expect(await FileFavoritesStore(directory: directory.url).load().value == [favorites[1]])
    }

    @Test func aNewerChangeStillWinsOverAnOlderRemoval() async throws {
        let directory = try TemporaryDirectory()
        let clock = TestClock()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let shellA = FileFavoritesStore(directory: directory.url, clock: clock.function)
        let shellB = FileFavoritesStore(directory: directory.url, clock: clock.function)
        _ = await shellA.add(favorite)
        clock.advance()
        _ = await shellB.remove(mealID: favorite.meal.id)
        clock.advance()
        #expect(await shellA.add(favorite).value == [favorite])
        #expect(await shellB.load().value == [favorite])
    }

    /// The real version-1 file under `Fixtures/storage/`, written by sous itself: what a user upgrading
    /// has on disk, kept so the format this build reads is pinned by a file it did not make.
    @Test func aRealVersionOneFileIsRead() async throws {
        let directory = try TemporaryDirectory()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/storage/favorites-v1.json")
        try Data(contentsOf: fixture).write(to: directory.url.appendingPathComponent("favorites.json"))

        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.value.map(\.meal.id) == ["52772", "53325"], "the removed 52771 stays removed")
        #expect(loaded.value.map(\.meal.name) == ["Teriyaki Chicken Casserole", "Venezuelan Arepas"])
        #expect(loaded.value.allSatisfy { $0.source == .offline && !$0.meal.instructions.isEmpty })
    }
}
