import FoundationEssentials
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

    private static func write(_ text: String, to descriptor: Int32) {
        writeAll(Array(text.utf8), to: descriptor)
    }
}

/// Writes every byte, retrying after signals; EPIPE means the reader is gone, so sous leaves quietly.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            if errno == EPIPE { exit(0) }
            return
        }
        offset += written
    }
}
