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
    private func helper(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = try StorageFixtures.stressHelper()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return (process, output, errors)
    }

    @Test func twoProcessesPlanningAtOnceLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        let shells = try ["a", "b"].map { try helper(["plan-add", directory.path, $0, "60"]) }
        for (process, _, errors) in shells {
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "\(message)")
        }
        let loaded = await FilePlanStore(directory: directory.url).load()
        #expect(loaded.problems == [])
        #expect(Set(loaded.value.entries.map(\.meal.id)) == Set((0..<60).flatMap { ["a-\($0)", "b-\($0)"] }))
        // Each process's own meals stay in the order it put them.
        let ofA = loaded.value.entries.map(\.meal.id).filter { $0.hasPrefix("a-") }
        #expect(ofA == (0..<60).map { "a-\($0)" })
    }

    @Test func aProcessKilledMidSaveLeavesTheOldPlanOrTheNewOne() async throws {
        let directory = try TemporaryDirectory()
        var acknowledged = 0
        var killedMidWrite = 0
        for _ in 0..<12 {
            let (process, output, _) = try helper(["plan-churn", directory.path])
            let savesToWaitFor = Int.random(in: 1...3)
            var text = ""
            while text.filter({ $0 == "\n" }).count < savesToWaitFor {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            usleep(UInt32.random(in: 0...20_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "the helper stopped by itself: \(text)")
            let lastSaved = text.split(separator: "\n").compactMap { Int($0.split(separator: " ").last ?? "") }.max() ?? 0
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
