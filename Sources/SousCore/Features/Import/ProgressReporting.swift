/// The one line a command that takes a while (importing a folder) keeps up to date on a terminal:
/// "importing 3 of 40 · pie.html". Through a pipe there is none.
public protocol ProgressReporting: Sendable {
    /// Shows `line` in place of the last one; nil clears it, as the command ends.
    func report(_ line: String?)
}

/// No progress shown: pipes, `-c` to a file, tests.
public struct SilentProgress: ProgressReporting {
    public init() {}
    public func report(_ line: String?) {}
}
