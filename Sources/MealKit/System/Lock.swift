#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a pthread mutex: what sous used NSLock for, without Foundation's
/// object layer (sous links FoundationEssentials only, see Package.swift).
///
/// A pthread mutex rather than Synchronization's `Mutex`: ThreadSanitizer sees pthread locks and not
/// the futex `Mutex` is built on, so `make tsan` would report the data each lock guards as raced.
public final class Lock: @unchecked Sendable {
    // `@unchecked`: the mutex is the synchronisation; it lives on the heap so its address never moves.
    // Visible to inlined code: `withLock` is inlined where it is called, so its closure's types are
    // known there (a generic call across modules builds them at run time, ~0.08 M instructions at start).
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable public func lock() { pthread_mutex_lock(mutex) }

    @inlinable public func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inlinable public func withLock<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
