import FoundationEssentials
import MealKit
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the user's editor (`$VISUAL`, `$EDITOR`, else `vi`) on a file, the terminal handed over.
///
/// The editor is started in a process group of its own made the terminal's foreground group, as a
/// shell runs a job: Ctrl-C and Ctrl-Z reach the editor and never sous. The line editor is not reading
/// (a command is running), echo is given back for the editor's time, and when it leaves sous takes the
/// terminal back with the settings it had.
public final class TerminalEditor: RecipeEditing, @unchecked Sendable {
    // `@unchecked`: immutable after init.
    private let environment: [String: String]
    private let status: CommandStatusLine
    private let descriptor: Int32

    public init(environment: [String: String], status: CommandStatusLine, descriptor: Int32 = STDIN_FILENO) {
        self.environment = environment
        self.status = status
        self.descriptor = descriptor
    }

    public var hasTerminal: Bool { isatty(descriptor) == 1 }

    /// The editor command: `$VISUAL`, else `$EDITOR` (each a shell command, as git reads them), else
    /// `vi` when it is on the PATH.
    var command: String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingWhitespace(), !value.isEmpty { return value }
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { access("\($0)/vi", X_OK) == 0 } ? "vi" : nil
    }

    public func edit(fileAt path: String) async -> EditorRun {
        guard let command else { return .noEditor }
        status.handOver()
        defer { status.takeBack() }
        var saved = termios()
        let hasSettings = tcgetattr(descriptor, &saved) == 0
        if hasSettings {
            // Echo back on (a running command turns it off, see QuietInput), lines and signals as a terminal starts.
            var cooked = saved
            cooked.c_lflag |= tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            tcsetattr(descriptor, TCSADRAIN, &cooked)
        }
        defer {
            if hasSettings { tcsetattr(descriptor, TCSADRAIN, &saved) }
        }
        guard let child = spawn(command, path) else { return .failed("cannot start \(TerminalText.sanitizedLine(command))") }
        giveTerminal(to: child)
        var waitStatus: Int32 = 0
        while true {
            let done = waitpid(child, &waitStatus, WUNTRACED)
            if done < 0 {
                if errno == EINTR { continue }
                break
            }
            // Stopped (Ctrl-Z in the editor, or it read before it had the terminal): it goes on in front.
            if waitStatus & 0xFF == 0x7F {
                giveTerminal(to: child)
                kill(-child, SIGCONT)
                continue
            }
            break
        }
        giveTerminal(to: getpgrp())
        let exited = waitStatus & 0x7F == 0
        let code = (waitStatus >> 8) & 0xFF
        if exited, code == 126 || code == 127 { return .failed("\(TerminalText.sanitizedLine(command)) was not found") }
        return .closed
    }

    /// Makes `group` the terminal's foreground process group; SIGTTOU is held off meanwhile, as sous
    /// may be in the background when it takes the terminal back.
    private func giveTerminal(to group: pid_t) {
        var block = sigset_t()
        var previous = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        tcsetpgrp(descriptor, group)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// `/bin/sh -c '<editor> "$@"' <editor> <path>` in a new process group, default signal actions.
    private func spawn(_ command: String, _ path: String) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH, SIGCONT, SIGTTIN, SIGTTOU, SIGQUIT] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let words = ["/bin/sh", "-c", command + " \"$@\"", command, path]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = self.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + environment).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", nil, &attributes, arguments, environment) == 0 else { return nil }
        return child
    }
}
