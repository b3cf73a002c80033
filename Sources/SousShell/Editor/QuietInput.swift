#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys typed while a command runs are not echoed: the terminal would print them where the progress
/// line and the answer go ("fetching Moussaka… Ctrl-C cancelsopen 2"). They wait in the terminal, and
/// the line editor shows them at the next prompt, as it reads them.
struct QuietInput {
    private let descriptor: Int32
    private let saved: termios

    /// Turns echo off on `descriptor`, a terminal; nil when it is not one.
    static func silencing(_ descriptor: Int32) -> QuietInput? {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        let saved = settings
        settings.c_lflag &= ~tcflag_t(ECHO)
        // TCSANOW, not TCSAFLUSH: what was typed ahead is kept for the next prompt.
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return nil }
        return QuietInput(descriptor: descriptor, saved: saved)
    }

    /// Echo as it was.
    func restore() {
        var settings = saved
        tcsetattr(descriptor, TCSANOW, &settings)
    }
}
