#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// Real processes on one data directory: what flock and atomic rename are for.
@Suite("Several processes")
struct StorageProcessTests {
    @Test func twoProcessesAddingAtOnceLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        let shells = try ["a", "b"].map { try StressHelperProcess(["add", directory.path, $0, "100"]) }
        for shell in shells {
            let message = shell.finish()
            #expect(shell.process.terminationStatus == 0, "\(message)")
        }

        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.problems == [])
        #expect(loaded.value.count == 200)
        #expect(Set(loaded.value.map(\.id)) == Set((0..<100).flatMap { ["a-\($0)", "b-\($0)"] }))
        // Every favorite's recipe file too, each a whole recipe, none left half-written.
        let store = FileFavoritesStore(directory: directory.url)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.file("recipes"))
        #expect(Set(files) == Set(loaded.value.map { "\($0.id).json" }))
        for favorite in loaded.value {
            #expect(await store.recipe(forMealID: favorite.id).value?.name == "Stress meal \(favorite.id)")
        }
    }

    @Test func aProcessKilledMidSaveLeavesTheOldFileOrTheNewOne() async throws {
        let directory = try TemporaryDirectory()
        var acknowledged = 0
        var killedMidWrite = 0
        for round in 0..<20 {
            let helper = try StressHelperProcess(["churn", directory.path])
            // Every other round the kill lands while the index's temporary file is being written (a
            // loaded machine could otherwise kill every helper before it reached the index), the rest
            // at a random point of a save.
            let temporary = ".favorites.json.tmp-\(helper.process.processIdentifier)"
            let midWrite = { (try? !names(in: directory, startingWith: temporary).isEmpty) ?? false }
            let (text, lastSaved) = helper.kill(afterSaves: Int.random(in: 1...3), when: round.isMultiple(of: 2) ? midWrite : nil)
            #expect(helper.process.terminationReason == .uncaughtSignal, "the helper stopped by itself: \(text)")
            acknowledged = max(acknowledged, lastSaved)
            if midWrite() { killedMidWrite += 1 }

            // The file reads whole, and holds every save that was reported done: no more than one
            // save's worth beyond, since the kill may have come just after a rename.
            let loaded = await FileFavoritesStore(directory: directory.url).load()
            #expect(loaded.problems == [])
            let ids = loaded.value.map(\.id)
            #expect(Set(ids) == Set((0..<ids.count).map { "churn-\($0)" }))
            #expect(ids.count >= acknowledged)
        }
        #expect(try names(in: directory, startingWith: "favorites.json.corrupt").isEmpty)
        // The case this test is about did happen: kills between creating the temporary file and the rename.
        #expect(killedMidWrite >= 5)

        // A killed save can leave its temporary file behind; the next save clears it away.
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        #expect(await FileFavoritesStore(directory: directory.url).add(favorite).problems == [])
        #expect(try names(in: directory, startingWith: ".favorites.json.tmp").isEmpty)
    }
}
