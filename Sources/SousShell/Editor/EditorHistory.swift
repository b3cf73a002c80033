/// The lines the line editor can recall, oldest first: what suggestions and Ctrl-R look through.
///
/// libedit keeps its own copy for Up/Down; this one is a plain array because libedit's history can
/// only be walked through its variadic `history()` call, and both are fed by `LineEditor.addToHistory`.
struct EditorHistory {
    /// As many as libedit keeps, so a suggestion never offers a line Up cannot reach.
    static let limit = 1_000

    private(set) var lines: [String] = []

    /// Adds a line, unless it repeats the newest one (as libedit's H_SETUNIQUE does).
    mutating func add(_ line: String) {
        guard !line.isEmpty, line != lines.last else { return }
        lines.append(line)
        if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    }

    /// What the newest line starting with `typed` adds to it, as fish suggests: nil when no line
    /// does, or when nothing is typed yet (an empty line would suggest the last command every time).
    func suggestion(completing typed: String) -> String? {
        guard !typed.isEmpty else { return nil }
        // Compared by scalars, not Characters: a typed "e" must not stop short of an "é" made of e + accent.
        let head = typed.unicodeScalars
        for line in lines.reversed() where line.unicodeScalars.count > head.count && line.unicodeScalars.starts(with: head) {
            return String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(head.count)))
        }
        return nil
    }
}
