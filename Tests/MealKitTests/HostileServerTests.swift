import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// What a broken or malicious server can send, met by the decoder and the live client: a clear
/// `MealDBError` or a sensible partial answer, never a crash, a hang or unbounded memory.
@Suite("Hostile server")
struct HostileServerTests {
    private static func decode(_ body: String) throws -> [Recipe] {
        try MealDBResponse<Recipe>.decode(Data(body.utf8))
    }

    @Test("odd shapes: a null item is dropped, an object is malformed, wrong types are read leniently")
    func shapes() throws {
        #expect(try Self.decode(#"{"meals":[null]}"#).isEmpty)
        #expect(throws: MealDBError.malformedResponse(#""meals" is not a list"#)) { try Self.decode(#"{"meals":{}}"#) }
        let lenient = try Self.decode(#"{"meals":[{"idMeal":52772,"strMeal":12345,"strCategory":["x"],"strTags":{"a":1}}]}"#)
        #expect(lenient.map(\.id) == ["52772"])
        #expect(lenient.first?.name == "12345")
        #expect(try Self.decode(#"{"meals":[{"strMeal":"no id"},{"idMeal":"1","strMeal":"kept"}]}"#).map(\.name) == ["kept"])
    }

    @Test("100,000 levels of nesting are a malformed answer, not a stack overflow")
    func deepNesting() {
        let depth = 100_000
        let body = #"{"meals":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(throws: MealDBError.self) { try Self.decode(body) }
    }

    @Test("bytes that are not UTF-8 become U+FFFD; the meal keeps its name")
    func invalidUTF8() throws {
        var body = Data(#"{"meals":[{"idMeal":"1","strMeal":"Teri"#.utf8)
        body += Data([0xFF, 0xFE])
        body += Data(#"yaki"}]}"#.utf8)
        let meals = try MealDBResponse<Recipe>.decode(body)
        #expect(meals.first?.name == "Teri\u{FFFD}\u{FFFD}yaki")
    }

    @Test("an HTML page with status 200 is a malformed answer")
    func htmlWithOK() {
        #expect(throws: MealDBError.malformedResponse("not TheMealDB's JSON")) {
            try Self.decode("<!DOCTYPE html><html><body>502 Bad Gateway</body></html>")
        }
    }

    @Test("each hostile answer from the server gives its error", arguments: [
        ("redirect-loop", MealDBError.tooManyRedirects),
        ("redirect-off-host", MealDBError.offHostRedirect("localhost")),
        ("reset", MealDBError.malformedResponse("the answer was cut short")),
        ("html-200", MealDBError.malformedResponse("not TheMealDB's JSON")),
        ("deep", MealDBError.malformedResponse("not TheMealDB's JSON")),
        ("object", MealDBError.malformedResponse(#""meals" is not a list"#)),
    ])
    func serverFailures(mode: String, expected: MealDBError) async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault(mode, script: "search.php")
        let client = LiveMealDBClientTests.client(server, maxAttempts: 2)
        await #expect(throws: expected) { try await client.searchMeals(name: "chicken") }
        let stats = try await server.stats()
        #expect(stats.count("offhost") == 0, "an off-host redirect is never followed")
        #expect(stats.count("search.php") <= 2 * (HTTPPolicy().maxRedirects + 1), "redirects are bounded")
    }

    @Test("a same-server redirect is followed; another host, port or scheme (https→http too) is not")
    func redirectPolicy() {
        let base = URL(string: "http://127.0.0.1:8080/api/json/v1/1/search.php?s=a")!
        #expect(HTTPClient.isSameServer(base, URL(string: "http://127.0.0.1:8080/api/json/v1/1/x.php")!))
        #expect(HTTPClient.isSameServer(URL(string: "https://example.com/a")!, URL(string: "https://EXAMPLE.com:443/b")!))
        #expect(!HTTPClient.isSameServer(URL(string: "https://example.com/a")!, URL(string: "http://example.com/a")!))
        #expect(!HTTPClient.isSameServer(URL(string: "http://example.com/a")!, URL(string: "https://example.com/a")!))
        #expect(!HTTPClient.isSameServer(base, URL(string: "http://localhost:8080/a")!))
        #expect(!HTTPClient.isSameServer(base, URL(string: "http://127.0.0.1:9090/a")!))
        #expect(!HTTPClient.isSameServer(base, URL(string: "file:///etc/passwd")!))
    }

    @Test("20,000 items arrive whole; repeated and missing ids are dropped, not fatal")
    func largeAndOdd() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let client = LiveMealDBClientTests.client(server)
        try await server.fault("many", script: "filter.php", times: 1)
        #expect(try await client.meals(matching: .category("Beef")).count == 20_000)
        try await server.fault("duplicate-ids", script: "search.php", times: 1)
        let doubled = try await client.searchMeals(name: "teriyaki")
        #expect(doubled.map(\.id) == ["52772", "52773"], "each meal once, in order: \(doubled.map(\.id))")
        try await server.fault("no-id", script: "search.php", times: 1)
        #expect(try await client.searchMeals(name: "teriyaki").count == 1, "only the one meal sent with its id survives")
    }

    @Test("a body dripping one byte a second ends at the request deadline")
    func drip() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("drip", script: "search.php")
        let client = LiveMealDBClient(configuration: .init(
            baseURL: server.baseURL, policy: HTTPPolicy(responseTimeout: 5, budget: 3, maxAttempts: 1)))
        let started = Date()
        await #expect(throws: MealDBError.timedOut) { try await client.searchMeals(name: "chicken") }
        #expect(Date().timeIntervalSince(started) < 30, "did not hang")
    }

    @Test("an answer of 20,000 items stays in memory only, not in the disk cache")
    func largeAnswersAreNotWritten() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        let many = (0..<20_000).map { MealSummary(id: String($0), name: "m\($0)", thumbnailURL: nil) }
        await cache.store(many, for: "many", at: Date())
        await cache.store(Array(many.prefix(3)), for: "few", at: Date())
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(files == [ResponseCache.fileName(for: "few")])
        #expect(await cache.value([MealSummary].self, for: "many", maxAge: 60, now: Date())?.count == 20_000)
    }
}

/// Reproducers from fuzzing (Fuzz/, FUZZING.md).
@Suite("Fuzzing reproducers")
struct FuzzReproducerTests {
    @Test("a measure of 1.5e46 grams is shown as written, and formatting such an amount does not trap")
    func hugeMeasure() throws {
        // FuzzMealDecoder: "15222222222222222222222222222222222222222222220g" trapped in Int(_:)
        // inside Quantity.decimal while a recipe was shown.
        let text = "15222222222222222222222222222222222222222222220g"
        #expect(Measure(text).reading == .unparsed)
        let huge = Quantity(amount: 1.5e46, unit: .gram).formatted
        #expect(huge.hasPrefix("150000000000000") && huge.hasSuffix(" g") && huge.count == 49, "\(huge)")
        #expect(Quantity(amount: 1e20).formatted == "100000000000000000000")
        #expect(Quantity(amount: .infinity, unit: .gram).formatted == "inf g")
        #expect(Measure("1000000 g").quantity?.amount == 1_000_000)
        let body = Data(#"{"meals":[{"idMeal":"1","strMeal":"x","strIngredient1":"flour","strMeasure1":"\#(text)"}]}"#.utf8)
        let meal = try #require(try MealDBResponse<Recipe>.decode(body).first)
        #expect(meal.ingredients.map { Measure($0.measure).quantity?.formatted } == [nil])
    }
}
