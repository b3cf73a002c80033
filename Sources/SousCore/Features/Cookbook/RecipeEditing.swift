import MealKit

/// How `new` and `edit` hand a file to the user's editor: the terminal is the editor's until it is
/// closed. Behind a protocol so the session's tests need no terminal; the real one is the shell's.
public protocol RecipeEditing: Sendable {
    /// Whether an editor can run at all: only on a terminal (not through a pipe or `-c`).
    var hasTerminal: Bool { get }
    /// Opens the editor on the file at the absolute `path` and waits until it is closed.
    func edit(fileAt path: String) async -> EditorRun
}

/// How an editor run ended.
public enum EditorRun: Equatable, Sendable {
    /// The editor was closed (whatever it left in the file is checked next).
    case closed
    /// No editor: neither `$VISUAL` nor `$EDITOR` is set and there is no `vi`.
    case noEditor
    /// The editor named could not be started (the shell's words, or its name).
    case failed(String)
}

/// The editor of a session with no terminal: none.
public struct NoTerminalEditor: RecipeEditing {
    public init() {}
    public var hasTerminal: Bool { false }
    public func edit(fileAt path: String) async -> EditorRun { .failed("no terminal") }
}

/// An editor answering from a closure, which may change the file as a user would: the session's tests.
public struct ClosureEditor: RecipeEditing {
    private let run: @Sendable (String) -> EditorRun

    public init(_ run: @escaping @Sendable (String) -> EditorRun) { self.run = run }
    public var hasTerminal: Bool { true }
    public func edit(fileAt path: String) async -> EditorRun { run(path) }
}
