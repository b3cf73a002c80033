#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// Writes a whole file or nothing: a temporary file beside the target, flushed, then renamed over it.
///
/// A reader never sees half a file, and a crash leaves either the old file or the new one.
public struct AtomicFileWriter: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = PosixFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Writes `data` to the absolute `path`.
    /// - Parameters:
    ///   - mode: the new file's mode; `nil` leaves it to the umask (0666 minus it), as editors do.
    ///   - replacing: when false, an existing file at `path` is an `EEXIST` error and is left alone.
    ///   - temporaryPath: where the new bytes go before the rename, for a caller that sweeps up its own
    ///     leftovers by name; by default a hidden, unique name beside `path`.
    ///   - durable: flush the file before the rename, so a power cut cannot leave it empty; a cache
    ///     that can afford to lose an entry skips the cost.
    public func write(
        _ data: Data, to path: String, mode: UInt32? = nil, replacing: Bool, temporaryPath: String? = nil,
        durable: Bool = true
    ) throws(FileSystemError) {
        if !replacing, try fileSystem.status(ofItemAt: path, followingSymlink: false) != nil {
            throw FileSystemError(call: "open", path: path, code: EEXIST)
        }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = temporaryPath
            ?? "\(directory.isEmpty ? "." : directory)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = try fileSystem.open(
            temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode: mode ?? 0o666)
        var open = true
        do throws(FileSystemError) {
            if let mode { try fileSystem.changeMode(of: descriptor, to: mode) }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 1)
            defer { buffer.deallocate() }
            data.copyBytes(to: buffer)
            var offset = 0
            while offset < buffer.count {
                let written = try fileSystem.write(descriptor, from: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                guard written > 0 else { throw FileSystemError(call: "write", path: temporary, code: EIO) }
                offset += written
            }
            if durable { try fileSystem.synchronize(descriptor) }
            open = false
            try fileSystem.close(descriptor)
            try fileSystem.rename(temporary, to: path)
        } catch {
            if open { try? fileSystem.close(descriptor) }
            try? fileSystem.unlink(temporary)
            throw error
        }
    }
}
