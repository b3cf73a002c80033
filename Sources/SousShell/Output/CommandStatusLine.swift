import MealKit
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one line under the prompt while a command runs: the REPL's "fetching…", a command's own
/// progress ("importing 3 of 40"), or nothing at all while the terminal is the editor's. One owner at
/// a time, so neither writes over the other nor into the editor's screen.
public final class CommandStatusLine: ProgressReporting, @unchecked Sendable {
    // `@unchecked`: `lock` guards the fields below it.
    private let lock = Lock()
    private var handedOver = false
    private var drawn = false
    private var reported = false
    private let write: @Sendable (String) -> Void
    private let width: @Sendable () -> Int
    /// Whether progress may be drawn at all: standard output is a terminal.
    private let enabled: Bool

    public init(enabled: Bool, width: @escaping @Sendable () -> Int, write: @escaping @Sendable (String) -> Void) {
        self.enabled = enabled
        self.width = width
        self.write = write
    }

    /// The REPL's waiting line, unless the command draws its own or has handed the terminal over.
    func showWaiting(_ draw: () -> Void) {
        lock.withLock {
            guard !handedOver, !reported else { return }
            draw()
            drawn = true
        }
    }

    /// A command's progress, in place of the last line.
    public func report(_ line: String?) {
        guard enabled else { return }
        lock.withLock {
            guard !handedOver else { return }
            guard let line else {
                if drawn { write("\r\u{1B}[2K") }
                drawn = false
                return
            }
            reported = true
            drawn = true
            write("\r\u{1B}[2K" + TextLayout.truncate(" " + TerminalText.sanitizedLine(line), width: max(10, width() - 1)))
        }
    }

    /// The terminal goes to another program (the editor): whatever was drawn is cleared first.
    func handOver() {
        lock.withLock {
            if drawn { write("\r\u{1B}[2K") }
            drawn = false
            handedOver = true
        }
    }

    func takeBack() {
        lock.withLock { handedOver = false }
    }

    /// A command ends: the next one starts with the line free.
    func reset() {
        lock.withLock {
            drawn = false
            reported = false
            handedOver = false
        }
    }
}
