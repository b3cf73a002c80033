import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// The transport's one policy, against the local servers: which redirects are followed, that
/// another server never hears from sous (keys or not), stalls, and many redirecting requests at once.
@Suite("Transport policy")
struct TransportPolicyTests {
    @Test("requests one after another share one kept-alive connection")
    func connectionReuse() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let transport = HTTPTransport()
        let client = LiveMealDBClient(configuration: .init(baseURL: server.baseURL), transport: transport)
        for id in ["52772", "52771", "52773", "52774", "52775", "52776", "52777", "52778"] {
            _ = try await client.meal(id: id)
        }
        let stats = try await server.stats()
        #expect(stats.count("lookup.php") == 8)
        // The test's own control requests (through the shared transport) account for at most one more.
        #expect(stats.connections <= 2, "\(stats.connections) connections for 8 requests")
    }

    @Test("a redirect with a relative Location on the same server is followed")
    func relativeRedirect() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("redirect-once", script: "search.php")
        let meals = try await LiveMealDBClientTests.client(server).searchMeals(name: "teriyaki")
        #expect(meals.contains { $0.id == "52772" })
        let stats = try await server.stats()
        #expect(stats.count("search.php") == 2, "the redirect, then its target")
        #expect(stats.urls["/api/json/v1/1/search.php?s=teriyaki&hop=1"] == 1, "\(stats.urls)")
    }

    @Test("an absolute redirect to the same scheme, host and port is followed")
    func sameServerRedirect() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("redirect", script: "lookup.php", times: 1,
                               location: "http://127.0.0.1:\(server.port)/api/json/v1/1/lookup.php?i=52772&hop=1")
        let meal = try await LiveMealDBClientTests.client(server).meal(id: "52771")
        #expect(meal?.id == "52772", "the redirect's target answered")
    }

    @Test("a redirect to another loopback port or another scheme is refused; that server receives nothing")
    func otherServerRedirect() async throws {
        let server = try await MealDBTestServer.start()
        let other = try await MealDBTestServer.start()
        defer {
            server.stop()
            other.stop()
        }
        let client = LiveMealDBClientTests.client(server)
        try await server.fault("redirect", script: "search.php", location: "http://127.0.0.1:\(other.port){path}")
        await #expect(throws: MealDBError.offHostRedirect("127.0.0.1")) { try await client.searchMeals(name: "pie") }
        // http → https on the same host and port is another server too (and https → http, see below).
        try await server.fault("redirect", script: "search.php", location: "https://127.0.0.1:\(server.port){path}")
        await #expect(throws: MealDBError.offHostRedirect("127.0.0.1")) { try await client.searchMeals(name: "tart") }
        #expect(try await other.stats().total == 0)
        #expect(try await server.stats().count("search.php") == 2, "one request each, not retried")
        #expect(!HTTPClient.isSameServer(URL(string: "https://www.themealdb.com/api/")!,
                                         URL(string: "http://www.themealdb.com/api/")!))
    }

    @Test("Edamam redirected to another server, with its keys in the link or without: that server receives nothing",
          arguments: ["/api/recipes/v2?{query}", "/api/recipes/v2?type=public&q=chicken"])
    func edamamRedirect(target: String) async throws {
        let server = try await EdamamTestServer.start()
        let other = try await EdamamTestServer.start()
        defer {
            server.stop()
            other.stop()
        }
        try await server.fault("redirect", location: "http://127.0.0.1:\(other.port)" + target)
        let credentials = EdamamCredentials(appID: server.credentials.appID, appKey: server.credentials.appKey,
                                            accountUser: "cook-1")
        let client = EdamamClient(configuration: .init(baseURL: server.baseURL), credentials: .fixed(credentials))
        let error = await #expect(throws: MealDBError.self) { try await client.searchMeals(name: "chicken") }
        guard case .edamam(.malformedResponse(let detail))? = error else {
            Issue.record("expected a refused redirect, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("another server"))
        #expect(!detail.contains(credentials.appKey))
        let stats = try await other.stats()
        #expect(stats.api == 0 && stats.images == 0 && stats.accountUsers.isEmpty)
    }

    @Test("an answer that stalls after its first bytes is abandoned within a few seconds, not at the deadline")
    func stall() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("drip", script: "categories.php")
        let client = LiveMealDBClient(configuration: .init(
            baseURL: server.baseURL, policy: HTTPPolicy(responseTimeout: 5, budget: 240, maxAttempts: 1)))
        let started = ContinuousClock.now
        await #expect(throws: MealDBError.timedOut) { try await client.categories() }
        #expect(ContinuousClock.now - started < .seconds(120), "the stall window, not the 240 s budget")
    }

    @Test("random 5, a hundred times, every answer redirected: 500 meals, no crash")
    func manyRedirectingRequests() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("redirect-once", script: "random.php")
        let client = LiveMealDBClientTests.client(server)
        var meals = 0
        for _ in 0..<100 {
            meals += try await client.randomMeals(count: 5).count
        }
        #expect(meals == 500)
        let stats = try await server.stats()
        #expect(stats.count("random.php") >= 1000, "each meal: a redirect and its target")
    }

    @Test("a longer answer timeout waits for a slow server's answer that the default gives up on")
    func longerAnswerTimeout() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "1500"])
        defer { server.stop() }
        func client(_ seconds: TimeInterval?) -> LiveMealDBClient {
            let policy = HTTPPolicy(responseTimeout: 1, budget: 2, maxAttempts: 1).withAnswerTimeout(seconds)
            return LiveMealDBClient(configuration: .init(baseURL: server.baseURL, policy: policy), transport: HTTPTransport())
        }
        await #expect(throws: MealDBError.timedOut) { _ = try await client(nil).meal(id: "52772") }
        let meal = try await client(30).meal(id: "52772")
        #expect(meal?.name == "Teriyaki Chicken Casserole")
    }
}
