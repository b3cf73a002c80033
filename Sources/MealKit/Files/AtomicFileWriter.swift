#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

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
    ///   - replacing: when false, an existing file at `path` is an `EEXIST` error and is left alone, even
    ///     one another process puts there while this one writes (the final move refuses to replace).
    ///   - temporaryPath: where the new bytes go before the rename, for a caller that sweeps up its own
    ///     leftovers by name; by default a hidden, unique name beside `path`.
    ///   - durable: flush the file before the rename, and its folder after it, so a power cut can
    ///     neither leave it empty nor lose the rename; a cache that can afford to lose an entry skips
    ///     the cost.
    public func write(
        _ data: Data, to path: String, mode: UInt32? = nil, replacing: Bool, temporaryPath: String? = nil,
        durable: Bool = true
    ) throws(FileSystemError) {
        try write(bytes: [UInt8](data), to: path, mode: mode, replacing: replacing, temporaryPath: temporaryPath,
                  durable: durable)
    }

    /// Writes `bytes` to the absolute `path`, as `write(_:to:mode:replacing:temporaryPath:durable:)`
    /// does, and answers what the new file was before the rename, so a caller can tell it from any
    /// other file that later takes its place.
    @discardableResult
    public func write(
        bytes: [UInt8], to path: String, mode: UInt32? = nil, replacing: Bool, temporaryPath: String? = nil,
        durable: Bool = true
    ) throws(FileSystemError) -> FileStamp? {
        // A name already taken is refused before any byte is written; the move at the end refuses too.
        if !replacing, try fileSystem.status(ofItemAt: path, followingSymlink: false) != nil {
            throw FileSystemError(call: "open", path: path, code: EEXIST)
        }
        let directory = path.deletingLastPathComponent
        let name = path.lastPathComponent
        let temporary = temporaryPath
            ?? "\(directory.isEmpty ? "." : directory)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = try fileSystem.open(
            temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode: mode ?? 0o666)
        var open = true
        do throws(FileSystemError) {
            if let mode { try fileSystem.changeMode(of: descriptor, to: mode) }
            var offset = 0
            while offset < bytes.count {
                // The pointer is only valid inside the closure, which cannot throw a typed error.
                let written = try bytes.withUnsafeBytes { buffer in
                    Result { () throws(FileSystemError) -> Int in
                        try fileSystem.write(descriptor, from: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                    }
                }.get()
                guard written > 0 else { throw FileSystemError(call: "write", path: temporary, code: EIO) }
                offset += written
            }
            if durable { try fileSystem.synchronize(descriptor) }
            let stamp = try? fileSystem.status(of: descriptor)?.stamp
            open = false
            try fileSystem.close(descriptor)
            if replacing {
                try fileSystem.rename(temporary, to: path)
            } else {
                try fileSystem.renameWithoutReplacing(temporary, to: path)
            }
            if durable { synchronizeDirectory(directory.isEmpty ? "." : directory) }
            return stamp
        } catch {
            if open { try? fileSystem.close(descriptor) }
            try? fileSystem.unlink(temporary)
            throw error
        }
    }

    /// Flushes the folder so the rename itself survives a power cut; best effort, as some file systems
    /// refuse `fsync` on a directory, and the file is whole either way.
    public func synchronizeDirectory(_ directory: String) {
        guard let descriptor = try? fileSystem.open(directory, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, mode: 0) else {
            return
        }
        try? fileSystem.synchronize(descriptor)
        try? fileSystem.close(descriptor)
    }
}
