import Dispatch
import FoundationEssentials
import MealKit

/// Runs async work from the synchronous read–eval–print loop and waits for it, on the waiting thread.
///
/// The loop lives on the main thread (libedit blocks it while the user types), outside Swift's
/// cooperative pool. The work runs there too, while `wait` would block anyway: the task prefers this
/// object as its executor, so its steps, the actors it calls (the engine, the stores), its `async let`s
/// and task groups all run on the thread in `wait`, and a continuation resumed elsewhere (a libcurl
/// transfer, a timer) hands its next step back here. Nothing before the first prompt, and nothing in a
/// piped session, wakes the cooperative pool: starting its threads and handing every step across cost
/// ~0.5 ms of a 5 ms start. (An unstructured `Task {}` inside still runs on the pool, as Swift decides.)
///
/// `cancel()` (from the Ctrl-C handler, on another thread) cancels the work whichever thread runs it.
final class BlockingTask<Value: Sendable>: TaskExecutor, @unchecked Sendable {
    // `@unchecked`: `handed` and `cancelled` are guarded by `lock`, a pthread mutex that ThreadSanitizer
    // sees (see `Lock`): `make tsan` would otherwise report the hand-over between the transport's
    // thread and this one as a race.

    /// What the task has handed over: steps to run, and at the end its value.
    private struct Handed {
        var jobs: [UnownedJob] = []
        var value: Value?
    }

    private let lock = Lock()
    private var handed = Handed()
    private var cancelled = false
    /// Signalled once for each step handed over and once for the value, so a waiter sleeps until either.
    private let arrivals = DispatchSemaphore(value: 0)
    // Set once in init, before any other thread can see this object.
    private var task: Task<Void, Never>?

    init(_ operation: @escaping @Sendable () async -> Value) {
        task = Task(executorPreference: self) { [self] in
            finish(await operation())
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let step = UnownedJob(job)
        lock.withLock { handed.jobs.append(step) }
        arrivals.signal()
    }

    private func finish(_ value: Value) {
        lock.withLock { handed.value = value }
        arrivals.signal()
    }

    func cancel() {
        lock.withLock { cancelled = true }
        task?.cancel()
    }

    /// Whether `cancel()` was called (Ctrl-C came while it ran).
    var wasCancelled: Bool { lock.withLock { cancelled } }

    func wait() -> Value {
        while true {
            arrivals.wait()
            if let value = runNext() { return value }
        }
    }

    /// The value if it comes within `seconds`, else nil (and the work goes on at the next `wait`).
    func wait(seconds: Double) -> Value? {
        let deadline = DispatchTime.now() + seconds
        while arrivals.wait(timeout: deadline) == .success {
            if let value = runNext() { return value }
        }
        return nil
    }

    /// Runs the next step handed over, or gives the value once there is one and no step is left.
    private func runNext() -> Value? {
        let next: (step: UnownedJob?, value: Value?) = lock.withLock {
            if !handed.jobs.isEmpty { return (handed.jobs.removeFirst(), nil) }
            // The value's own signal is the one being consumed: keep it for any later wait.
            if handed.value != nil { arrivals.signal() }
            return (nil, handed.value)
        }
        next.step?.runSynchronously(on: asUnownedTaskExecutor())
        return next.value
    }
}
