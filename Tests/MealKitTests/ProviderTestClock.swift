import Foundation

/// A clock tests move by hand, for the providers' freshness and retry rules.
///
/// The same shape as the storage tests' `TestClock` (main), so the two can become one after merging.
final class ProviderTestClock: @unchecked Sendable {
    // `@unchecked`: `current` is only touched under `lock`.
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_764_000_000)) {
        current = start
    }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(_ interval: TimeInterval) {
        lock.lock()
        current += interval
        lock.unlock()
    }

    /// The closure providers take.
    var function: @Sendable () -> Date { { self.now } }
}
