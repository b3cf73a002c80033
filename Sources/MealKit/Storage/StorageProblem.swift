import Foundation

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
    /// A favorite's picture could not be downloaded or kept; the favorite itself was saved.
    case imageNotKept(mealName: String, reason: String)
}

/// A store's answer: the value (always usable) and what went wrong on disk while producing it.
public struct Stored<Value: Sendable>: Sendable {
    public var value: Value
    public var problems: [StorageProblem]

    public init(_ value: Value, problems: [StorageProblem] = []) {
        self.value = value
        self.problems = problems
    }
}

extension Stored: Equatable where Value: Equatable {}
