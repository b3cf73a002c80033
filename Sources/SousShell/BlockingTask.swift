import Foundation

/// Runs async work from the synchronous read–eval–print loop and waits for it.
///
/// The loop lives on the main thread (libedit blocks it while the user types), outside Swift's
/// cooperative pool, so waiting here starves nothing. `cancel()` (from the Ctrl-C handler) cancels the work.
final class BlockingTask<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the task before it signals `done`, read after `wait()`: the semaphore orders them.
    private var value: Value?
    private var task: Task<Void, Never>?

    init(_ operation: @escaping @Sendable () async -> Value) {
        task = Task { [self] in
            value = await operation()
            done.signal()
        }
    }

    private let cancelLock = NSLock()
    private var cancelled = false

    func cancel() {
        cancelLock.withLock { cancelled = true }
        task?.cancel()
    }

    /// Whether `cancel()` was called (Ctrl-C came while it ran).
    var wasCancelled: Bool { cancelLock.withLock { cancelled } }

    func wait() -> Value {
        done.wait()
        return value!
    }

    /// The value if it comes within `seconds`, else nil (and the work goes on).
    func wait(seconds: Double) -> Value? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        done.signal()
        return value
    }
}
