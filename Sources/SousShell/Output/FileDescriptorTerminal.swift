import FoundationEssentials
import MealKit
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: standard input, output and error, measured with `ioctl`.
public struct FileDescriptorTerminal: Terminal {
    public let inputIsTTY: Bool
    public let outputIsTTY: Bool
    public let colors: TerminalColors
    public let environment: [String: String]

    public init(color: TerminalColors.Choice, environment: [String: String] = ProcessInfo.processInfo.environment) {
        inputIsTTY = isatty(STDIN_FILENO) == 1
        outputIsTTY = isatty(STDOUT_FILENO) == 1
        colors = TerminalColors(choice: color, outputIsTTY: outputIsTTY, environment: environment)
        self.environment = environment
    }

    /// The live width in columns (it changes when the window is resized).
    public var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }

    /// The live height in rows, or nil when stdout is not a terminal.
    public var height: Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        return nil
    }

    /// Writes to standard output. A closed pipe (`sous -c favs | head -1`) ends the program quietly.
    public func write(_ text: String) {
        Self.write(text, to: STDOUT_FILENO)
    }

    /// Writes to standard error.
    public func writeError(_ text: String) {
        Self.write(text, to: STDERR_FILENO)
    }

    /// Writes to standard error where no terminal is built yet, or from a service: start-up
    /// failures and notices.
    static func writeToStandardError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// A service's one-line notice on standard error: on a terminal, wrapped between words to its
    /// width, rows after the first indented by two spaces (the terminal would cut it mid-word);
    /// through a pipe, one line for a script or a log.
    static func writeNoticeToStandardError(_ line: String) {
        var size = winsize()
        guard isatty(STDERR_FILENO) == 1, ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return write(line + "\n", to: STDERR_FILENO)
        }
        let rows = TextLayout.wrap(StyledLine(line), width: Int(size.ws_col), hangingIndent: 2)
        write(rows.map(\.plainText).joined(separator: "\n") + "\n", to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        if descriptor == STDOUT_FILENO, StandardOutput.wasClosedAtStart {
            StandardOutput.failed(because: "standard output is closed")
            return
        }
        writeAll(Array(text.utf8), to: descriptor)
    }
}

/// Writes every byte, retrying after signals; EPIPE means the reader is gone, so sous leaves quietly.
/// Any other failure on standard output (a full disk, an I/O error) is said once on stderr, and the
/// exit status is 1.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            if errno == EPIPE { exit(0) }
            if descriptor == STDOUT_FILENO { StandardOutput.failed(because: String(cString: strerror(errno))) }
            return
        }
        offset += written
    }
}

/// What became of standard output: whether it was closed when sous started, and whether a write
/// to it failed, so the output lost is said (once, on stderr) and the exit status is 1.
enum StandardOutput {
    private static let state = State()

    private final class State: @unchecked Sendable {
        // `@unchecked`: both fields are only touched under `lock`.
        let lock = Lock()
        var closedAtStart = false
        var failure: String?
    }

    /// Run first thing: a standard descriptor that is closed is opened on /dev/null, so no file sous
    /// opens later (a store, its lock) takes its number and receives the output. A closed stdout is
    /// remembered, and said as soon as there is something to write.
    static func protectStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open gives the lowest free number: the one that was closed.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened != descriptor, opened >= 0 { close(opened) }
            if descriptor == STDOUT_FILENO { state.lock.withLock { state.closedAtStart = true } }
        }
    }

    static var wasClosedAtStart: Bool { state.lock.withLock { state.closedAtStart } }

    /// Whether some output could not be written.
    static var hasFailed: Bool { state.lock.withLock { state.failure != nil } }

    /// Says why output was lost, the first time only.
    static func failed(because reason: String) {
        let first = state.lock.withLock {
            guard state.failure == nil else { return false }
            state.failure = reason
            return true
        }
        if first { FileDescriptorTerminal.writeToStandardError("sous: cannot write the output: \(reason)\n") }
    }
}
