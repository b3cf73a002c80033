import Foundation
import MealKit

/// One of the Python test servers under `Tests/Server/`, on a free loopback port, for one test.
///
/// The servers and their Swift faces differ in what they serve; starting them, reading their port,
/// talking to their control endpoints and stopping them is the same, and lives here.
public final class ServerProcess: @unchecked Sendable {
    // `@unchecked`: `process` and `stdin` are only touched by `launch` and `stop`, which are not
    // called concurrently; everything else is immutable.

    public enum ServerError: Error { case didNotStart, control(Int) }

    public let port: Int
    private let process: Process
    private let stdin: ChildPipe

    /// `http://127.0.0.1:<port>/`, where the control endpoints (`__stats`, `__fault`, …) are.
    public var rootURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    private init(port: Int, process: Process, stdin: ChildPipe) {
        self.port = port
        self.process = process
        self.stdin = stdin
    }

    /// The script `Tests/Server/<name>`.
    static func script(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Server/\(name)")
    }

    /// Starts `python3 <script> --port-file F --lifetime 600 <arguments>` and waits for its port.
    static func launch(_ script: URL, arguments: [String]) async throws -> ServerProcess {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let portFile = folder.appendingPathComponent("port")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--port-file", portFile.path, "--lifetime", "600"] + arguments
        // Our end of stdin closes when this test process dies, which ends the server even if
        // `stop` is never reached.
        let stdin = try ChildPipe(.toChild)
        process.standardInput = stdin.childEnd
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.childStarted()

        // Generous: a loaded 2-core machine starting several servers at once can take seconds per
        // Python start. The port file is looked at before the clock: when the cooperative pool is
        // saturated (a sanitizer build, a loaded machine) this task may resume only after the
        // deadline, and a server that started meanwhile must not be reported as not started.
        let deadline = Date().addingTimeInterval(60)
        while true {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return ServerProcess(port: port, process: process, stdin: stdin)
            }
            guard process.isRunning, Date() < deadline else { break }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        process.terminate()
        throw ServerError.didNotStart
    }

    /// Ends the server without waiting (`waitUntilExit` would block a cooperative thread).
    public func stop() {
        // Closing stdin alone ends it (it watches a piped stdin); the signal is for good measure.
        try? stdin.ownEnd.close()
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

    /// `text` escaped for a query value.
    static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    /// GETs a control endpoint such as `__stats` and gives its body; anything but 200 is an error.
    public func control(_ reference: String) async throws -> Data {
        let url = URL(string: reference, relativeTo: rootURL)!.absoluteURL
        let response = try await HTTPClient(policy: HTTPPolicy(maxBodyBytes: 16 << 20, maxAttempts: 1)).get(url)
        guard response.status == 200 else { throw ServerError.control(response.status) }
        return response.body
    }
}
