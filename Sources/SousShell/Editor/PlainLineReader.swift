#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from standard input with no editing: for pipes and files (no prompt), and for a terminal
/// when libedit cannot be loaded (the prompt, and the terminal's own line editing).
public final class PlainLineReader: LineReading {
    /// Lines past this length are cut (and reported by the REPL), so a hostile input cannot grow
    /// memory without bound: the bytes past it are read and dropped, never kept.
    public static let maximumLineLength = 64 * 1024

    public private(set) var cutLineLength: Int?
    /// Read from the descriptor in blocks; what follows the current line waits here.
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false

    /// Whether `readLine` writes its prompt first (at a terminal without libedit).
    private let showsPrompt: Bool

    public init(showsPrompt: Bool = false) {
        self.showsPrompt = showsPrompt
    }

    public func readLine(prompt: String) -> String? {
        if showsPrompt, position == buffer.count { LineEditor.emit(prompt) }
        // Not Swift.readLine: it holds the whole line in memory, however long, before answering.
        var line: [UInt8] = []
        var length = 0
        var sawAny = false
        while true {
            if position == buffer.count {
                guard refill() else {
                    guard sawAny else { return nil }
                    break
                }
            }
            sawAny = true
            let rest = buffer[position...]
            let newline = rest.firstIndex(of: 0x0A)
            let piece = rest[..<(newline ?? buffer.count)]
            length += piece.count
            let room = Self.maximumLineLength + 1 - line.count  // one more, for a CR before the newline
            if room > 0 { line += piece.prefix(room) }
            position = newline.map { $0 + 1 } ?? buffer.count
            if newline != nil { break }
        }
        if line.last == 0x0D, length <= Self.maximumLineLength + 1 {
            line.removeLast()
            length -= 1
        }
        cutLineLength = length > Self.maximumLineLength ? length : nil
        // Bytes that are not UTF-8 become U+FFFD: the line is still read, and its error says what arrived.
        return String(decoding: line.prefix(Self.maximumLineLength), as: UTF8.self)
    }

    public func addToHistory(_ line: String) {}

    /// Reads the next block; false at end of input (or a read error, which ends input the same way).
    private func refill() -> Bool {
        guard !atEnd else { return false }
        var block = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = block.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            buffer = Array(block[..<count])
            position = 0
            return true
        }
    }
}
