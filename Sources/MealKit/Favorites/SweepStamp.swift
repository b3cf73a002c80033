#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// What the favorites' index and the recipe and picture folders were when a visit last left them swept
/// clean (`favorites.swept` in the data directory), so a start that finds all three as they were does not
/// list and compare 10,000 recipe files again.
///
/// A folder's stamp moves with every file made, renamed or removed in it, and the index's with every
/// save: whatever a killed sous left behind (a recipe file before its index, a temporary file, a picture
/// of a removed favorite) moves one of them, and the next visit sweeps. Without stamps (a file system
/// that gives none), or without the stamp file, every first visit sweeps, as before.
struct SweepStamp: Sendable {
    /// The file's name in the data directory.
    static let fileName = "favorites.swept"

    private let path: String
    private let watched: [String]
    private let fileSystem: any FileSystem

    init(dataDirectory: URL, watching watched: [String], fileSystem: any FileSystem) {
        path = dataDirectory.appendingPathComponent(Self.fileName).path
        self.watched = watched
        self.fileSystem = fileSystem
    }

    /// The watched paths' stamps now, one line each (`-` for one absent); `nil` when one gives no stamp.
    func current() -> String? {
        var lines = ""
        for watchedPath in watched {
            guard let status = try? fileSystem.status(ofItemAt: watchedPath, followingSymlink: false) else {
                lines += "-\n"
                continue
            }
            guard let stamp = status.stamp else { return nil }
            lines += "\(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modifiedSeconds).\(stamp.modifiedNanoseconds)"
                + " \(stamp.changedSeconds).\(stamp.changedNanoseconds)\n"
        }
        return lines
    }

    /// Whether the watched paths are as the last clean sweep left them.
    func isClean(now: String?) -> Bool {
        guard let now, let recorded = recorded() else { return false }
        return now == recorded
    }

    /// Records `now` as clean; a failure only means the next visit sweeps.
    func record(_ now: String?) {
        guard let now, recorded() != now else { return }
        _ = try? AtomicFileWriter(fileSystem: fileSystem).write(bytes: Array(now.utf8), to: path, mode: 0o600,
                                                                replacing: true, durable: false)
    }

    /// The stamp file's text, at most 4 kB, read without following a link or waiting on a pipe.
    private func recorded() -> String? {
        guard let descriptor = try? fileSystem.open(path, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode: 0) else {
            return nil
        }
        defer { try? fileSystem.close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4_096, alignment: 1)
        defer { buffer.deallocate() }
        var count = 0
        while count < buffer.count,
              let read = try? fileSystem.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...])),
              read > 0 {
            count += read
        }
        guard count < buffer.count else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}
