import Foundation
import MealKit
import Testing

/// A store read before anything was saved in it leaves the data directory as it found it: no lock
/// file, no empty file. Only a store given something to save makes its file (and its lock).
@Suite("Stores read before their first save")
struct StorageOpeningTests {
    @Test func readingEveryStoreWithNoFilesMakesNoFiles() async throws {
        let directory = try TemporaryDirectory()
        #expect(await FileFavoritesStore(directory: directory.url).load().value.isEmpty)
        #expect(await FileHistoryStore(directory: directory.url).load().value.isEmpty)
        #expect(await FileShoppingListStore(directory: directory.url).load().value == ShoppingList())
        #expect(await FilePantryStore(directory: directory.url).load().value.isEmpty)
        #expect(await FilePlanStore(directory: directory.url).load().value.entries.isEmpty)
        #expect(await FileSettingsStore(directory: directory.url).load().value == Settings())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }

    @Test func aStoreReadFirstStillSavesUnderItsLock() async throws {
        let directory = try TemporaryDirectory()
        let pantry = FilePantryStore(directory: directory.url)
        #expect(await pantry.load().value.isEmpty)
        let saved = await pantry.apply(.add(["eggs"]))
        #expect(saved.problems == [] && saved.isSaved)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == ["pantry.json", "pantry.json.lock"])
        // Another shell's save is seen by the store that found no file before.
        #expect(await FilePantryStore(directory: directory.url).apply(.add(["flour"])).isSaved)
        #expect(await pantry.refreshIfChanged()?.value == ["eggs", "flour"])
    }

    @Test func aFileThatAppearsAfterAnEmptyReadIsRead() async throws {
        let directory = try TemporaryDirectory()
        let reader = FileFavoritesStore(directory: directory.url)
        #expect(await reader.load().value.isEmpty)
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        #expect(await FileFavoritesStore(directory: directory.url).add(favorite).isSaved)
        #expect(await reader.refreshIfChanged()?.value.map(\.id) == [favorite.id])
    }
}
