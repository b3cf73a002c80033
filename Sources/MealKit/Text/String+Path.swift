/// File-system path arithmetic on plain strings, as NSString's path methods do it for the absolute
/// paths sous builds: without Foundation's object layer.
extension String {
    /// `/a/b/c` → `/a/b`; `/a` → `/`; `c` → ``; trailing slashes are ignored (`/a/b/` → `/a`).
    public var deletingLastPathComponent: String {
        let path = withoutTrailingSlashes
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash]).withoutTrailingSlashes
    }

    /// `/a/b/c` → `c`; `/a/b/` → `b`; `/` → `/`.
    public var lastPathComponent: String {
        let path = withoutTrailingSlashes
        if path == "/" { return path }
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `/a` + `b` → `/a/b`, with one slash between them whatever ends the first or opens the second.
    public func appendingPathComponent(_ component: String) -> String {
        let tail = component.drop { $0 == "/" }
        if isEmpty { return String(tail) }
        let head = withoutTrailingSlashes
        if tail.isEmpty { return head }
        return head == "/" ? "/" + tail : head + "/" + tail
    }

    /// The path without the slashes that end it, except a lone `/`.
    private var withoutTrailingSlashes: String {
        var path = self
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
