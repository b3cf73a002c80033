import Foundation

/// A throwaway HOME with its own XDG directories, and a way to run the real `sous` binary in it.
struct TemporaryHome {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let root: URL
    var data: URL { root.appendingPathComponent("data") }
    var config: URL { root.appendingPathComponent("config") }
    var cache: URL { root.appendingPathComponent("cache") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sous-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// The binary under test: `SOUS_BINARY` (set by `make test` to the release build), else the debug build.
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["SOUS_BINARY"], !path.isEmpty { return path }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/sous").path
    }

    /// The environment sous runs in: only this home, the offline source, no colour preferences leaking in.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": root.path, "XDG_DATA_HOME": data.path, "XDG_CONFIG_HOME": config.path,
            "XDG_CACHE_HOME": cache.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LANG": "C.UTF-8", "SOUS": Self.binary,
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// Runs sous with arguments (offline unless they say otherwise) and the given stdin.
    func run(arguments: [String] = [], input: String = "", environment extra: [String: String] = [:]) throws -> Run {
        let source = arguments.contains("--source") ? [] : ["--source", "offline"]
        return try launch(Self.binary, arguments: source + arguments, input: input, environment: environment(extra))
    }

    /// Runs a /bin/sh command line with `$SOUS` set to the binary.
    func run(shell command: String) throws -> Run {
        try launch("/bin/sh", arguments: ["-c", command], input: "", environment: environment())
    }

    /// Runs through `MonitoredRun`, so a hung binary is killed at the deadline and fails its test.
    private func launch(_ executable: String, arguments: [String], input: String, environment: [String: String]) throws -> Run {
        let run = try MonitoredRun.blockingRun(
            executable, arguments: arguments, environment: environment, input: Data(input.utf8), deadline: 120)
        return Run(status: run.status, stdout: run.output, stderr: run.errors)
    }
}

/// A value shared between two threads of a test.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
