import Foundation
import SousTestSupport
import Testing
@testable import MealKit

@Suite("CachingProvider")
struct CachingProviderTests {
    static let hour: TimeInterval = 3600
    static let day: TimeInterval = 86_400

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sous-cache-\(UUID().uuidString)")
    }

    static func live(_ server: MealDBTestServer) -> LiveMealDBClient {
        LiveMealDBClient(configuration: .init(baseURL: server.baseURL, policy: HTTPPolicy(retryBaseDelay: 0.01)))
    }

    @Test("a repeated query costs no request, in this session or the next")
    func repeatIsFree() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let live = Self.live(server)

        let first = CachingProvider(upstream: live, base: server.baseURL, directory: directory)
        let categories = try await first.categories()
        #expect(try await first.categories() == categories)
        #expect(try await first.meals(matching: .category("Beef")).count == 75)
        #expect(try await first.meals(matching: .category("beef")).count == 75)
        #expect(try await first.meal(id: "52772")?.name == "Teriyaki Chicken Casserole")
        #expect(try await first.meal(id: "52772")?.name == "Teriyaki Chicken Casserole")

        // A new session: nothing in memory, everything on disk.
        let second = CachingProvider(upstream: live, base: server.baseURL, directory: directory)
        #expect(try await second.categories() == categories)
        #expect(try await second.meals(matching: .category("Beef")).count == 75)
        #expect(try await second.meal(id: "52772")?.name == "Teriyaki Chicken Casserole")

        let stats = try await server.stats()
        #expect(stats.count("categories.php") == 1)
        #expect(stats.count("filter.php") == 1)
        #expect(stats.count("lookup.php") == 1)
    }

    @Test("lists stay fresh for a day, recipes for a week, random never")
    func freshness() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock()
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory, now: clock.function)

        _ = try await cache.areas()
        _ = try await cache.meal(id: "52772")
        _ = try await cache.randomMeal()
        _ = try await cache.randomMeal()

        clock.advance(23 * Self.hour)
        _ = try await cache.areas()
        _ = try await cache.meal(id: "52772")
        var stats = try await server.stats()
        #expect(stats.count(.areas) == 1)
        #expect(stats.count(.lookup(id: "52772")) == 1)
        #expect(stats.count("random.php") == 2)

        clock.advance(2 * Self.hour)  // 25 h: the list is stale, the recipe is not
        _ = try await cache.areas()
        _ = try await cache.meal(id: "52772")
        stats = try await server.stats()
        #expect(stats.count(.areas) == 2)
        #expect(stats.count(.lookup(id: "52772")) == 1)

        clock.advance(7 * Self.day)  // past a week since the recipe was stored
        _ = try await cache.meal(id: "52772")
        #expect(try await server.stats().count(.lookup(id: "52772")) == 2)
    }

    @Test("refresh asks every time and keeps what it gets for the others")
    func refresh() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        _ = try await cache.categories()
        let refreshing = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory, refresh: true)
        _ = try await refreshing.categories()
        _ = try await cache.refreshing().categories()
        #expect(try await server.stats().count("categories.php") == 3)
        _ = try await CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory).categories()
        _ = try await cache.categories()
        #expect(try await server.stats().count("categories.php") == 3)
    }

    @Test("recipes from a search or a random pick open without a request")
    func recipesFromListings() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: nil)
        let found = try #require(try await cache.searchMeals(name: "teriyaki").first)
        #expect(try await cache.meal(id: found.id) == found)
        let random = try await cache.randomMeal()
        #expect(try await cache.meal(id: random.id) == random)
        #expect(try await server.stats().count("lookup.php") == 0)
    }

    @Test("an unreachable upstream is answered from a stale entry, if there is one")
    func staleIfUnreachable() async throws {
        let server = try await MealDBTestServer.start()
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ProviderTestClock()
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory, now: clock.function)
        let categories = try await cache.categories()
        try await server.stopAndWait()
        clock.advance(3 * Self.day)
        #expect(try await cache.categories() == categories)
        let error = await #expect(throws: MealDBError.self) { try await cache.areas() }
        #expect(error?.isConnectivityFailure == true)
        clock.advance(30 * Self.day)
        await #expect(throws: MealDBError.self) { try await cache.categories() }
    }

    @Test("errors other than connectivity are not hidden by stale entries")
    func errorsPassThrough() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let clock = ProviderTestClock()
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: nil, now: clock.function)
        _ = try await cache.categories()
        clock.advance(2 * Self.day)
        try await server.fault("malformed")
        await #expect(throws: MealDBError.malformedResponse("not TheMealDB's JSON")) { try await cache.categories() }
    }

    @Test("files are private, written whole, and every type reads back equal")
    func files() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory().appendingPathComponent("nested/sous")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        let categories = try await cache.categories()
        let areas = try await cache.areas()
        let ingredients = try await cache.ingredients()
        let summaries = try await cache.meals(matching: .ingredient("chicken breast"))
        let search = try await cache.searchMeals(name: "pie")
        let meal = try await cache.meal(id: "52772")
        let missing = try await cache.meal(id: "1")

        let reread = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        #expect(try await reread.categories() == categories)
        #expect(try await reread.areas() == areas)
        #expect(try await reread.ingredients() == ingredients)
        #expect(try await reread.meals(matching: .ingredient("chicken breast")) == summaries)
        #expect(try await reread.searchMeals(name: "pie") == search)
        #expect(try await reread.meal(id: "52772") == meal)
        #expect(try await reread.meal(id: "1") == missing)
        #expect(try await server.stats().total == 7)

        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.count == 7)
        #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") })
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        for name in names {
            let file = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test("a damaged file is dropped and fetched again")
    func damagedFile() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory).areas()
        let file = directory.appendingPathComponent(ResponseCache.fileName(for: CachingProvider.key(for: .areas, base: server.baseURL, source: .live)))
        try Data("{\"version\":1,\"key\":".utf8).write(to: file)
        #expect(try await CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory).areas().count == 37)
        #expect(try await server.stats().count(.areas) == 2)
        #expect(try await CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory).areas().count == 37)
        #expect(try await server.stats().count(.areas) == 2)
    }

    @Test("answers from an offline upstream are not stored")
    func offlineNotStored() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = CachingProvider(upstream: OfflineCatalog(), base: MealDBEndpoint.defaultBaseURL, directory: directory)
        #expect(try await cache.categories().count == 14)
        #expect(await cache.sourceKind() == .offline)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    // MARK: Keys, well-formed answers, old files

    @Test("answers from one server never serve another, nor another kind of source")
    func keyedByBaseAndSource() async throws {
        let first = try await MealDBTestServer.start()
        defer { first.stop() }
        let second = try await MealDBTestServer.start()
        defer { second.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await second.fault("null-item", script: "filter.php")

        let beef = try await CachingProvider(upstream: Self.live(first), base: first.baseURL, directory: directory)
            .meals(matching: .category("Beef"))
        #expect(beef.count == 75)
        let other = CachingProvider(upstream: Self.live(second), base: second.baseURL, directory: directory)
        #expect(try await other.meals(matching: .category("Beef")).isEmpty, "the second server's own answer")
        #expect(try await second.stats().count("filter.php") == 1)
        #expect(try await first.stats().count("filter.php") == 1)

        let base = URL(string: "http://user:secret@LOCALHOST:8080/api/json/v1/1")!
        let key = CachingProvider.key(for: .categories, base: base, source: .live)
        #expect(key == "live http://localhost:8080/api/json/v1/1/ categories.php")
        #expect(!key.contains("secret"))
        #expect(key != CachingProvider.key(for: .categories, base: base, source: .edamam))
        #expect(key != CachingProvider.key(for: .categories, base: URL(string: "http://localhost:8081/api/json/v1/1/")!,
                                           source: .live))
    }

    @Test("an answer the decoder had to forgive is shown, not kept: the next request finds the healthy server",
          arguments: ["null-item", "wrong-types"])
    func forgivenAnswersAreNotKept(mode: String) async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        for script in ["filter.php", "search.php", "lookup.php"] {
            try await server.fault(mode, script: script, times: 1)
        }
        let broken = try await cache.meals(matching: .category("Seafood"))
        let brokenSearch = try await cache.searchMeals(name: "teriyaki")
        let brokenMeal = try await cache.meal(id: "52772")
        if mode == "null-item" {
            #expect(broken.isEmpty && brokenSearch.isEmpty && brokenMeal == nil)
        } else {
            #expect(broken.first?.name == "12345" && brokenMeal?.name == "12345")
        }

        // The server is healthy again: the same session and the next one get the real answers.
        #expect(try await cache.meals(matching: .category("Seafood")).count == 64)
        #expect(try await cache.searchMeals(name: "teriyaki").map(\.name) == ["Teriyaki Chicken Casserole", "Honey Teriyaki Salmon"])
        #expect(try await cache.meal(id: "52772")?.name == "Teriyaki Chicken Casserole")
        let next = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        #expect(try await next.meals(matching: .category("Seafood")).count == 64)
        #expect(try await next.meal(id: "52772")?.name == "Teriyaki Chicken Casserole")
        let stats = try await server.stats()
        #expect(stats.count("filter.php") == 2)
        #expect(stats.count("search.php") == 2)
        #expect(stats.count("lookup.php") == 2)
    }

    @Test("a listing that repeats ids shows each meal once, the first kept, from the server and from the cache")
    func repeatedIDsDropped() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await server.fault("repeated-ids", script: "filter.php")
        try await server.fault("repeated-ids", script: "search.php")
        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        let seafood = try await cache.meals(matching: .category("Seafood"))
        let chicken = try await cache.searchMeals(name: "chicken")
        for listing in [seafood.map(\.id), chicken.map(\.id)] {
            #expect(listing.count == Set(listing).count, "each id once")
        }
        #expect(seafood.count == 64)
        #expect(chicken.count == 49)
        #expect(!(seafood.map(\.name) + chicken.map(\.name)).contains { $0.hasSuffix("(repeat)") })

        let reread = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        #expect(try await reread.meals(matching: .category("Seafood")) == seafood)
        #expect(try await reread.searchMeals(name: "chicken") == chicken)
        #expect(try await server.stats().count("filter.php") == 1)
    }

    @Test("files of the old format are never read and are removed at the first write; other files stay")
    func oldFilesRemoved() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Version 1: keyed by the request alone, named by its hash, here holding another server's answer.
        let stored = Date().timeIntervalSince1970
        let old = #"{"version":1,"key":"categories.php","storedAt":\#(stored),"value":[{"name":"Elsewhere","description":""}]}"#
        let oldName = "a1b2c3d4e5f60718.json"
        try Data(old.utf8).write(to: directory.appendingPathComponent(oldName))
        try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.json.txt"))
        try Data("{}".utf8).write(to: directory.appendingPathComponent("settings.json"))

        let cache = CachingProvider(upstream: Self.live(server), base: server.baseURL, directory: directory)
        #expect(try await cache.categories().count == 14)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(!names.contains(oldName))
        #expect(names.isSuperset(of: ["notes.json.txt", "settings.json"]))
        #expect(names.contains(ResponseCache.fileName(for: cache.key(for: .categories))))
        #expect(ResponseCache.isOutdatedFile("0123456789abcdef.json"))
        #expect(ResponseCache.isOutdatedFile("v1-0123456789abcdef.json"))
        #expect(!ResponseCache.isOutdatedFile(ResponseCache.fileName(for: "x")))
        #expect(!ResponseCache.isOutdatedFile("favorites.json"))
    }
}
