/// Where typed lines come from: libedit on a terminal, plain reads from a pipe or file.
public protocol LineReading: AnyObject {
    /// The next line without its newline, or nil at end of input (Ctrl-D, end of file).
    func readLine(prompt: String) -> String?
    /// Adds a line to the editor's in-memory history (Up/Down).
    func addToHistory(_ line: String)
    /// The length in bytes of the line just read when it was too long to keep whole; nil otherwise.
    var cutLineLength: Int? { get }
    /// Lets the reader ring due timers while it waits for a key (the line editor prints them above the
    /// line being typed); a reader that cannot leaves them to ring before the next command's answer.
    func ring(with alarm: PromptAlarm)
}

extension LineReading {
    public var cutLineLength: Int? { nil }
    public func ring(with alarm: PromptAlarm) {}
}
