#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What a sous killed mid-write leaves behind: `AtomicFileWriter`'s temporary files, named
/// `.<name>.tmp-<pid>` or `.<name>.tmp-<pid>-<random>` after the process that wrote them.
///
/// A folder written without a lock (pictures, the cache) may hold another running sous's temporary
/// file, about to be renamed into place: only one whose writer is gone is a leftover.
enum LeftoverFiles {
    /// The pid in a temporary file's name, or `nil` when `name` is no sous temporary file.
    static func writer(ofTemporary name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.ranges(of: ".tmp-").last else { return nil }
        let digits = name[marker.upperBound...].prefix { $0 != "-" }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let pid = Int32(digits), pid > 0 else { return nil }
        return pid
    }

    /// Whether `name` is a temporary file whose writer has exited (this process's own never are).
    static func isAbandonedTemporary(_ name: String) -> Bool {
        guard let pid = writer(ofTemporary: name), pid != getpid() else { return false }
        return !isAlive(pid)
    }

    /// Whether a process with this pid exists (one of another user's counts: it may be a sous too).
    static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes the abandoned temporary files among `names` in `directory`: plain files only, so a
    /// folder or link someone named that way is left alone.
    static func removeAbandonedTemporaries(_ names: [String], in directory: String, fileSystem: any FileSystem) {
        for name in names where isAbandonedTemporary(name) {
            let path = "\(directory)/\(name)"
            guard let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false),
                  status.kind == .regular else { continue }
            try? fileSystem.unlink(path)
        }
    }
}
