import Foundation
import SousTestSupport
import Testing
@testable import MealKit

@Suite("FallbackProvider")
struct FallbackProviderTests {
    /// Whether a notice says the fallback went offline onto the bundled catalogue (the words are SousCore's).
    static func isOfflineNotice(_ notice: FallbackNotice?) -> Bool {
        guard case .usingOffline(_, let catalogue)? = notice else { return false }
        return catalogue == OfflineCatalog.bundledInfo
    }

    /// A live client that gives up quickly on a server that does not answer.
    static func live(_ server: MealDBTestServer) -> LiveMealDBClient {
        LiveMealDBClient(configuration: .init(
            baseURL: server.baseURL, policy: HTTPPolicy(responseTimeout: 0.5, retryBaseDelay: 0.01)))
    }

    @Test("a reachable live source answers, and nothing is said")
    func live() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let provider = FallbackProvider(primary: Self.live(server))
        #expect(try await provider.categories().count == 14)
        #expect(await provider.sourceKind() == .live)
        #expect(await provider.takeNotices().isEmpty)
        #expect(try await server.stats().count("categories.php") == 1)
    }

    @Test("a timeout switches to the offline catalogue, says so once, and retries live after the interval")
    func switchesAndComesBack() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let clock = ProviderTestClock()
        let provider = FallbackProvider(primary: Self.live(server), retryInterval: 60, now: clock.function)
        try await server.fault("hang")

        #expect(try await provider.meals(matching: .category("Beef")).count == 75)
        #expect(await provider.sourceKind() == .offline)
        #expect(try await provider.meal(id: "52772")?.name == "Teriyaki Chicken Casserole")
        let notices = await provider.takeNotices()
        #expect(notices.count == 1 && Self.isOfflineNotice(notices.first))
        guard case .usingOffline(let reason, let catalogue)? = notices.first else {
            Issue.record("expected .usingOffline, got \(notices)")
            return
        }
        #expect(reason == .timedOut)
        #expect(catalogue == OfflineCatalog.bundledInfo)
        // While fallen back the live source is left alone: one request (the one that hung).
        #expect(try await server.stats().total == 1)

        // Still unreachable after the interval: tried once more, no second notice.
        clock.advance(61)
        _ = try await provider.areas()
        #expect(try await server.stats().total == 2)
        #expect(await provider.takeNotices().isEmpty)
        #expect(await provider.sourceKind() == .offline)

        // Reachable again after the next interval.
        try await server.fault("none")
        clock.advance(30)
        _ = try await provider.areas()
        #expect(try await server.stats().total == 2)
        clock.advance(31)
        #expect(try await provider.areas().count == 37)
        #expect(await provider.sourceKind() == .live)
        #expect(await provider.takeNotices() == [.backOnline])
        #expect(try await server.stats().total == 3)
    }

    @Test("a server that is gone is .unreachable and falls back too")
    func unreachable() async throws {
        let server = try await MealDBTestServer.start()
        let live = Self.live(server)
        try await server.stopAndWait()
        let provider = FallbackProvider(primary: live)
        #expect(try await provider.searchMeals(name: "teriyaki").map(\.id).contains("52772"))
        #expect(await provider.sourceKind() == .offline)
        let notices = await provider.takeNotices()
        #expect(notices.count == 1 && Self.isOfflineNotice(notices.first))
    }

    @Test("HTTP errors and bad answers are reported, not hidden behind the offline catalogue", arguments: [
        ("500", MealDBError.httpStatus(500)),
        ("429", MealDBError.rateLimited(retryAfter: 30)),
        ("premium", MealDBError.premiumOnly("This API endpoint is only for premium users")),
    ])
    func errorsAreNotConnectivity(fault: String, expected: MealDBError) async throws {
        let server = try await MealDBTestServer.start(["--fault", fault, "--retry-after", "30"])
        defer { server.stop() }
        let provider = FallbackProvider(primary: Self.live(server))
        await #expect(throws: expected) { try await provider.categories() }
        #expect(await provider.sourceKind() == .live)
        #expect(await provider.takeNotices().isEmpty)
    }

    @Test("the notice also arrives on the stream")
    func stream() async throws {
        let server = try await MealDBTestServer.start(["--fault", "hang"])
        defer { server.stop() }
        let provider = FallbackProvider(primary: Self.live(server))
        _ = try await provider.categories()
        var iterator = provider.notices.makeAsyncIterator()
        #expect(Self.isOfflineNotice(await iterator.next()))
    }

    @Test("a random pick that fails half-way is answered whole from the offline catalogue")
    func neverMixed() async throws {
        let liveOnly = (1...20).map { Recipe(id: "live-\($0)", name: "Live \($0)") }
        let primary = FailingAfter(
            successes: 2,
            base: OfflineCatalog(meals: liveOnly, categories: [], areas: [], ingredients: []))
        let provider = FallbackProvider(primary: primary)
        let meals = try await provider.randomMeals(count: 5)
        #expect(meals.count == 5)
        #expect(meals.allSatisfy { !$0.id.hasPrefix("live-") })
        #expect(await provider.sourceKind() == .offline)
    }
}

/// A live-like source that answers `successes` random picks, then cannot be reached.
private struct FailingAfter: RecipeProviding {
    final class Counter: @unchecked Sendable {
        // `@unchecked`: `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    let successes: Int
    let base: OfflineCatalog
    let counter = Counter()

    func sourceKind() async -> SourceKind { .live }
    func categories() async throws -> [MealKit.Category] { try await base.categories() }
    func areas() async throws -> [Area] { try await base.areas() }
    func ingredients() async throws -> [IngredientInfo] { try await base.ingredients() }
    func meals(matching filter: MealFilter) async throws -> [MealSummary] { try await base.meals(matching: filter) }
    func searchMeals(name: String) async throws -> [Recipe] { try await base.searchMeals(name: name) }
    func meals(startingWith letter: Character) async throws -> [Recipe] { try await base.meals(startingWith: letter) }
    func meal(id: String) async throws -> Recipe? { try await base.meal(id: id) }
    func randomMeal() async throws -> Recipe {
        guard counter.next() <= successes else { throw MealDBError.unreachable("gone") }
        return try await base.randomMeal()
    }
}
