import Foundation
import SousShell

/// A terminal of a fixed size that keeps what sous writes, for in-process REPL tests.
final class FakeTerminal: Terminal, @unchecked Sendable {
    let inputIsTTY: Bool
    let outputIsTTY: Bool
    let width: Int
    let height: Int?
    let colors: TerminalColors
    let environment: [String: String]
    private let lock = NSLock()
    private var written = ""
    private var writtenToError = ""

    /// - Parameters:
    ///   - isTTY: a person at a terminal (prompt, banner, paging), or a pipe.
    ///   - environment: what the emulator set; `NO_COLOR` by default, so screens compare as plain text.
    init(width: Int = 80, height: Int = 24, isTTY: Bool, color: TerminalColors.Choice = .auto,
         environment: [String: String] = ["NO_COLOR": "1", "TERM": "xterm-256color"]) {
        self.environment = environment
        inputIsTTY = isTTY
        outputIsTTY = isTTY
        self.width = width
        self.height = isTTY ? height : nil
        colors = TerminalColors(choice: color, outputIsTTY: isTTY, environment: environment)
    }

    /// Everything written to standard output so far.
    var output: String { lock.withLock { written } }
    /// Everything written to standard error so far.
    var errorOutput: String { lock.withLock { writtenToError } }

    func write(_ text: String) { lock.withLock { written += text } }
    func writeError(_ text: String) { lock.withLock { writtenToError += text } }
}

/// Lines typed in turn, then the end of input (Ctrl-D).
final class ScriptedLines: LineReading {
    private var lines: [String]
    private(set) var prompts: [String] = []
    private(set) var history: [String] = []

    init(_ lines: [String]) { self.lines = lines }

    func readLine(prompt: String) -> String? {
        prompts.append(prompt)
        return lines.isEmpty ? nil : lines.removeFirst()
    }

    func addToHistory(_ line: String) { history.append(line) }
}

/// Runs the blocking read–eval–print loop on a thread of its own, as `main` does, so it waits on
/// the engine without holding one of Swift's few cooperative threads.
func runOnOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
