import FoundationEssentials
import MealKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the relay's pipe, for the signal handler (which can only reach globals).
/// Set once, before any handler is installed, and never changed: reading it in a handler is safe.
nonisolated(unsafe) private var relayWriteDescriptor: Int32 = -1

/// The handler: one byte per signal into the pipe, nothing else (only async-signal-safe calls).
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayWriteDescriptor, &byte, 1)
    errno = savedErrno
}

/// Turns signals into bytes on a pipe (the self-pipe trick), so the line editor and the command
/// loop handle Ctrl-C, Ctrl-Z, resizes and SIGTERM in ordinary code rather than in a signal handler.
///
/// The line editor polls `descriptor` beside the keyboard; while a command runs, the REPL watches it
/// to cancel the command. There is one relay per process.
public final class SignalRelay: @unchecked Sendable {
    public static let shared = SignalRelay()

    /// Readable when a signal has arrived; read it with `drain()`.
    public let descriptor: Int32
    private let lock = Lock()
    private var termination: Int32?

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            // A full pipe must never block the handler, nor an empty one the drain.
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        relayWriteDescriptor = ends[1]
    }

    /// Routes these signals to the pipe. No SA_RESTART: a blocked read or poll wakes up with EINTR.
    /// They are unblocked too: a parent may have started sous with them blocked, and then Ctrl-C would do nothing.
    public func install(_ signals: [Int32]) {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signal in signals { Self.handle(signal, with: relaySignal) }
    }

    /// Gives these signals back their default action.
    public func uninstall(_ signals: [Int32]) {
        for signal in signals { Self.handle(signal, with: SIG_DFL) }
    }

    /// Sets one signal's handler, with no flags (so no SA_RESTART) and nothing else blocked while it runs.
    private static func handle(_ signal: Int32, with handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// The signals that arrived since the last drain, in order. SIGTERM and SIGHUP are also remembered
    /// in `terminationSignal`, so whoever drains them the session still ends.
    public func drain() -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            signals += buffer[..<count].map { Int32($0) }
        }
        if let ending = signals.first(where: { $0 == SIGTERM || $0 == SIGHUP }), termination == nil {
            termination = ending
        }
        return signals
    }

    /// SIGTERM or SIGHUP, once one has arrived: the session should end.
    public var terminationSignal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return termination
    }
}
