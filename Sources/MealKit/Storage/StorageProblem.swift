import FoundationEssentials

/// Something a store could not do on disk. The session goes on in memory; the shell shows one line.
public enum StorageProblem: Error, Hashable, Sendable {
    /// The file did not parse; it was moved aside to `movedTo`, and what could be recovered was kept.
    case corrupt(path: String, movedTo: String, recovered: Int)
    /// The file was written by a newer sous; it is left untouched and not written.
    case newerVersion(path: String, version: Int)
    /// Reading or writing failed (read-only directory, full disk, a directory in the file's place, …).
    case unwritable(path: String, reason: String)
    case unreadable(path: String, reason: String)
    /// The file is a symbolic link leading out of the data directory (or nowhere); it is not followed
    /// and not replaced, so a link the user made is never broken or written through.
    case symlinkRefused(path: String, target: String)
    /// No data directory could be determined (no `HOME`, no `XDG_DATA_HOME`): nothing is saved.
    case noDataDirectory
    /// Another sous (process `holder`, when it said) has held the file's lock for a while; this one
    /// waits for it (Ctrl-C stops waiting). A notice, sent while waiting (`LockWait`).
    case waitingForLock(path: String, holder: Int32?)
    /// The wait for another sous's lock was stopped (Ctrl-C cancelled the task): nothing was written,
    /// and the change is kept in memory for the store's next visit.
    case lockWaitCancelled(path: String)
    /// Another sous held the file's lock longer than `LockWait.limit`: nothing was written, and the
    /// change is kept in memory and tried again at the next command (and at exit).
    case lockWaitTimedOut(path: String, seconds: Int)
}

/// A store's answer: the value (always usable), what went wrong on disk while producing it, and
/// whether the value is all on disk.
public struct Stored<Value: Sendable>: Sendable {
    public var value: Value
    /// Each problem comes once, from the call that first met it (see `ProblemFilter`).
    public var problems: [StorageProblem]
    /// Whether every change given to the store so far is on disk. `false` while any is kept in memory
    /// only (a full or read-only disk, a newer file, a link leading out of the data directory): say
    /// "kept for this session only" then, never "saved". Stays `false` on later calls too, after the
    /// problem itself was reported, until a save succeeds.
    public var isSaved: Bool

    public init(_ value: Value, problems: [StorageProblem] = [], isSaved: Bool = true) {
        self.value = value
        self.problems = problems
        self.isSaved = isSaved
    }
}

extension Stored: Equatable where Value: Equatable {}
