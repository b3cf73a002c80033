/// Something wrong in a Cooklang file, where it is: one line a user can act on.
///
/// An error means part of the file was not read as the writer meant (an unclosed `{`, a front matter
/// line that is no `key: value`); a warning that it was read, but probably not as meant (a timer with
/// no unit). The rest of the file is read either way.
public struct CooklangDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var message: String
    /// The file as the user names it ("Dinner/Risotto.cook"); nil for text with no file.
    public var file: String?
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int

    public init(_ severity: Severity, _ message: String, file: String?, line: Int, column: Int) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// "Dinner/Risotto.cook:12:7: error: `{` is never closed by `}`".
    public var description: String {
        (file.map { $0 + ":" } ?? "") + "\(line):\(column): \(severity.rawValue): \(message)"
    }
}
