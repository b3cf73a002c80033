import SousCore

/// The terminal sous talks to: whether there is one, its size, its colours, where bytes go.
///
/// The real one is `FileDescriptorTerminal` (standard input, output and error); tests use a
/// fixed-width fake that keeps what was written (vapor/console-kit's `Console` and `TestConsole`).
/// Typed lines come through `LineReading`, which the terminal's input feeds.
public protocol Terminal: Sendable {
    /// Whether lines come from a person at a terminal (prompt, editing, history) or from a pipe.
    var inputIsTTY: Bool { get }
    /// Whether output goes to a terminal (colour, paging, width) or to a pipe or file.
    var outputIsTTY: Bool { get }
    /// The width in columns now (a window can be resized between two commands).
    var width: Int { get }
    /// The height in rows now, or nil when output is not a terminal.
    var height: Int? { get }
    /// How output may be styled: the `--color` choice and what the terminal understands.
    var colors: TerminalColors { get }
    /// The environment the terminal emulator set, for what it can draw (pictures).
    var environment: [String: String] { get }
    /// Writes to standard output.
    func write(_ text: String)
    /// Writes to standard error.
    func writeError(_ text: String)
}

