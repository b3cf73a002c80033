import Foundation
import SousTestSupport
import Testing

/// The real binary against the local TheMealDB server: what a user sees, and what the server counts.
@Suite("Live sessions (real binary, local server)", .serialized)
struct LiveSessionTests {
    private func run(_ server: MealDBTestServer, _ home: TemporaryHome, source: String = "live", _ input: String) throws -> TemporaryHome.Run {
        try home.run(arguments: ["--source", source, "--api-base", server.baseURL.absoluteString], input: input)
    }

    @Test("going back to a listing or a recipe costs no request, in this run or the next")
    func repeatsAreCached() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let first = try run(server, home, "cat Seafood\nopen 1\nopen 2\ncat Seafood\nopen 1\nopen 2\n")
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdout.contains(" Seafood · 64 meals · page 1/7"))
        var stats = try await server.stats()
        #expect(stats.count("filter.php") == 1)
        #expect(stats.count("lookup.php") == 2)
        #expect(stats.count("categories.php") == 1, "the category name is resolved once")

        let second = try run(server, home, "cat Seafood\nopen 1\n")
        #expect(second.status == 0)
        stats = try await server.stats()
        #expect(stats.total == 4, "the next run reads the disk cache: \(stats.paths)")

        let refreshed = try home.run(arguments: ["--source", "live", "--refresh", "--api-base", server.baseURL.absoluteString],
                                     input: "cat Seafood\n")
        #expect(refreshed.status == 0)
        #expect(try await server.stats().count("filter.php") == 2, "--refresh asks again")
    }

    @Test("random 5 asks concurrently and shows five different meals")
    func randomIsConcurrent() async throws {
        let server = try await MealDBTestServer.start(["--latency-ms", "100"])
        defer { server.stop() }
        let home = try TemporaryHome()
        let run = try run(server, home, "random 5\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(" Random · 5 meals · page 1/1"))
        let stats = try await server.stats()
        #expect(stats.count("random.php") >= 5)
        #expect((stats.maxConcurrent["random.php"] ?? 0) >= 2, "requests overlap: \(stats.maxConcurrent)")
    }

    @Test("each server failure gives its one line, and the shell carries on", arguments: [
        ("500", "TheMealDB answered with HTTP 500: type retry in a moment"),
        ("429", "TheMealDB asks sous to slow down: retry in 30 s"),
        ("malformed", "TheMealDB sent an answer sous cannot read"),
        ("truncate", "TheMealDB sent an answer sous cannot read"),
        ("premium", "that needs TheMealDB's paid API key; sous uses the free one"),
    ])
    func failures(mode: String, line: String) async throws {
        let server = try await MealDBTestServer.start(["--retry-after", "30"])
        defer { server.stop() }
        try await server.fault(mode, script: "filter.php")
        let home = try TemporaryHome()
        let run = try run(server, home, "cat Beef\nsearch teriyaki\n")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("line 1: " + line), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
        #expect(run.stdout.contains("\"teriyaki\" · "), "the next command works")
    }

    @Test("a wrong --api-base (HTTP 404) says the address looks wrong, not to retry in a moment")
    func wrongAddress() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let wrong = server.baseURL.absoluteString.replacing("/api/json/v1/1/", with: "/wrong/")
        let run = try home.run(arguments: ["--source", "live", "--api-base", wrong], input: "categories\n")
        #expect(run.status == 1)
        #expect(run.stderr == "line 1: HTTP 404 from TheMealDB: the address looks wrong (--api-base, SOUS_API_BASE?)\n")
    }

    @Test("retry runs the failed command again once the server recovers")
    func retry() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        // Three failures use up the client's own bounded retries; the user's retry then succeeds.
        try await server.fault("500", script: "filter.php", times: 3)
        let home = try TemporaryHome()
        let run = try run(server, home, "cat Beef\nretry\n")
        #expect(run.stderr == "line 1: TheMealDB answered with HTTP 500: type retry in a moment\n")
        #expect(run.stdout.contains(" Beef · 75 meals · page 1/8"))
    }

    @Test("auto falls back to the offline catalogue once, said in one line; live never does")
    func fallback() async throws {
        let home = try TemporaryHome()
        let closed = "http://127.0.0.1:9/api/json/v1/1/"
        let auto = try home.run(arguments: ["--source", "auto", "--api-base", closed], input: "cat Beef\nsearch pie\n")
        #expect(auto.status == 0, "stderr: \(auto.stderr)")
        // The fallback is said on stderr, once: stdout is the answers only.
        let notice = "sous: TheMealDB unreachable: using the offline catalogue (552 meals, Nov 2025)\n"
        #expect(auto.stdout.hasPrefix(" Beef · 75 meals"))
        #expect(auto.stderr == notice, "said once, on stderr")

        let live = try home.run(arguments: ["--source", "live", "--api-base", closed], input: "cat Beef\n")
        #expect(live.status == 1)
        #expect(live.stderr.hasPrefix("line 1: TheMealDB cannot be reached"))
    }

    @Test("a bad --api-base is refused at start")
    func badBase() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "live", "--api-base", "ftp://example"])
        #expect(run.status == 2)
        #expect(run.stderr == "sous: 'ftp://example' is not an http(s) URL (--api-base / SOUS_API_BASE)\n")
    }
}
