import Foundation
import MealKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `Tests/Server/edamam_server.py` on a free loopback port for one test, and stops it after.
///
/// Each server gets its own random app key, so a test that greps for the key finds only leaks.
public final class EdamamTestServer: @unchecked Sendable {
    // `@unchecked`: `process` and `stdin` are only touched by `start` and `stop`, which are not
    // called concurrently; everything else is immutable.

    /// What `/__stats` reports.
    public struct Stats: Decodable, Sendable {
        /// API requests (search and lookup), faults included.
        public var api: Int
        public var images: Int
        public var paths: [String: Int]
        public var accountUsers: [String]

        enum CodingKeys: String, CodingKey { case api, images, paths, accountUsers = "account_users" }
    }

    public static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Server/edamam_server.py")

    public let port: Int
    public let credentials: EdamamCredentials
    private let process: Process
    private let stdin: Pipe

    /// The base a client should use: `http://127.0.0.1:<port>/`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    private init(port: Int, credentials: EdamamCredentials, process: Process, stdin: Pipe) {
        self.port = port
        self.credentials = credentials
        self.process = process
        self.stdin = stdin
    }

    /// Starts a server that accepts only freshly made credentials; `arguments` are extra flags.
    public static func start(_ arguments: [String] = []) async throws -> EdamamTestServer {
        let credentials = EdamamCredentials(appID: "id-\(UUID().uuidString.prefix(8))",
                                            appKey: "key-\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edamam-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let portFile = folder.appendingPathComponent("port")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, "--port-file", portFile.path, "--lifetime", "600",
                             "--app-id", credentials.appID, "--app-key", credentials.appKey] + arguments
        // Our end of stdin closes when this test process dies, which ends the server even if
        // `stop` is never reached.
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        // The port file is looked at before the clock: when the cooperative pool is saturated (a
        // sanitizer build, a loaded machine) this task may resume only after the deadline, and the
        // server that started meanwhile must not be reported as not started.
        let deadline = Date().addingTimeInterval(60)
        while true {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return EdamamTestServer(port: port, credentials: credentials, process: process, stdin: stdin)
            }
            guard process.isRunning, Date() < deadline else { break }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        process.terminate()
        throw ServerError.didNotStart
    }

    public enum ServerError: Error { case didNotStart, control(Int) }

    /// Ends the server without waiting.
    public func stop() {
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Ends the server and waits until it has gone.
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

    /// Makes the next `times` API requests (every one when nil) answer with `mode` (401, 403, 429, 500, none).
    public func fault(_ mode: String, times: Int? = nil, retryAfter: Int? = nil) async throws {
        var query = "mode=\(mode)"
        if let times { query += "&times=\(times)" }
        if let retryAfter { query += "&retry_after=\(retryAfter)" }
        _ = try await control("__fault?" + query)
    }

    /// Image links answer 403 from now on, as Edamam's signed links do after an hour.
    public func expireImages() async throws {
        _ = try await control("__expire_images")
    }

    private func control(_ reference: String) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(from: URL(string: reference, relativeTo: baseURL)!)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else { throw ServerError.control(status) }
        return data
    }
}
