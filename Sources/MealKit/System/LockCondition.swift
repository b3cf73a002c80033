#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A condition variable over a `Lock`'s mutex: a thread holding the lock sleeps until another one
/// signals a change, or until a deadline on the monotonic clock.
///
/// A pthread condition for the same reason `Lock` is a pthread mutex: ThreadSanitizer understands it.
final class LockCondition: @unchecked Sendable {
    // `@unchecked`: the condition is synchronisation itself; it lives on the heap so it never moves.
    private let lock: Lock
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init(_ lock: Lock) {
        self.lock = lock
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if os(Linux)
        // Deadlines are on the monotonic clock: a change of the wall clock must not stretch a wait.
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// The monotonic clock, in nanoseconds: what `wait(until:)` deadlines are measured on.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Sleeps until signalled or `deadline` (`now()` nanoseconds; nil: no deadline); the caller holds
    /// the lock, released while asleep. It may also wake for no reason: callers look again.
    func wait(until deadline: UInt64?) {
        guard let deadline else {
            pthread_cond_wait(condition, lock.mutex)
            return
        }
        #if os(Linux)
        var time = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(condition, lock.mutex, &time)
        #else
        let now = Self.now()
        let left = deadline > now ? deadline - now : 0
        var time = timespec(tv_sec: Int(left / 1_000_000_000), tv_nsec: Int(left % 1_000_000_000))
        pthread_cond_timedwait_relative_np(condition, lock.mutex, &time)
        #endif
    }

    /// Wakes every thread waiting.
    func broadcast() { pthread_cond_broadcast(condition) }
}
