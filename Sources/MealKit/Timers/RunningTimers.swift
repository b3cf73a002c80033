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
        /// Its number, given when it starts and kept until it rings or is cancelled, so the number
        /// `timers` shows is the one `timer cancel n` takes even after another timer rang or started.
        public var number: Int

        public init(label: String?, duration: TimerDuration, dueAt: Date, number: Int = 1) {
            self.label = label
            self.duration = duration
            self.dueAt = dueAt
            self.number = number
        }

        /// Whole seconds left at `now`, rounded up so a timer never shows 0:00 before it rings.
        public func remaining(at now: Date) -> TimerDuration {
            TimerDuration(seconds: max(0, Int((dueAt.timeIntervalSince(now)).rounded(.up))))
        }

        /// "rice: 25 min" or "25 min": how a ring names it.
        public var name: String { label.map { "\($0): \(duration)" } ?? "\(duration)" }
    }

    /// The running timers, soonest due first (in the order started when due together).
    public private(set) var running: [Timer]

    public init(running: [Timer] = []) {
        self.running = []
        for timer in running { insert(timer) }
    }

    public var isEmpty: Bool { running.isEmpty }

    /// Starts a timer at `now`, numbered one past the highest running (1 when none runs); answers it.
    @discardableResult
    public mutating func start(_ duration: TimerDuration, label: String? = nil, at now: Date) -> Timer {
        let label = label?.trimmingWhitespace()
        let timer = Timer(label: label?.isEmpty == false ? label : nil, duration: duration,
                          dueAt: now.addingTimeInterval(TimeInterval(duration.seconds)),
                          number: (running.map(\.number).max() ?? 0) + 1)
        insert(timer)
        return timer
    }

    /// Cancels the timer numbered `number`; `nil` when none running has that number.
    public mutating func cancel(_ number: Int) -> Timer? {
        guard let index = running.firstIndex(where: { $0.number == number }) else { return nil }
        return running.remove(at: index)
    }

    /// The numbers of the running timers, lowest first: what `timer cancel` can take.
    public var numbers: [Int] { running.map(\.number).sorted() }

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
