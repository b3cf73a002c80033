import Foundation

/// Reads lines from standard input with no prompt and no editing: for pipes and files.
public final class PlainLineReader: LineReading {
    /// Lines past this length are cut, so a hostile input cannot grow memory without bound.
    public static let maximumLineLength = 64 * 1024

    public init() {}

    public func readLine(prompt: String) -> String? {
        guard let line = Swift.readLine(strippingNewline: true) else { return nil }
        let trimmed = line.hasSuffix("\r") ? String(line.dropLast()) : line
        if trimmed.utf8.count > Self.maximumLineLength {
            return String(decoding: trimmed.utf8.prefix(Self.maximumLineLength), as: UTF8.self)
        }
        return trimmed
    }

    public func addToHistory(_ line: String) {}
}
