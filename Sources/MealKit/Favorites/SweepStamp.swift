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
    /// What is changed only under the index's lock (the index, the recipe folder), then what is not.
    private let guarded: [String]
    private let unguarded: [String]
    private var watched: [String] { guarded + unguarded }
    private let fileSystem: any FileSystem

    /// - Parameters:
    ///   - guarded: what only a visit under the index's lock changes (the index, the recipe folder).
    ///   - unguarded: what may change at any time (the picture folder: a picture is kept before its favorite).
    init(dataDirectory: URL, watching guarded: [String], andUnguarded unguarded: [String], fileSystem: any FileSystem) {
        path = dataDirectory.appendingPathComponent(Self.fileName).path
        self.guarded = guarded
        self.unguarded = unguarded
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

    /// Records the stamps as clean after a visit that found them clean (`before`) and then changed only
    /// what the lock guards, wholly (every recipe written, the index saved, every removed recipe gone):
    /// its own writes moved those stamps and left nothing behind. Unless something unguarded moved
    /// meanwhile (another sous's picture, not yet named by its favorite): then nothing is recorded, and
    /// the next visit sweeps.
    ///
    /// - Parameter before: the stamps the visit found, which `isClean(now:)` said were clean.
    func recordAfterGuardedWrites(fromClean before: String) {
        guard let now = current(),
              Self.lines(now).suffix(unguarded.count) == Self.lines(before).suffix(unguarded.count) else { return }
        record(now)
    }

    private static func lines(_ stamps: String) -> [Substring] { stamps.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Records `now` as clean; a failure only means the next visit sweeps.
    ///
    /// Written in place, with no temporary file: a stamp only ever spares a sweep, so a write cut short
    /// (a kill, a full disk) leaves text that matches no stamps, and the next visit sweeps; a temporary
    /// file a failing disk kept from being removed would be clutter that no sweep owns.
    func record(_ now: String?) {
        guard let now, recorded() != now,
              let descriptor = try? fileSystem.open(path, flags: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK,
                                                    mode: 0o600) else { return }
        defer { try? fileSystem.close(descriptor) }
        let bytes = Array(now.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                try? fileSystem.write(descriptor, from: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            guard let written, written > 0 else { return }
            offset += written
        }
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
