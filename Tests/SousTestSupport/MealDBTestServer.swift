import Foundation
import MealKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `Tests/Server/mealdb_server.py` on a free loopback port for one test, and stops it after.
///
/// Each test gets its own server, so the request counts it asserts are its own even when Swift
/// Testing runs tests in parallel.
public final class MealDBTestServer: @unchecked Sendable {
    // `@unchecked`: `process` and `stdin` are only touched by `start` and `stop`, which are not
    // called concurrently; everything else is immutable.

    /// What `/__stats` reports.
    public struct Stats: Decodable, Sendable {
        public var total: Int
        public var paths: [String: Int]
        public var urls: [String: Int]
        public var maxConcurrent: [String: Int]
        public var bytesSent: [String: Int]
        public var disconnects: [String: Int]

        enum CodingKeys: String, CodingKey {
            case total, paths, urls, maxConcurrent = "max_concurrent", bytesSent = "bytes_sent", disconnects
        }

        /// Requests for one script, e.g. `lookup.php`.
        public func count(_ script: String) -> Int { paths[script] ?? 0 }

        /// Requests for exactly this endpoint, query included.
        public func count(_ endpoint: MealDBEndpoint) -> Int { urls["/api/json/v1/1/" + endpoint.relativeReference] ?? 0 }
    }

    public static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Server/mealdb_server.py")

    public let port: Int
    private let process: Process
    private let stdin: Pipe

    /// The API base a client should use: `http://127.0.0.1:<port>/api/json/v1/1/`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/api/json/v1/1/")! }
    private var rootURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    private init(port: Int, process: Process, stdin: Pipe) {
        self.port = port
        self.process = process
        self.stdin = stdin
    }

    /// Starts a server; `arguments` are extra flags such as `["--latency-ms", "100"]`.
    public static func start(_ arguments: [String] = []) async throws -> MealDBTestServer {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mealdb-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let portFile = folder.appendingPathComponent("port")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, "--port-file", portFile.path, "--lifetime", "600"]
            + arguments
        // Our end of stdin closes when this test process dies, which ends the server even if
        // `stop` is never reached.
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        // Generous: a loaded 2-core machine starting several servers at once can take seconds per Python start.
        // The port file is looked at before the clock: when the cooperative pool is saturated (a
        // sanitizer build, a loaded machine) this task may resume only after the deadline, and the
        // server that started meanwhile must not be reported as not started.
        let deadline = Date().addingTimeInterval(60)
        while true {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return MealDBTestServer(port: port, process: process, stdin: stdin)
            }
            guard process.isRunning, Date() < deadline else { break }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        process.terminate()
        throw ServerError.didNotStart
    }

    public enum ServerError: Error { case didNotStart, control(Int) }

    /// Ends the server without waiting (`waitUntilExit` would block a cooperative thread).
    public func stop() {
        // Closing stdin alone ends it (it watches a piped stdin); the signal is for good measure.
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Ends the server and waits until its port is closed.
    public func stopAndWait() async throws {
        stop()
        for _ in 0..<250 where process.isRunning {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    deinit { stop() }

    // MARK: Control

    public func stats() async throws -> Stats {
        try JSONDecoder().decode(Stats.self, from: await control("__stats"))
    }

    /// Makes `script` (e.g. `lookup.php`, or every script when nil) answer with `mode`.
    public func fault(_ mode: String, script: String? = nil, times: Int? = nil, retryAfter: Int? = nil) async throws {
        var query = "mode=\(mode)"
        if let script { query += "&path=\(script)" }
        if let times { query += "&times=\(times)" }
        if let retryAfter { query += "&retry_after=\(retryAfter)" }
        _ = try await control("__fault?" + query)
    }

    public func latency(ms: Int, script: String? = nil) async throws {
        _ = try await control("__latency?ms=\(ms)" + (script.map { "&path=\($0)" } ?? ""))
    }

    private func control(_ reference: String) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(from: URL(string: reference, relativeTo: rootURL)!)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else { throw ServerError.control(status) }
        return data
    }
}
