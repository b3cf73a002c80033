#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The real file system, through the C library.
public struct PosixFileSystem: FileSystem {
    public init() {}

    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        let descriptor = retryingOnInterrupt { systemOpen(path, flags, mode_t(mode)) }
        guard descriptor >= 0 else { throw FileSystemError(call: "open", path: path, code: errno) }
        return descriptor
    }

    public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        let count = retryingOnInterrupt { systemRead(descriptor, buffer.baseAddress, buffer.count) }
        guard count >= 0 else { throw FileSystemError(call: "read", path: "fd \(descriptor)", code: errno) }
        return count
    }

    public func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        let count = retryingOnInterrupt { systemWrite(descriptor, buffer.baseAddress, buffer.count) }
        guard count >= 0 else { throw FileSystemError(call: "write", path: "fd \(descriptor)", code: errno) }
        return count
    }

    public func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 else {
            throw FileSystemError(call: "fsync", path: "fd \(descriptor)", code: errno)
        }
    }

    public func close(_ descriptor: Int32) throws(FileSystemError) {
        // Not retried: after EINTR the descriptor is already gone on Linux, and may be reused.
        guard systemClose(descriptor) == 0 else {
            throw FileSystemError(call: "close", path: "fd \(descriptor)", code: errno)
        }
    }

    public func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError) {
        guard retryingOnInterrupt({ flock(descriptor, operation) }) == 0 else {
            throw FileSystemError(call: "flock", path: "fd \(descriptor)", code: errno)
        }
    }

    public func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError) {
        guard fchmod(descriptor, mode_t(mode)) == 0 else {
            throw FileSystemError(call: "fchmod", path: "fd \(descriptor)", code: errno)
        }
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard systemRename(source, destination) == 0 else {
            throw FileSystemError(call: "rename", path: destination, code: errno)
        }
    }

    public func unlink(_ path: String) throws(FileSystemError) {
        guard systemUnlink(path) == 0 else { throw FileSystemError(call: "unlink", path: path, code: errno) }
    }

    /// `renameat2(RENAME_NOREPLACE)` where the C library and the file system have it; else a hard link
    /// to the new name (which fails when the name is taken) and the old name unlinked: the file is then
    /// under both names for a moment, never under neither. A file system with neither (FAT) gets a check,
    /// then the rename, as the protocol's fallback does.
    public func renameWithoutReplacing(_ source: String, to destination: String) throws(FileSystemError) {
        #if canImport(Glibc)
        if let renameat2 = Self.renameat2 {
            if renameat2(AT_FDCWD, source, AT_FDCWD, destination, Self.renameNoReplace) == 0 { return }
            // ENOSYS: an old kernel; EINVAL: a file system without the flag.
            guard errno == ENOSYS || errno == EINVAL else {
                throw FileSystemError(call: "renameat2", path: destination, code: errno)
            }
        }
        #endif
        guard link(source, destination) == 0 else {
            let code = errno
            guard code == EPERM || code == EOPNOTSUPP || code == ENOSYS else {
                throw FileSystemError(call: "link", path: destination, code: code)
            }
            if try status(ofItemAt: destination, followingSymlink: false) != nil {
                throw FileSystemError(call: "rename", path: destination, code: EEXIST)
            }
            return try rename(source, to: destination)
        }
        // The file is in place under its name: at worst its hidden temporary name stays beside it.
        try? unlink(source)
    }

    #if canImport(Glibc)
    /// `RENAME_NOREPLACE` from <linux/fs.h>, which Glibc's module does not bring in.
    private static let renameNoReplace: UInt32 = 1
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// glibc has had `renameat2` since 2.28; looked up rather than linked, so an older one still runs sous.
    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2")
        .map { unsafeBitCast($0, to: RenameAt2.self) }
    #endif

    public func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus? {
        var info = stat()
        let result = followingSymlink ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError(call: followingSymlink ? "stat" : "lstat", path: path, code: errno)
        }
        return Self.status(info)
    }

    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileSystemError(call: "fstat", path: "fd \(descriptor)", code: errno)
        }
        return Self.status(info)
    }

    private static func status(_ info: stat) -> FileStatus {
        let kind: FileStatus.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        #if canImport(Glibc)
        let modified = info.st_mtim, changed = info.st_ctim
        #else
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #endif
        let stamp = FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
            modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
            changedSeconds: Int(changed.tv_sec), changedNanoseconds: Int(changed.tv_nsec))
        return FileStatus(
            kind: kind, permissions: UInt32(info.st_mode & 0o7777), size: Int(info.st_size), stamp: stamp)
    }

    public func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        guard mkdir(path, mode_t(mode)) == 0 else { throw FileSystemError(call: "mkdir", path: path, code: errno) }
    }

    public func changeMode(of path: String, to mode: UInt32) throws(FileSystemError) {
        guard chmod(path, mode_t(mode)) == 0 else { throw FileSystemError(call: "chmod", path: path, code: errno) }
    }

    public func resolvedPath(_ path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw FileSystemError(call: "realpath", path: path, code: errno)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(path) else {
            throw FileSystemError(call: "opendir", path: path, code: errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}

// The C functions share names with this type's methods; these names reach the C ones (out here, at
// file scope, no method hides them).
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
