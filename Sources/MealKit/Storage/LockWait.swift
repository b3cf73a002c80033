import FoundationEssentials

/// What a store does while another sous holds its file's lock: waits, tells the user once after
/// `patience`, and stops when the task is cancelled (Ctrl-C) or after `limit`, keeping the change in
/// memory for the store's next visit.
public struct LockWait: Sendable {
    /// How long a wait goes unmentioned: a save takes milliseconds, so a second is someone stuck.
    public var patience: TimeInterval
    /// How long a wait lasts at most: a sous stuck holding the lock (stopped with Ctrl-Z, or hung)
    /// must not stop a piped run behind it for good. The change then waits in memory, as on a full disk.
    public var limit: TimeInterval
    /// How often the lock is asked for again while waiting.
    public var pollInterval: TimeInterval
    /// Receives `StorageProblem.waitingForLock` once per wait that outlasts `patience`.
    public var notice: @Sendable (StorageProblem) -> Void

    public init(
        patience: TimeInterval = 1, limit: TimeInterval = 5, pollInterval: TimeInterval = 0.02,
        notice: @escaping @Sendable (StorageProblem) -> Void = { _ in }
    ) {
        self.patience = patience
        self.limit = limit
        self.pollInterval = pollInterval
        self.notice = notice
    }
}
