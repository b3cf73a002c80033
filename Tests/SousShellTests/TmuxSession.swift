import Foundation
import Testing

/// A real terminal for end-to-end tests: a detached tmux session of fixed size on a private server
/// (its socket inside the session's own directory, so nothing is left in /tmp/tmux-*),
/// running bash with a private HOME and XDG directories, where the tests start sous and type.
///
/// Reads the screen with `capture-pane` and polls it with a deadline, so tests wait only as long as
/// sous takes. The server is killed by `close()` (and at deinit).
final class TmuxSession {
    /// The sous binary: `SOUS_BINARY` (set by `make test` to the release build), else the debug build.
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["SOUS_BINARY"], !path.isEmpty { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/sous").path
    }()

    /// tmux's path, or nil when it is not installed (the tests are then skipped, saying so).
    static let tmux: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { tmux != nil }

    let name = "sous-test-\(UUID().uuidString.prefix(8))"
    /// A private directory: HOME, the XDG directories, and files tests leave (stty output).
    let directory: URL
    private var closed = false

    /// Starts bash in a `width`×`height` window. `environment` adds to (or overrides) the defaults.
    init(width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        for name in ["home", "data", "config", "cache"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        var variables = [
            "HOME": path("home"), "XDG_DATA_HOME": path("data"), "XDG_CONFIG_HOME": path("config"),
            "XDG_CACHE_HOME": path("cache"), "LANG": "C.UTF-8", "PS1": "$ ", "PAGER": "cat", "TERM": "screen",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        variables.merge(environment) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let shell = "env -i " + assignments.joined(separator: " ") + " bash --norc --noprofile"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "t", shell])
        _ = try waitFor("the shell's prompt") { $0.lastLine == "$" }
    }

    deinit { close() }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Kills this session's tmux server and removes its directory.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The command line that starts sous on the offline catalogue.
    static var sousCommand: String { quoted(binary) + " --source offline" }

    /// Starts sous in the pane and waits for its first prompt.
    func startSous(before: String = "", after: String = "") throws {
        try run(before + Self.sousCommand + after)
        _ = try waitForPrompt()
    }

    /// Types a shell command and Enter.
    func run(_ command: String) throws {
        try type(command)
        try press("Enter")
    }

    /// Types text literally (UTF-8 included).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "t", "-l", text])
    }

    /// Pastes `text` as a terminal paste would deliver it (through a tmux buffer, not key by key).
    func paste(_ text: String) throws {
        let file = path("paste.txt")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try tmux(["load-buffer", "-b", "paste", file])
        try tmux(["paste-buffer", "-d", "-b", "paste", "-t", "t"])
    }

    /// A pane property by tmux format name, such as `pane_title`.
    func format(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "t", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Presses keys by tmux name: "Tab", "Enter", "C-c", "Up", "BSpace".
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
    }

    /// Resizes the window, as dragging a terminal's corner does (the program gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "t", "-x", String(width), "-y", String(height)])
    }

    /// Everything the pane has shown, scrolled-off lines included.
    func scrollback() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-", "-t", "t"])
    }

    /// What the window shows now.
    func screen() throws -> Screen {
        let text = try tmux(["capture-pane", "-p", "-t", "t"])
        let cursor = try tmux(["display-message", "-p", "-t", "t", "#{cursor_x} #{cursor_y}"])
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return Screen(
            lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmingTrailingSpaces),
            cursor: cursor.count == 2 ? (cursor[0], cursor[1]) : (0, 0))
    }

    /// The window's lines with their colours and attributes as escape sequences (`capture-pane -e`).
    func styledLines() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e", "-t", "t"]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Polls the screen until `condition` holds; throws (with the screen) after `timeout` seconds.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, _ condition: (Screen) -> Bool) throws -> Screen {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try screen()
        while !condition(last) {
            guard Date() < deadline else { throw Timeout(waitingFor: what, screen: last.text + "\n(cursor at column \(last.cursor.x), row \(last.cursor.y), on \(last.cursorLine.debugDescription))") }
            Thread.sleep(forTimeInterval: 0.03)
            last = try screen()
        }
        return last
    }

    /// Waits until sous shows a prompt (`sous offline> `, `sous offline [Beef 1/8]> `) with the cursor after it.
    @discardableResult
    func waitForPrompt(containing text: String = "", timeout: TimeInterval = 10) throws -> Screen {
        try waitFor("a sous prompt\(text.isEmpty ? "" : " with \(text)")", timeout: timeout) { screen in
            let line = screen.cursorLine
            return line.hasPrefix("sous") && line.hasSuffix(">") && (text.isEmpty || line.contains(text))
                && screen.cursor.x == line.count + 1
        }
    }

    /// The pid of this session's tmux server.
    func serverPID() throws -> pid_t? {
        pid_t(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The pid of the program the pane's shell is running (sous), from /proc.
    func foregroundPID() throws -> pid_t? {
        let shell = try tmux(["display-message", "-p", "-t", "t", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }.last
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let tmux = Self.tmux else { throw Timeout(waitingFor: "tmux, which is not installed", screen: "") }
        // Output goes to a file, not a pipe: the server that `new-session` forks keeps the client's
        // descriptors, so a pipe would never reach end of file. Spawned and reaped directly: Foundation's
        // Process did not notice the client's exit inside the test runner.
        let outputPath = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of the test runner's goes to tmux: the server it forks lives as long as the
        // test, and any descriptor it inherited (another test's pipe to a sous, the socket by which
        // Foundation sees a child leave) kept that sous from seeing the end of its input or its exit
        // from being noticed until then.
        Self.closeInheritedDescriptors(&actions)
        let words = [tmux, "-S", path("tmux.socket"), "-u"] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        // The test runner may block or ignore signals; tmux and all it starts (bash, sous) must not inherit that.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, tmux, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Timeout(waitingFor: "tmux to start (error \(spawned))", screen: "") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// Adds a close of every descriptor from 3 up to `actions`, with glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34 on; a GNU extension the Glibc module does
    /// not show, so found by name). A C library without it leaves them inherited, as before.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }

    private static func trimmingTrailingSpaces(_ line: Substring) -> String {
        String(line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)])
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// One capture of the window.
    struct Screen {
        var lines: [String]
        /// Column and row, from 0.
        var cursor: (x: Int, y: Int)

        var text: String { lines.joined(separator: "\n") }
        /// The line the cursor is on. Lines have no trailing spaces: where the cursor is tells them.
        var cursorLine: String { lines.indices.contains(cursor.y) ? lines[cursor.y] : "" }
        /// The last line with something on it.
        var lastLine: String { lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "" }

        func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
    }

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var screen: String
        var description: String { "timed out waiting for \(waitingFor); the screen:\n\(screen)" }
    }
}
