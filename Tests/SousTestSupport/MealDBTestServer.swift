import Foundation
import MealKit

/// Runs `Tests/Server/mealdb_server.py` on a free loopback port for one test, and stops it after.
///
/// Each test gets its own server, so the request counts it asserts are its own even when Swift
/// Testing runs tests in parallel.
public final class MealDBTestServer: Sendable {
    /// What `/__stats` reports.
    public struct Stats: Decodable, Sendable {
        public var total: Int
        public var paths: [String: Int]
        public var urls: [String: Int]
        public var maxConcurrent: [String: Int]
        public var bytesSent: [String: Int]
        public var disconnects: [String: Int]
        /// TCP connections accepted since the start or the last reset (control requests included).
        public var connections: Int

        enum CodingKeys: String, CodingKey {
            case total, paths, urls, maxConcurrent = "max_concurrent", bytesSent = "bytes_sent", disconnects, connections
        }

        /// Requests for one script, e.g. `lookup.php`.
        public func count(_ script: String) -> Int { paths[script] ?? 0 }

        /// Requests for exactly this endpoint, query included.
        public func count(_ endpoint: MealDBEndpoint) -> Int { urls["/api/json/v1/1/" + endpoint.relativeReference] ?? 0 }
    }

    public static let scriptURL = ServerProcess.script("mealdb_server.py")

    private let server: ServerProcess
    public var port: Int { server.port }

    /// The API base a client should use: `http://127.0.0.1:<port>/api/json/v1/1/`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/api/json/v1/1/")! }

    private init(server: ServerProcess) { self.server = server }

    /// Starts a server; `arguments` are extra flags such as `["--latency-ms", "100"]`.
    public static func start(_ arguments: [String] = []) async throws -> MealDBTestServer {
        MealDBTestServer(server: try await ServerProcess.launch(scriptURL, arguments: arguments))
    }

    public func stop() { server.stop() }
    public func stopAndWait() async throws { try await server.stopAndWait() }

    // MARK: Control

    public func stats() async throws -> Stats {
        try JSONDecoder().decode(Stats.self, from: await control("__stats"))
    }

    /// Makes `script` (e.g. `lookup.php`, or every script when nil) answer with `mode`; `location` is
    /// where mode `redirect` points.
    public func fault(
        _ mode: String, script: String? = nil, times: Int? = nil, retryAfter: Int? = nil, location: String? = nil
    ) async throws {
        var query = "mode=\(mode)"
        if let location { query += "&location=" + ServerProcess.queryValue(location) }
        if let script { query += "&path=\(script)" }
        if let times { query += "&times=\(times)" }
        if let retryAfter { query += "&retry_after=\(retryAfter)" }
        _ = try await control("__fault?" + query)
    }

    public func latency(ms: Int, script: String? = nil) async throws {
        _ = try await control("__latency?ms=\(ms)" + (script.map { "&path=\($0)" } ?? ""))
    }

    private func control(_ reference: String) async throws -> Data { try await server.control(reference) }
}
