import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal sous talks to: whether there is one, how wide, whether to colour, where bytes go.
public struct Terminal: Sendable {
    public enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    public let inputIsTTY: Bool
    public let outputIsTTY: Bool
    public private(set) var useColor: Bool
    public private(set) var supportsHyperlinks: Bool
    /// Whether `auto` colours: a terminal on stdout, not `TERM=dumb`, no `NO_COLOR`.
    let colorsWhenAuto: Bool
    /// Whether the terminal shows OSC 8 links, when it colours at all.
    let showsLinks: Bool

    public init(color: ColorChoice, environment: [String: String] = ProcessInfo.processInfo.environment) {
        inputIsTTY = isatty(STDIN_FILENO) == 1
        outputIsTTY = isatty(STDOUT_FILENO) == 1
        let term = environment["TERM"] ?? ""
        colorsWhenAuto = outputIsTTY && term != "dumb" && !(environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
        // OSC 8 is understood by the terminals that say so through these; others would print it raw.
        let program = environment["TERM_PROGRAM"] ?? ""
        showsLinks = ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program)
            || environment["VTE_VERSION"] != nil || environment["KITTY_WINDOW_ID"] != nil
            || term.hasPrefix("xterm-kitty") || term == "foot" || term == "wezterm"
        useColor = false
        supportsHyperlinks = false
        choose(color)
    }

    /// Colours (or not) as `choice` says, `auto` following the terminal and the environment.
    mutating func choose(_ choice: ColorChoice) {
        switch choice {
        case .always: useColor = true
        case .never: useColor = false
        case .auto: useColor = colorsWhenAuto
        }
        supportsHyperlinks = useColor && showsLinks
    }

    /// The live width in columns (it changes when the window is resized).
    public var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
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
