import Foundation
import SousTestSupport
import Testing
@testable import MealKit

@Suite("RecipeProviding.randomMeals")
struct RecipeProvidingTests {
    static func catalogue(size: Int) -> OfflineCatalog {
        OfflineCatalog(
            meals: (1...size).map { Recipe(id: "\($0)", name: "Meal \($0)") },
            categories: [], areas: [], ingredients: [])
    }

    @Test("picks are unique and as many as asked")
    func unique() async throws {
        let meals = try await Self.catalogue(size: 100).randomMeals(count: 20)
        #expect(meals.count == 20)
        #expect(Set(meals.map(\.id)).count == 20)
    }

    @Test("a catalogue smaller than the count gives all it has, and ends")
    func smallCatalogue() async throws {
        // Picks cycle through the three meals, so every one comes up: the test does not hang on chance.
        let picks = PickCycle()
        let small = OfflineCatalog(
            meals: (1...3).map { Recipe(id: "\($0)", name: "Meal \($0)") },
            categories: [], areas: [], ingredients: [], pickIndex: { picks.next(below: $0) })
        let meals = try await small.randomMeals(count: 10)
        #expect(Set(meals.map(\.id)) == ["1", "2", "3"])
    }

    /// Hands out 0, 1, 2, … modulo the bound, from any thread.
    final class PickCycle: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func next(below bound: Int) -> Int {
            lock.withLock {
                defer { count += 1 }
                return count % bound
            }
        }
    }

    @Test("zero or less asks for nothing")
    func none() async throws {
        #expect(try await Self.catalogue(size: 3).randomMeals(count: 0).isEmpty)
        #expect(try await Self.catalogue(size: 3).randomMeals(count: -2).isEmpty)
    }

    @Test("a source that always repeats ends the loop with one meal")
    func alwaysTheSame() async throws {
        let same = OfflineCatalog(
            meals: (1...5).map { Recipe(id: "\($0)", name: "Meal \($0)") },
            categories: [], areas: [], ingredients: [], pickIndex: { _ in 0 })
        #expect(try await same.randomMeals(count: 5).map(\.id) == ["1"])
    }

    @Test("never more than six requests in flight, and no more requests than needed")
    func politeWindow() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "50"])
        defer { server.stop() }
        let client = LiveMealDBClient(configuration: .init(baseURL: server.baseURL, policy: HTTPPolicy(retryBaseDelay: 0.01)))
        let meals = try await client.randomMeals(count: 12)
        #expect(Set(meals.map(\.id)).count == 12)
        let stats = try await server.stats()
        #expect((stats.maxConcurrent["random.php"] ?? 0) <= 6)
        #expect((stats.maxConcurrent["random.php"] ?? 0) >= 2)
        // Each repeat costs one more request; among 552 meals, eight repeats in 12 picks do not happen.
        #expect(stats.count("random.php") >= 12)
        #expect(stats.count("random.php") <= 20)
    }
}
