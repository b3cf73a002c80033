#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// A running `sous-store-stress`, for the tests where only another process will do (flock, SIGKILL).
struct StressHelperProcess {
    let process: Process
    let output: Pipe
    let errors: Pipe

    init(_ arguments: [String]) throws {
        process = Process()
        process.executableURL = try StorageFixtures.stressHelper()
        process.arguments = arguments
        output = Pipe()
        errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Waits for it to end; what it said on stderr.
    func finish() -> String {
        process.waitUntilExit()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Lets a churning helper report `saves` saves, kills it at an arbitrary point of the next one (or,
    /// with `when`, as soon as that holds, awaited for up to 10 s), and answers what it printed and the
    /// last save it reported done.
    func kill(afterSaves saves: Int, when condition: (() -> Bool)? = nil) -> (text: String, lastSaved: Int) {
        var text = ""
        while text.filter({ $0 == "\n" }).count < saves {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        if let condition {
            let deadline = ContinuousClock.now + .seconds(10)
            while !condition(), ContinuousClock.now < deadline { usleep(200) }
        } else {
            usleep(UInt32.random(in: 0...20_000))
        }
        sendKill(process.processIdentifier)
        process.waitUntilExit()
        let lastSaved = text.split(separator: "\n").compactMap { Int($0.split(separator: " ").last ?? "") }.max() ?? 0
        return (text, lastSaved)
    }
}

/// SIGKILL, by a name the method `kill(afterSaves:)` does not hide.
private func sendKill(_ pid: Int32) {
    kill(pid, SIGKILL)
}
