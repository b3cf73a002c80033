import Foundation
import MealKit

/// Runs `Tests/Server/edamam_server.py` on a free loopback port for one test, and stops it after.
///
/// Each server gets its own random app key, so a test that greps for the key finds only leaks.
public final class EdamamTestServer: Sendable {
    /// What `/__stats` reports.
    public struct Stats: Decodable, Sendable {
        /// API requests (search and lookup), faults included.
        public var api: Int
        public var images: Int
        public var paths: [String: Int]
        public var accountUsers: [String]

        enum CodingKeys: String, CodingKey { case api, images, paths, accountUsers = "account_users" }
    }

    public static let scriptURL = ServerProcess.script("edamam_server.py")

    private let server: ServerProcess
    public let credentials: EdamamCredentials
    public var port: Int { server.port }

    /// The base a client should use: `http://127.0.0.1:<port>/`.
    public var baseURL: URL { server.rootURL }

    private init(server: ServerProcess, credentials: EdamamCredentials) {
        self.server = server
        self.credentials = credentials
    }

    /// Starts a server that accepts only freshly made credentials; `arguments` are extra flags.
    public static func start(_ arguments: [String] = []) async throws -> EdamamTestServer {
        let credentials = EdamamCredentials(appID: "id-\(UUID().uuidString.prefix(8))",
                                            appKey: "key-\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))")
        let server = try await ServerProcess.launch(
            scriptURL, arguments: ["--app-id", credentials.appID, "--app-key", credentials.appKey] + arguments)
        return EdamamTestServer(server: server, credentials: credentials)
    }

    public func stop() { server.stop() }
    public func stopAndWait() async throws { try await server.stopAndWait() }

    // MARK: Control

    public func stats() async throws -> Stats {
        try JSONDecoder().decode(Stats.self, from: await control("__stats"))
    }

    /// Makes the next `times` API requests (every one when nil) answer with `mode` (401, 403, 429, 500, none).
    /// `location` is where mode `redirect` points (`{query}` in it: the request's query, keys included).
    public func fault(_ mode: String, times: Int? = nil, retryAfter: Int? = nil, location: String? = nil) async throws {
        var query = "mode=\(mode)"
        if let location { query += "&location=" + ServerProcess.queryValue(location) }
        if let times { query += "&times=\(times)" }
        if let retryAfter { query += "&retry_after=\(retryAfter)" }
        _ = try await control("__fault?" + query)
    }

    /// Image links answer 403 from now on, as Edamam's signed links do after an hour.
    public func expireImages() async throws {
        _ = try await control("__expire_images")
    }

    private func control(_ reference: String) async throws -> Data { try await server.control(reference) }
}
