/// What may interrupt the wait for a key at the prompt: a kitchen timer coming due.
///
/// The REPL makes it (it knows the session's timers and how screens are drawn); the line editor asks
/// it how long it may wait for a key, and when that time comes prints what `ring` answers above the
/// line being typed.
public struct PromptAlarm {
    /// Milliseconds until the next timer is due (0 when one is due already), or nil when none is running.
    public var millisecondsToNext: () -> Int32?
    /// Rings the timers due now, taking them out of the session: the text to print above the line (a
    /// bell and one line a timer, each ending in a newline), or "" when none is due.
    public var ring: () -> String

    public init(millisecondsToNext: @escaping () -> Int32?, ring: @escaping () -> String) {
        self.millisecondsToNext = millisecondsToNext
        self.ring = ring
    }
}
