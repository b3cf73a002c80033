import Foundation
import SousTestSupport

/// The real binary run through pipes while its peak memory is watched and a deadline is kept.
///
/// Unlike `TemporaryHome.run`, input is written from its own thread (a 1 MB line must not block
/// on a child that is busy writing), the child's `VmHWM` is sampled from `/proc` until it exits,
/// and a child still running at the deadline is killed, so a hang fails the test instead of the run.
struct MonitoredRun {
    var status: Int32
    var stdout: Data
    var stderr: Data
    /// The largest resident set seen, in kibibytes (`VmHWM`: the kernel's own high-water mark).
    var peakRSSKiB: Int
    var timedOut: Bool
    var seconds: TimeInterval

    var output: String { String(decoding: stdout, as: UTF8.self) }
    var errors: String { String(decoding: stderr, as: UTF8.self) }
    var everything: Data { stdout + stderr }

    /// Runs on a thread of its own, so the waiting (up to `seconds`) never holds one of the few
    /// threads Swift Testing runs the other tests on.
    static func run(
        _ executable: String, arguments: [String], environment: [String: String], input: Data,
        deadline seconds: TimeInterval = 90
    ) async throws -> MonitoredRun {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    try blockingRun(executable, arguments: arguments, environment: environment, input: input, deadline: seconds)
                })
            }.start()
        }
    }

    /// The same, waiting on the calling thread (for tests that are synchronous themselves).
    static func blockingRun(
        _ executable: String, arguments: [String], environment: [String: String], input: Data,
        deadline seconds: TimeInterval
    ) throws -> MonitoredRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let stdin = try ChildPipe(.toChild), stdout = try ChildPipe(.fromChild), stderr = try ChildPipe(.fromChild)
        process.standardInput = stdin.childEnd
        process.standardOutput = stdout.childEnd
        process.standardError = stderr.childEnd
        let started = Date()
        try process.run()
        for pipe in [stdin, stdout, stderr] { pipe.childStarted() }
        let pid = process.processIdentifier

        let writer = Thread {
            // A child that stopped reading (it exited) raises EPIPE here; the run's result says why.
            try? stdin.ownEnd.write(contentsOf: input)
            try? stdin.ownEnd.close()
        }
        writer.start()
        let output = Locked<Data>(), errors = Locked<Data>()
        let outputReader = Thread { output.value = stdout.ownEnd.readDataToEndOfFile() }
        let errorReader = Thread { errors.value = stderr.ownEnd.readDataToEndOfFile() }
        outputReader.start()
        errorReader.start()

        var peak = 0
        var timedOut = false
        while process.isRunning {
            peak = max(peak, highWaterMark(of: pid) ?? 0)
            if Date().timeIntervalSince(started) > seconds {
                timedOut = true
                kill(pid, SIGKILL)
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        while output.value == nil || errors.value == nil { usleep(1_000) }
        return MonitoredRun(
            status: process.terminationStatus, stdout: output.value ?? Data(), stderr: errors.value ?? Data(),
            peakRSSKiB: peak, timedOut: timedOut, seconds: Date().timeIntervalSince(started))
    }

    /// `VmHWM` from `/proc/<pid>/status`, in KiB; nil once the process is gone.
    private static func highWaterMark(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}

extension TemporaryHome {
    /// Runs sous in this home under `MonitoredRun`.
    func monitored(arguments: [String], input: Data, deadline: TimeInterval = 90) async throws -> MonitoredRun {
        try await MonitoredRun.run(Self.binary, arguments: arguments, environment: environment(), input: input, deadline: deadline)
    }
}
