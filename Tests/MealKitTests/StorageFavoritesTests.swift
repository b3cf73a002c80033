import Foundation
@testable import MealKit
import SousTestSupport
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
        for favorite in favorites {
            let recipe = await nextStart.recipe(forMealID: favorite.id)
            #expect(recipe == Stored(StorageFixtures.recipe(of: favorite)))
            #expect(recipe.value?.stepTexts.isEmpty == false)
        }
    }

    @Test func theIndexIsVersionTwoPrivateJSONAndTheRecipeHasItsOwnPrivateFile() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let recipe = StorageFixtures.recipe(of: favorite)
        _ = await FileFavoritesStore(directory: directory.url).add(favorite)

        let path = directory.file("favorites.json")
        let bytes = try #require(contents(path))
        let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        let entries = try #require(json["favorites"] as? [[String: Any]])
        #expect(entries.first?["id"] as? String == favorite.id)
        #expect(entries.first?["name"] as? String == favorite.name)
        #expect(entries.first?["meal"] == nil, "the index holds no recipe")
        #expect(!String(decoding: bytes, as: UTF8.self).contains("strInstructions"))
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(path + ".lock") == 0o600)

        let recipePath = directory.file("recipes/\(favorite.id).json")
        let recipeBytes = try #require(contents(recipePath))
        let saved = try #require(try JSONSerialization.jsonObject(with: recipeBytes) as? [String: Any])
        #expect(saved["id"] as? String == favorite.id, "sous's own recipe JSON")
        #expect((saved["steps"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == recipe.stepTexts)
        #expect(try permissions(recipePath) == 0o600)
        #expect(try permissions(directory.file("recipes")) == 0o700)
    }

    @Test func aRemovalSavedRemovesTheRecipeFileAndReSavingRewritesIt() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        let store = FileFavoritesStore(directory: directory.url)
        for favorite in favorites { _ = await store.add(favorite) }
        let first = directory.file("recipes/\(favorites[0].id).json")
        #expect(contents(first) != nil)

        #expect(await store.remove(mealID: favorites[0].id).value == [favorites[1]])
        #expect(contents(first) == nil)
        #expect(contents(directory.file("recipes/\(favorites[1].id).json")) != nil, "the other recipe stays")
        #expect(await store.recipe(forMealID: favorites[0].id) == Stored(nil))

        var renamed = StorageFixtures.recipe(of: favorites[1])
        renamed.steps = [RecipeStep("Changed upstream.")]
        _ = await store.add(renamed, source: .live, savedAt: favorites[1].savedAt)
        #expect(await FileFavoritesStore(directory: directory.url).recipe(forMealID: favorites[1].id).value?.stepTexts
                == ["Changed upstream."])
    }

    @Test func aMissingOrDamagedRecipeFileIsNilAndTheIndexStillLoads() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(3)
        let store = FileFavoritesStore(directory: directory.url)
        for favorite in favorites { _ = await store.add(favorite) }
        try Data(#"{"idMeal": "#.utf8).write(to: URL(fileURLWithPath: directory.file("recipes/\(favorites[0].id).json")))
        #expect(unlink(directory.file("recipes/\(favorites[1].id).json")) == 0)

        let next = FileFavoritesStore(directory: directory.url)
        #expect(await next.load() == Stored(favorites))
        #expect(await next.recipe(forMealID: favorites[0].id) == Stored(nil))
        #expect(await next.recipe(forMealID: favorites[1].id) == Stored(nil))
        #expect(await next.recipe(forMealID: favorites[2].id).value == StorageFixtures.recipe(of: favorites[2]))
    }

    @Test func anIdThatCannotBeAFileNameIsNotSavedAndSaysWhy() async throws {
        let directory = try TemporaryDirectory()
        let store = FileFavoritesStore(directory: directory.url)
        let recipe = Recipe(id: "../escape", name: "Escape", instructions: "x")
        let added = await store.add(recipe, source: .live, savedAt: Date(timeIntervalSince1970: 1_747_000_000))
        #expect(added.problems.count == 1)
        #expect(try names(in: directory, startingWith: "escape").isEmpty)
        #expect(contents(directory.file("favorites.json")) == nil, "nothing saved that could not be opened")
    }

    /// A version-1 file (recipes inline) is migrated at the first visit: every recipe to its file, the
    /// index saved as version 2, removals kept; what the user sees does not change.
    @Test func aRealVersionOneFileIsMigratedToAnIndexAndRecipeFiles() async throws {
        let directory = try TemporaryDirectory()
        let v1 = try Data(contentsOf: StorageFixtures.packageRoot.appendingPathComponent("Fixtures/storage/favorites-v1.json"))
        try v1.write(to: directory.url.appendingPathComponent("favorites.json"))

        let store = FileFavoritesStore(directory: directory.url)
        let loaded = await store.load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.value.map(\.id) == ["52772", "53325"])

        let index = try #require(contents(directory.file("favorites.json")))
        let json = try #require(try JSONSerialization.jsonObject(with: index) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        let entries = try #require(json["favorites"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? String } == ["52772", "53325", "52771"])
        #expect(entries.last?["removed"] as? Bool == true, "the removal is remembered")
        #expect(entries.allSatisfy { $0["meal"] == nil })
        #expect(try permissions(directory.file("recipes/52772.json")) == 0o600)
        #expect(contents(directory.file("recipes/52771.json")) == nil, "a removed favorite gets no recipe")

        let restarted = FileFavoritesStore(directory: directory.url)
        let reloaded = await restarted.load().value
        // The same favorites; dates to the millisecond the file keeps (a re-save may truncate .334 to .333).
        #expect(reloaded.map(\.summary) == loaded.value.map(\.summary))
        #expect(reloaded.map(\.source) == loaded.value.map(\.source))
        #expect(zip(reloaded, loaded.value).allSatisfy { abs($0.savedAt.timeIntervalSince($1.savedAt)) < 0.002 })
        let teriyaki = try #require(await restarted.recipe(forMealID: "52772").value)
        #expect(teriyaki.name == "Teriyaki Chicken Casserole")
        #expect(teriyaki.stepTexts.first?.hasPrefix("Preheat oven to 350") == true)
        #expect(teriyaki.ingredients.count == 9)
    }

    @Test func aVersionOneFileOnADiskThatCannotBeWrittenStillOpensItsRecipes() async throws {
        let directory = try TemporaryDirectory()
        let v1 = try Data(contentsOf: StorageFixtures.packageRoot.appendingPathComponent("Fixtures/storage/favorites-v1.json"))
        try v1.write(to: directory.url.appendingPathComponent("favorites.json"))
        let disk = FaultyFileSystem(.readOnly)
        let store = FileFavoritesStore(directory: directory.url, fileSystem: disk)
        #expect(await store.load().value.map(\.id) == ["52772", "53325"])
        #expect(await store.recipe(forMealID: "53325").value?.name == "Venezuelan Arepas")
        #expect(contents(directory.file("favorites.json")) == v1, "the version-1 file is left as it was")
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
        #expect(await store.add(favorites[0]).value.map(\.id) == [1, 2, 0].map { favorites[$0].id })
        clock.advance()
        #expect(await store.remove(mealID: favorites[1].id).value == [favorites[2], favorites[0]])
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
        _ = await shellA.remove(mealID: favorites[1].id)
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
        #expect(await shellA.remove(mealID: favorites[0].id).value == [])
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
        _ = await shellB.remove(mealID: favorite.id)
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
        #expect(loaded.value.map(\.id) == ["52772", "53325"], "the removed 52771 stays removed")
        #expect(loaded.value.map(\.name) == ["Teriyaki Chicken Casserole", "Venezuelan Arepas"])
        #expect(loaded.value.allSatisfy { $0.source == .offline })
    }
}

