#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// One planned meal removed by several shells at once: only one of them removed it.
@Suite("Plan removals at once")
struct StoragePlanRemovalTests {
    static let day = CalendarDay(year: 2026, month: 12, day: 2)

    @Test("of two shells that both saw a meal planned and both remove it, only the first removed it")
    func onlyOneRemoval() async throws {
        let directory = try TemporaryDirectory()
        let meal = try #require(try StorageFixtures.meals(1).first)
        let first = FilePlanStore(directory: directory.url)
        let second = FilePlanStore(directory: directory.url)
        _ = await first.apply(.put(meal, on: Self.day, scale: 1))
        let entryID = "\(Self.day)/\(meal.id)"
        #expect(await second.load().value.entry(id: entryID) != nil, "the second shell has seen it")

        let removed = await first.remove(entryID: entryID)
        #expect(removed.wasPlanned && removed.stored.isSaved && removed.stored.value.isEmpty)
        // The second shell's memory still has it; under the lock the file does not.
        let again = await second.remove(entryID: entryID)
        #expect(!again.wasPlanned, "the second removal claimed the entry too")
        #expect(again.stored.value.isEmpty)
    }

    @Test("several processes removing one planned meal at once: exactly one says it removed it")
    func onlyOneProcessRemoves() async throws {
        let directory = try TemporaryDirectory()
        let meal = try #require(try StorageFixtures.meals(1).first)
        let planned = await FilePlanStore(directory: directory.url).apply(.put(meal, on: Self.day, scale: 1))
        let entryID = try #require(planned.value.entries.first?.id)
        let helpers = try (0..<4).map { _ in try StressHelperProcess(["plan-remove", directory.path, entryID]) }
        // All have read the plan holding the meal before any removes it.
        for helper in helpers {
            let ready = helper.output.fileHandleForReading.availableData
            #expect(String(decoding: ready, as: UTF8.self) == "ready\n")
        }
        #expect(FileManager.default.createFile(atPath: directory.file("go"), contents: Data()))
        var answers: [String] = []
        for helper in helpers {
            let errors = helper.finish()
            #expect(helper.process.terminationStatus == 0, "\(errors)")
            answers.append(String(decoding: helper.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        #expect(answers.sorted() == ["gone\n", "gone\n", "gone\n", "removed\n"])
    }
}
