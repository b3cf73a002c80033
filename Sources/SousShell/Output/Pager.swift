import CEditLine
import FoundationEssentials
import MealKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows output much taller than the window through `$PAGER` (default: less, leaving at the end), as git does.
///
/// Only for an interactive terminal: the REPL decides when. The pager inherits the terminal and, as
/// git's and psql's do, owns the keyboard until it quits; sous waits for it. If it cannot start, the
/// caller writes the text itself. A terminal a pager cannot drive (`TERM=dumb`, unknown to terminfo)
/// is never paged: less would warn and garble the screen.
public struct Pager: Sendable {
    /// The shell command that pages; nil when paging is off (`PAGER=""` or `PAGER=cat`).
    public let command: String?
    private let environment: [String: String]

    /// - Parameter terminalCanPage: whether a pager can drive the terminal `TERM` names (terminfo's
    ///   answer by default; tests give their own).
    public init(environment: [String: String], terminalCanPage: (String?) -> Bool = Pager.terminfoCanPage) {
        let chosen = environment["PAGER"]
        switch chosen?.trimmingWhitespace() {
        case _ where !terminalCanPage(environment["TERM"]): command = nil
        case .none: command = Self.defaultCommand
        case .some(let text) where text.isEmpty || text == "cat": command = nil
        case .some(let text): command = text
        }
        var environment = environment
        // As git does: a bare `PAGER=less` still passes colours and quits when the text fits.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        // Keys typed for sous can reach the pager: none of them may write a file (`s` saves to a log
        // file, `|` pipes, `!` runs a shell, `v` starts an editor). Secure mode turns all of those off.
        environment["LESSSECURE"] = "1"
        self.environment = environment
    }

    /// Whether terminfo knows `TERM` as a screen whose cursor can be moved: what less needs.
    public static func terminfoCanPage(_ term: String?) -> Bool {
        guard let term, !term.isEmpty, term != "dumb" else { return false }
        return sous_terminal_can_page(term) != 0
    }

    /// less that says how to leave, and leaves by itself at the end of the text (-E), so a command
    /// typed after the last page goes to sous instead of being read as less's keys.
    /// (Its prompt is ASCII without `:`, `.` or `?`, which less's prompt language reads as syntax.)
    static let defaultCommand = #"less -FRXE '-Ps[sous] space for more, b back, q to the prompt$'"#

    /// Whether text of this many rows needs paging in a window of `height` rows: only what is over
    /// three windows (one row of each is the prompt's). A recipe is read top to bottom beside the
    /// stove, and the terminal's own scrollback (a wheel or a key away, and keeping the keyboard for
    /// sous) is easier than a pager for a screen or two back: at 80×24 all but the five longest of
    /// the catalogue's 552 recipes print straight, while lists of hundreds of names still page.
    public func shouldPage(rows: Int, height: Int?) -> Bool {
        guard command != nil, let height else { return false }
        return rows > Self.windowsBeforePaging * (height - 1)
    }

    /// How many windows of text print straight before paging starts.
    static let windowsBeforePaging = 3

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
