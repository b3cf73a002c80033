import FoundationEssentials

/// A client-side limit of `limit` requests in any `window` (Edamam's free plan: 10 a minute).
///
/// Instead of failing, `reserve()` hands out the next free slot and says how long to wait for it;
/// slots are handed out in order, so concurrent callers queue rather than all waking at once.
/// The clock is injected, so tests need not wait.
public actor RequestRateLimiter {
    public let limit: Int
    public let window: TimeInterval
    private let now: @Sendable () -> Date
    /// The start times of the requests in the current window, oldest first (some may be in the future).
    private var slots: [Date] = []

    public init(limit: Int = 10, window: TimeInterval = 60, now: @escaping @Sendable () -> Date = Date.init) {
        self.limit = max(1, limit)
        self.window = window
        self.now = now
    }

    /// Takes the next slot; the answer is how long to wait before sending (0: at once).
    public func reserve() -> (slot: Date, wait: TimeInterval) {
        let current = now()
        slots.removeAll { $0 <= current.addingTimeInterval(-window) }
        let start: Date
        if slots.count < limit {
            start = max(current, slots.last ?? current)
        } else {
            // The request `limit` places back leaves the window `window` after it started.
            start = max(slots[slots.count - limit].addingTimeInterval(window), slots.last ?? current)
        }
        slots.append(start)
        return (start, max(0, start.timeIntervalSince(current)))
    }

    /// Gives a slot back: its request was cancelled before it was sent.
    public func release(_ slot: Date) {
        if let index = slots.lastIndex(of: slot) { slots.remove(at: index) }
    }
}
