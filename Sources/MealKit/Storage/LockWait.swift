import FoundationEssentials

/// What a store does while another sous holds its file's lock: waits, tells the user once after
/// `patience`, and stops when the task is cancelled (Ctrl-C), keeping the change in memory.
public struct LockWait: Sendable {
    /// How long a wait goes unmentioned: a save takes milliseconds, so a second is someone stuck.
    public var patience: TimeInterval
    /// How often the lock is asked for again while waiting.
    public var pollInterval: TimeInterval
    /// Receives `StorageProblem.waitingForLock` once per wait that outlasts `patience`.
    public var notice: @Sendable (StorageProblem) -> Void

    public init(
        patience: TimeInterval = 1, pollInterval: TimeInterval = 0.02,
        notice: @escaping @Sendable (StorageProblem) -> Void = { _ in }
    ) {
        self.patience = patience
        self.pollInterval = pollInterval
        self.notice = notice
    }
}
