import Foundation
import Testing
@testable import MealKit
import SousTestSupport

/// The Edamam client against the local Edamam server: pages, errors, limits, and the key kept out.
@Suite("EdamamClient (local server)")
struct EdamamClientTests {
    /// Records the waits the client would sleep, instead of sleeping.
    final class SleepRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [TimeInterval] = []
        var waits: [TimeInterval] { lock.withLock { recorded } }
        var function: @Sendable (TimeInterval) async throws -> Void { { wait in self.lock.withLock { self.recorded.append(wait) } } }
    }

    static func client(_ server: EdamamTestServer, credentials: EdamamCredentials? = nil, rate: Int = 100,
                       clock: ProviderTestClock = ProviderTestClock(), sleeper: SleepRecorder = SleepRecorder()) -> EdamamClient {
        EdamamClient(configuration: .init(baseURL: server.baseURL, requestsPerWindow: rate),
                     credentials: .fixed(credentials ?? server.credentials), now: clock.function, sleep: sleeper.function)
    }

    static func failure(_ body: () async throws -> Void) async -> MealDBError? {
        do { try await body(); return nil } catch { return error as? MealDBError }
    }

    @Test("search pages through _links.next: 20, then 20 more, then the end; no token carries the key")
    func paging() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)
        let first = try await client.firstPage(searching: "oranges")
        #expect(first.items.count == 20)
        #expect(first.totalCount == 10_000)
        let token = try #require(first.continuation)
        #expect(!token.contains(server.credentials.appKey) && !token.contains(server.credentials.appID))
        #expect(!token.contains("app_key") && !token.contains("127.0.0.1"), "only the query is kept")
        let second = try await client.page(after: token)
        #expect(second.items.count == 20)
        #expect(Set(second.items.map(\.id)).isDisjoint(with: first.items.map(\.id)))
        #expect(second.continuation == nil, "page 2 has `_links: {}`")
        #expect(try await server.stats().api == 2)
    }

    @Test("filters: cat → dishType, area → cuisineType, ing → q; categories and areas cost no request")
    func filters() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)
        #expect(try await client.categories().map(\.name).contains("Desserts"))
        #expect(try await client.areas().map(\.name).contains("South East Asian"))
        #expect(try await server.stats().api == 0)
        #expect(try await client.meals(matching: .category("Desserts")).first?.name == "Grilled Cheesecake")
        #expect(try await client.meals(matching: .area("American")).first?.name == "Chicken Vesuvio")
        #expect(try await client.meals(matching: .ingredient("chicken")).count == 7)
        #expect(EdamamEndpoint.filter(.category("Main course")).redactedDescription().hasSuffix("?type=public&dishType=Main%20course"))
    }

    @Test("a listed recipe opens from memory; another is looked up by id; an unknown id is nil")
    func lookup() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)
        let listed = try await client.searchMeals(name: "chicken")
        let opened = try await client.meal(id: listed[2].id)
        #expect(opened == listed[2])
        #expect(try await server.stats().api == 1)
        let croutons = try await client.meal(id: "recipe_f2de3b23411c7bb4f49b623e80b109ac")
        #expect(croutons?.name == "All-Purpose Croutons")
        #expect(try await client.meal(id: "recipe_0000") == nil)
        #expect(try await server.stats().paths["recipe"] == 2)
    }

    @Test("random 5 costs one request: random=true with a dish type, 20 picks to choose from")
    func random() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let meals = try await Self.client(server).randomMeals(count: 5)
        #expect(meals.count == 5)
        #expect(Set(meals.map(\.id)).count == 5)
        #expect(try await server.stats().api == 1)
    }

    @Test("each error status has its own error; none of their words carry the key")
    func statuses() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)
        let wrong = Self.client(server, credentials: EdamamCredentials(appID: server.credentials.appID, appKey: "wrong-key-123"))
        var seen: [MealDBError] = []
        seen.append(try #require(await Self.failure { _ = try await wrong.searchMeals(name: "oranges") }))
        try await server.fault("403", times: 1)
        seen.append(try #require(await Self.failure { _ = try await client.searchMeals(name: "oranges") }))
        try await server.fault("429", times: 1, retryAfter: 30)
        seen.append(try #require(await Self.failure { _ = try await client.searchMeals(name: "oranges") }))
        try await server.fault("500", times: 1)
        seen.append(try #require(await Self.failure { _ = try await client.searchMeals(name: "oranges") }))
        #expect(seen == [.edamam(.unauthorized), .edamam(.forbidden), .edamam(.rateLimited(retryAfter: 30)),
                         .edamam(.httpStatus(500))])
        #expect(try await client.searchMeals(name: "oranges").count == 20, "faults were for one request each")
        for error in seen { #expect(!String(describing: error).contains(server.credentials.appKey)) }
    }

    @Test("no keys: a clear error and no request; letter and the ingredient list are not offered")
    func missingAndNotOffered() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let none = EdamamClient(configuration: .init(baseURL: server.baseURL), credentials: .fixed(nil))
        #expect(await Self.failure { _ = try await none.searchMeals(name: "oranges") } == .edamam(.missingCredentials))
        let client = Self.client(server)
        #expect(await Self.failure { _ = try await client.meals(startingWith: "b") } == .edamam(.notOffered("browsing by first letter")))
        #expect(await Self.failure { _ = try await client.ingredients() } == .edamam(.notOffered("the ingredient list")))
        #expect(try await server.stats().api == 0)
    }

    @Test("EDAMAM_ACCOUNT_USER is sent as Edamam-Account-User; the environment wins over settings")
    func accountUser() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let environment = ["EDAMAM_APP_ID": server.credentials.appID, "EDAMAM_APP_KEY": server.credentials.appKey,
                           "EDAMAM_ACCOUNT_USER": "cook42"]
        let source = EdamamCredentialSource.environment(environment, thenSettings: { ["edamam.app_id": "other", "edamam.app_key": "other"] })
        let client = EdamamClient(configuration: .init(baseURL: server.baseURL), credentials: source)
        _ = try await client.searchMeals(name: "small")
        #expect(try await server.stats().accountUsers == ["cook42"])
        let fromSettings = try #require(await EdamamCredentialSource.environment([:], thenSettings: { ["edamam.app_id": "a1b", "edamam.app_key": "k3y"] }).credentials())
        #expect(fromSettings == EdamamCredentials(appID: "a1b", appKey: "k3y"))
        #expect(!String(describing: fromSettings).contains("k3y"))
    }

    @Test("the limiter: the request past the limit waits (said once, before), then goes")
    func limiterWaits() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let clock = ProviderTestClock()
        let sleeper = SleepRecorder()
        let client = Self.client(server, rate: 2, clock: clock, sleeper: sleeper)
        _ = try await client.searchMeals(name: "small")
        clock.advance(10)
        _ = try await client.searchMeals(name: "small")
        #expect(sleeper.waits.isEmpty)
        #expect(await client.takeNotices().isEmpty)
        clock.advance(38)
        _ = try await client.searchMeals(name: "small")
        #expect(sleeper.waits == [12])
        #expect(await client.takeNotices() == [.rateLimitWait(seconds: 12, limit: 2, window: 60)])
        #expect(await client.takeNotices().isEmpty, "told once")
        #expect(try await server.stats().api == 3, "waited, not failed")
    }

    @Test("Ctrl-C during a rate-limit wait ends it at once, with no request sent")
    func cancelWait() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let client = EdamamClient(configuration: .init(baseURL: server.baseURL, requestsPerWindow: 1),
                                  credentials: .fixed(server.credentials))
        _ = try await client.searchMeals(name: "small")
        let started = Date()
        let task = Task { try await client.searchMeals(name: "small") }
        try await Task.sleep(nanoseconds: 200_000_000)
        task.cancel()
        let result = await task.result
        #expect(Date().timeIntervalSince(started) < 10, "not the 60 s wait")
        #expect((try? result.get()) == nil)
        if case .failure(let error) = result { #expect(error as? MealDBError == .cancelled) }
        #expect(try await server.stats().api == 1)
    }

    @Test("a server that is gone: Edamam's words, and the key nowhere in them")
    func unreachable() async throws {
        let server = try await EdamamTestServer.start()
        let base = server.baseURL
        let credentials = server.credentials
        try await server.stopAndWait()
        let client = EdamamClient(configuration: .init(baseURL: base), credentials: .fixed(credentials))
        let error = try #require(await Self.failure { _ = try await client.searchMeals(name: "oranges") })
        guard case .edamam(let edamam) = error else { Issue.record("not an Edamam error: \(error)"); return }
        #expect(!String(describing: edamam).contains(credentials.appKey))
    }
}
