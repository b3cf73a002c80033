#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// Real processes on one plan.json: what flock and atomic rename are for.
@Suite("Several processes on the plan")
struct StoragePlanProcessTests {
    @Test func twoProcessesPlanningAtOnceLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        let shells = try ["a", "b"].map { try StressHelperProcess(["plan-add", directory.path, $0, "60"]) }
        for shell in shells {
            let message = shell.finish()
            #expect(shell.process.terminationStatus == 0, "\(message)")
        }
        let loaded = await FilePlanStore(directory: directory.url).load()
        #expect(loaded.problems == [])
        #expect(Set(loaded.value.entries.map(\.meal.id)) == Set((0..<60).flatMap { ["a-\($0)", "b-\($0)"] }))
        // Each process's own meals stay in the order it put them.
        let ofA = loaded.value.entries.map(\.meal.id).filter { $0.hasPrefix("a-") }
        #expect(ofA == (0..<60).map { "a-\($0)" })
    }

    @Test func anOpenStoreSeesWhatAnotherProcessPlanned() async throws {
        let directory = try TemporaryDirectory()
        let store = FilePlanStore(directory: directory.url)
        _ = await store.load()
        let other = try StressHelperProcess(["plan-add", directory.path, "other", "3"])
        let message = other.finish()
        #expect(other.process.terminationStatus == 0, "\(message)")
        let refreshed = try #require(await store.refreshIfChanged(), "the other process's plan went unseen")
        #expect(refreshed.value.entries.map(\.meal.id) == ["other-0", "other-1", "other-2"])
        #expect(await store.refreshIfChanged() == nil)
    }

    @Test func aProcessKilledMidSaveLeavesTheOldPlanOrTheNewOne() async throws {
        let directory = try TemporaryDirectory()
        var acknowledged = 0
        var killedMidWrite = 0
        for _ in 0..<12 {
            let helper = try StressHelperProcess(["plan-churn", directory.path])
            let (text, lastSaved) = helper.kill(afterSaves: Int.random(in: 1...3))
            #expect(helper.process.terminationReason == .uncaughtSignal, "the helper stopped by itself: \(text)")
            acknowledged = max(acknowledged, lastSaved)
            if try !names(in: directory, startingWith: ".plan.json.tmp").isEmpty { killedMidWrite += 1 }

            // Whole, and holding every save reported done (each churn starts again from meal 0,
            // replacing its own earlier entries, so the plan is meals 0..<n).
            let loaded = await FilePlanStore(directory: directory.url).load()
            #expect(loaded.problems == [])
            let ids = loaded.value.entries.map(\.meal.id)
            #expect(Set(ids) == Set((0..<ids.count).map { "churn-\($0)" }))
            #expect(ids.count >= lastSaved)
        }
        #expect(acknowledged > 0)
        #expect(try names(in: directory, startingWith: "plan.json.corrupt").isEmpty)
        #expect(killedMidWrite > 0, "no kill landed mid-write: the case this test is about did not happen")
    }
}
