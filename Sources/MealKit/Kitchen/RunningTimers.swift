import FoundationEssentials

/// The kitchen timers running in a session: each with its label, its length and the instant it is due.
///
/// A plain value with no clock of its own: every question takes the instant it is asked at, so a test
/// moves time by hand and the shell asks with the real clock.
public struct RunningTimers: Hashable, Sendable {
    /// One running timer.
    public struct Timer: Hashable, Sendable {
        /// What it is for ("rice"), or `nil` when started without a label.
        public var label: String?
        public var duration: TimerDuration
        public var dueAt: Date

        public init(label: String?, duration: TimerDuration, dueAt: Date) {
            self.label = label
            self.duration = duration
            self.dueAt = dueAt
        }

        /// Whole seconds left at `now`, rounded up so a timer never shows 0:00 before it rings.
        public func remaining(at now: Date) -> TimerDuration {
            TimerDuration(seconds: max(0, Int((dueAt.timeIntervalSince(now)).rounded(.up))))
        }

        /// "rice: 25 min" or "25 min": how a ring names it.
        public var name: String { label.map { "\($0): \(duration)" } ?? "\(duration)" }
    }

    /// The running timers, soonest due first (in the order started when due together): the numbers
    /// `timers` shows and `timer cancel n` takes.
    public private(set) var running: [Timer]

    public init(running: [Timer] = []) {
        self.running = []
        for timer in running { insert(timer) }
    }

    public var isEmpty: Bool { running.isEmpty }

    /// Starts a timer at `now`; answers it.
    @discardableResult
    public mutating func start(_ duration: TimerDuration, label: String? = nil, at now: Date) -> Timer {
        let label = label?.trimmingWhitespace()
        let timer = Timer(label: label?.isEmpty == false ? label : nil, duration: duration,
                          dueAt: now.addingTimeInterval(TimeInterval(duration.seconds)))
        insert(timer)
        return timer
    }

    /// Cancels timer `number` (from 1, as listed); `nil` when there is no such timer.
    public mutating func cancel(_ number: Int) -> Timer? {
        guard running.element(numbered: number) != nil else { return nil }
        return running.remove(at: number - 1)
    }

    /// Takes out the timers due at `now`, soonest first: the ones to ring.
    public mutating func takeDue(at now: Date) -> [Timer] {
        let due = running.prefix { $0.dueAt <= now }
        running.removeFirst(due.count)
        return Array(due)
    }

    /// When the next timer is due, so the shell knows how long it may wait for a key.
    public var nextDue: Date? { running.first?.dueAt }

    private mutating func insert(_ timer: Timer) {
        let index = running.firstIndex { $0.dueAt > timer.dueAt } ?? running.endIndex
        running.insert(timer, at: index)
    }
}