@Suite("Store dates")
struct StoreDateTests {
    /// The hand-written reader agrees with the format style on the dates sous writes, to the millisecond.
    @Test func theFastReaderAgreesWithTheFormatStyle() throws {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for seconds in [0.0, 951_782_400.5, 1_709_164_800.001, 1_747_000_000.325, 1_764_442_960.334, 4_102_444_799.999] {
            let text = Date(timeIntervalSince1970: seconds).formatted(style)
            let fast = try #require(StoreCoding.fastDate(text))
            let slow = try style.parse(text)
            #expect(abs(fast.timeIntervalSince(slow)) < 0.0005, "\(text)")
        }
        #expect(StoreCoding.fastDate("2025-05-20T14:33:20Z") == nil, "other forms go to the format style")
        #expect(StoreCoding.fastDate("2025-13-20T14:33:20.123Z") == nil)
        // A byte that is no digit, wherever a digit goes, or a separator moved: not the form sous writes.
        let written = Array("2025-05-20T14:33:20.123Z".utf8)
        for index in written.indices {
            for byte in [UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "x"), UInt8(ascii: " ")] where byte != written[index] {
                var changed = written
                changed[index] = byte
                #expect(StoreCoding.fastDate(String(decoding: changed, as: UTF8.self)) == nil,
                        "\(String(decoding: changed, as: UTF8.self))")
            }
        }
    }
}
