import FoundationEssentials
import MealKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows output much taller than the window through `$PAGER` (default: less, leaving at the end), as git does.
///
/// Only for an interactive terminal: the REPL decides when. The pager inherits the terminal; sous
/// waits for it. If it cannot start, the caller writes the text itself.
public struct Pager: Sendable {
    /// The shell command that pages; nil when paging is off (`PAGER=""` or `PAGER=cat`).
    public let command: String?
    private let environment: [String: String]

    public init(environment: [String: String]) {
        let chosen = environment["PAGER"]
        switch chosen?.trimmingWhitespace() {
        case .none: command = Self.defaultCommand
        case .some(let text) where text.isEmpty || text == "cat": command = nil
        case .some(let text): command = text
        }
        var environment = environment
        // As git does: a bare `PAGER=less` still passes colours and quits when the text fits.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        self.environment = environment
    }

    /// less that says how to leave, and leaves by itself at the end of the text (-E), so a command
    /// typed after the last page goes to sous instead of being read as less's keys.
    /// (Its prompt is ASCII without `:`, `.` or `?`, which less's prompt language reads as syntax.)
    static let defaultCommand = #"less -FRXE '-Ps[sous] space for more, b back, q to the prompt$'"#

    /// Whether text of this many rows needs paging in a window of `height` rows: only what is over
    /// twice the window (one row is the prompt's). Scrolling back a screen is easier than a pager.
    public func shouldPage(rows: Int, height: Int?) -> Bool {
        guard command != nil, let height else { return false }
        return rows > 2 * (height - 1)
    }

    /// Pipes the text through the pager and waits for it to quit. False when it could not run.
    ///
    /// Spawned directly rather than with Foundation's `Process`, which starts the child in a process
    /// group of its own: a pager outside the terminal's foreground group is stopped as soon as it reads keys.
    public func page(_ text: String) -> Bool {
        guard let command else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // The pager gets default signal actions (sous ignores SIGPIPE and relays SIGINT).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH, SIGCONT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = self.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + environment).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, environment)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            return false
        }
        // The user may quit before reading everything: a closed pipe (EPIPE) just ends the writing.
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            bytes = bytes.dropFirst(written)
        }
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        // 126/127: the shell could not find or run the pager, so nothing was shown.
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        return !(exited && (code == 126 || code == 127))
    }
}
