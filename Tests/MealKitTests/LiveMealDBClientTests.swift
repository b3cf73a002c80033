import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// The live client against the local test server: answers, every error mapping, retries, sharing,
/// concurrency and cancellation. Each test starts its own server, so its counts are its own.
@Suite("LiveMealDBClient")
struct LiveMealDBClientTests {
    /// A client with test-sized waits: quick retries, short deadlines.
    static func client(
        _ server: MealDBTestServer, responseTimeout: TimeInterval = 10, maxBodyBytes: Int = 8 << 20,
        maxAttempts: Int = 3, maxRetryAfter: TimeInterval = 3
    ) -> LiveMealDBClient {
        LiveMealDBClient(configuration: .init(
            baseURL: server.baseURL, policy: HTTPPolicy(
                responseTimeout: responseTimeout, budget: 30, maxBodyBytes: maxBodyBytes, maxAttempts: maxAttempts,
                retryBaseDelay: 0.01, maxRetryAfter: maxRetryAfter)))
    }

    @Test("every endpoint decodes the API's answers")
    func answers() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)

        #expect(try await client.categories().count == 14)
        #expect(try await client.areas().contains(Area(name: "Venezulan")))
        #expect(try await client.ingredients().count > 500)
        let beef = try await client.meals(matching: .category("Beef"))
        #expect(beef.count == 75)
        #expect(beef.map(\.name) == beef.map(\.name).sorted { $0.lowercased() < $1.lowercased() })
        #expect(try await !client.meals(matching: .ingredient("chicken breast")).isEmpty)
        #expect(try await !client.meals(matching: .area("Saudi Arabian")).isEmpty)
        let search = try await client.searchMeals(name: "teriyaki")
        #expect(search.contains { $0.id == "52772" })
        #expect(try await client.meals(startingWith: "b").allSatisfy { $0.name.lowercased().hasPrefix("b") })
        let meal = try #require(try await client.meal(id: "52772"))
        #expect(meal.name == "Teriyaki Chicken Casserole")
        #expect(!meal.ingredients.isEmpty)
        #expect(try await client.randomMeal().id.isEmpty == false)
        #expect(await client.sourceKind() == .live)
    }

    @Test("no match is empty or nil, not an error")
    func notFound() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)
        #expect(try await client.searchMeals(name: "no such meal anywhere").isEmpty)
        #expect(try await client.meals(matching: .category("Nope")).isEmpty)
        #expect(try await client.meal(id: "1") == nil)
    }

    @Test("a non-numeric id is .invalidID")
    func invalidID() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        await #expect(throws: MealDBError.invalidID("Invalid ID")) {
            try await Self.client(server).meal(id: "abc")
        }
    }

    @Test("a message instead of meals is .premiumOnly")
    func premium() async throws {
        let server = try await MealDBTestServer.start(["--fault", "premium"])
        defer { server.stop() }
        await #expect(throws: MealDBError.premiumOnly("This API endpoint is only for premium users")) {
            try await Self.client(server).categories()
        }
    }

    @Test("a body that is not JSON is .malformedResponse, and is not retried")
    func malformed() async throws {
        let server = try await MealDBTestServer.start(["--fault", "malformed"])
        defer { server.stop() }
        let error = await #expect(throws: MealDBError.self) { try await Self.client(server).meal(id: "52772") }
        guard case .malformedResponse? = error else {
            Issue.record("expected .malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(try await server.stats().count("lookup.php") == 1)
    }

    @Test("a body cut short is retried, then reported as malformed")
    func truncated() async throws {
        let server = try await MealDBTestServer.start(["--fault", "truncate"])
        defer { server.stop() }
        let error = await #expect(throws: MealDBError.self) { try await Self.client(server).categories() }
        #expect(error == .malformedResponse("the answer was cut short"))
        #expect(try await server.stats().count("categories.php") == 3)
    }

    @Test("HTTP 500 is retried a bounded number of times, then .httpStatus")
    func serverError() async throws {
        let server = try await MealDBTestServer.start(["--fault", "500"])
        defer { server.stop() }
        await #expect(throws: MealDBError.httpStatus(500)) { try await Self.client(server).categories() }
        #expect(try await server.stats().count("categories.php") == 3)
    }

    @Test("one transient 503 is cured by a retry")
    func transientError() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("503", script: "categories.php", times: 1)
        #expect(try await Self.client(server).categories().count == 14)
        #expect(try await server.stats().count("categories.php") == 2)
    }

    @Test("a 4xx other than 429 is never retried")
    func clientError() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let client = LiveMealDBClient(configuration: .init(
            baseURL: URL(string: "http://127.0.0.1:\(server.port)/not/the/api/")!, policy: HTTPPolicy(retryBaseDelay: 0.01)))
        await #expect(throws: MealDBError.httpStatus(404)) { try await client.categories() }
    }

    @Test("429 with a long Retry-After is .rateLimited at once")
    func rateLimited() async throws {
        let server = try await MealDBTestServer.start(["--fault", "429", "--retry-after", "30"])
        defer { server.stop() }
        await #expect(throws: MealDBError.rateLimited(retryAfter: 30)) { try await Self.client(server).areas() }
        #expect(try await server.stats().count("list.php") == 1)
    }

    @Test("429 with a short Retry-After is waited out once")
    func rateLimitedBriefly() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("429", script: "list.php", times: 1, retryAfter: 1)
        #expect(try await Self.client(server).areas().count == 37)
        #expect(try await server.stats().count("list.php") == 2)
    }

    @Test("a server that never answers is .timedOut after the response deadline, without retries")
    func timeout() async throws {
        // The server would hold the request for 120 s: ending as .timedOut, long before, is the client's
        // deadline at work (a wall-clock bound would only measure how loaded the machine is).
        let server = try await MealDBTestServer.start(["--fault", "hang", "--hang-max", "120"])
        defer { server.stop() }
        let started = ContinuousClock.now
        await #expect(throws: MealDBError.timedOut) {
            try await Self.client(server, responseTimeout: 0.5).categories()
        }
        #expect(ContinuousClock.now - started < .seconds(100), "ended by the deadline, not by the server letting go")
        #expect(try await server.stats().count("categories.php") == 1)
    }

    @Test("a port nobody listens on is .unreachable")
    func unreachable() async throws {
        let closed = try ClosedPort()
        let client = LiveMealDBClient(configuration: .init(
            baseURL: URL(string: "http://127.0.0.1:\(closed.port)/api/json/v1/1/")!,
            policy: HTTPPolicy(responseTimeout: 10, budget: 30, maxAttempts: 3, retryBaseDelay: 0.01)))
        let error = await #expect(throws: MealDBError.self) { try await client.categories() }
        withExtendedLifetime(closed) {}
        guard case .unreachable? = error else {
            Issue.record("expected .unreachable, got \(String(describing: error))")
            return
        }
    }

    @Test("a body over the cap is .oversized")
    func oversized() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        // list.php?i=list is about 118 kB.
        await #expect(throws: MealDBError.oversized(limit: 50_000)) {
            try await Self.client(server, maxBodyBytes: 50_000).ingredients()
        }
    }

    @Test("a declared length over the cap is refused before the body is read")
    func oversizedByLength() async throws {
        let server = try await MealDBTestServer.start(["--fault", "huge", "--huge-bytes", "\(256 << 20)"])
        defer { server.stop() }
        await #expect(throws: MealDBError.oversized(limit: 1 << 20)) {
            try await Self.client(server, maxBodyBytes: 1 << 20).categories()
        }
        // The server stops writing when the client hangs up; give it a moment to record that.
        var stats = try await server.stats()
        for _ in 0..<100 where stats.disconnects["categories.php"] == nil {
            try await Task.sleep(nanoseconds: 50_000_000)
            stats = try await server.stats()
        }
        #expect(stats.disconnects["categories.php"] == 1)
        #expect((stats.bytesSent["categories.php"] ?? 0) < 128 << 20)
    }

    @Test("a body without a length is counted as it arrives and refused past the cap")
    func oversizedWithoutLength() async throws {
        let server = try await MealDBTestServer.start(["--fault", "huge-chunked", "--huge-bytes", "\(16 << 20)"])
        defer { server.stop() }
        await #expect(throws: MealDBError.oversized(limit: 1 << 20)) {
            try await Self.client(server, maxBodyBytes: 1 << 20).categories()
        }
    }

    @Test("concurrent requests for one URL share one request")
    func sharing() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "300"])
        defer { server.stop() }
        let client = Self.client(server)
        let names = try await withThrowingTaskGroup(of: String?.self) { group in
            for _ in 0..<6 { group.addTask { try await client.meal(id: "52772")?.name } }
            var names: [String?] = []
            for try await name in group { names.append(name) }
            return names
        }
        #expect(names == Array(repeating: "Teriyaki Chicken Casserole", count: 6))
        #expect(try await server.stats().count(.lookup(id: "52772")) == 1)
        // Once it has finished, the next call is a new request.
        _ = try await client.meal(id: "52772")
        #expect(try await server.stats().count(.lookup(id: "52772")) == 2)
    }

    @Test("a caller leaving a shared request does not cancel it for the others")
    func sharingWithCancellation() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "800"])
        defer { server.stop() }
        let client = Self.client(server)
        let leaving = Task { try await client.meal(id: "52772") }
        let staying = Task { try await client.meal(id: "52772") }
        try await Task.sleep(nanoseconds: 200_000_000)
        leaving.cancel()
        await #expect(throws: MealDBError.cancelled) { try await leaving.value }
        #expect(try await staying.value?.id == "52772")
        #expect(try await server.stats().count(.lookup(id: "52772")) == 1)
    }

    @Test("random 5 asks concurrently and returns 5 different meals")
    func randomConcurrently() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "100"])
        defer { server.stop() }
        let meals = try await Self.client(server).randomMeals(count: 5)
        #expect(meals.count == 5)
        #expect(Set(meals.map(\.id)).count == 5)
        let stats = try await server.stats()
        // random.php is never shared: five meals need at least five requests, and they overlapped.
        #expect(stats.count("random.php") >= 5)
        #expect((stats.maxConcurrent["random.php"] ?? 0) >= 2)
    }

    @Test("cancelling the task ends a slow request promptly with .cancelled")
    func cancellation() async throws {
        // The answer would take 120 s; the bound only needs to sit well below that, and be generous
        // for a loaded machine (the whole suite runs at once, on 2 cores shared with other work).
        let server = try await MealDBTestServer.start(["--latency-ms", "120000"])
        defer { server.stop() }
        let client = Self.client(server)
        let started = ContinuousClock.now
        let task = Task { try await client.categories() }
        try await Task.sleep(nanoseconds: 300_000_000)
        task.cancel()
        await #expect(throws: MealDBError.cancelled) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(100), "ended by the cancel, not by the answer")
    }

    @Test("a task cancelled before it starts never reaches the server")
    func cancelledBeforeStart() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let client = Self.client(server)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.categories()
        }
        await #expect(throws: MealDBError.cancelled) { try await task.value }
        #expect(try await server.stats().total == 0)
    }

    @Test("Retry-After is read as seconds or as an HTTP date")
    func retryAfterParsing() {
        func response(_ value: String) -> HTTPResponse { HTTPResponse(status: 429, headers: ["retry-AFTER": value]) }
        #expect(response("120").retryAfter == 120)
        #expect(response("Wed, 21 Oct 2015 07:28:00 GMT").retryAfter == 0)
        #expect(response("soon").retryAfter == nil)
    }
}
