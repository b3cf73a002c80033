#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The few system calls the file stores make, behind a protocol so a test can make one of them fail
/// (a full disk on `write`, an I/O error on `fsync`) without a real broken disk.
///
/// Calls mirror POSIX and throw `FileSystemError` carrying `errno` instead of returning -1.
public protocol FileSystem: Sendable {
    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int
    func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int
    func synchronize(_ descriptor: Int32) throws(FileSystemError)
    func close(_ descriptor: Int32) throws(FileSystemError)
    /// `flock(2)`: `LOCK_EX`, `LOCK_UN`, …
    func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError)
    func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError)
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// Moves `source` to `destination` unless something is there already, in one step (`EEXIST` then,
    /// and both are left as they were): no other process can slip a file in between a check and the move.
    func renameWithoutReplacing(_ source: String, to destination: String) throws(FileSystemError)
    func unlink(_ path: String) throws(FileSystemError)
    /// `nil` when nothing is at `path`; a symbolic link is described as itself unless `followingSymlink`.
    func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus?
    /// `fstat(2)`: what the open file is; `nil` when this file system cannot say, which only costs the
    /// stores their shortcut of not reading an unchanged file again.
    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus?
    func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError)
    func changeMode(of path: String, to mode: UInt32) throws(FileSystemError)
    /// `realpath(3)`: the path with every symbolic link and `..` resolved.
    func resolvedPath(_ path: String) throws(FileSystemError) -> String
    /// The names in a directory, without `.` and `..`.
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String]
}

extension FileSystem {
    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? { nil }

    /// For a file system that cannot refuse in the move itself (a test's stand-in): a check, then the
    /// move, which another process could race.
    public func renameWithoutReplacing(_ source: String, to destination: String) throws(FileSystemError) {
        if try status(ofItemAt: destination, followingSymlink: false) != nil {
            throw FileSystemError(call: "rename", path: destination, code: EEXIST)
        }
        try rename(source, to: destination)
    }
}
