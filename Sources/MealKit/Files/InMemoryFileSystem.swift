#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// A file system held in memory: what the file stores run on when nothing may touch the disk (tests,
/// a session without a data directory), so the in-memory stores are the file stores, not copies.
///
/// It keeps what the stores rely on: files replaced by `rename` get a new identity (inode), every write
/// moves a file's stamp, directories list their names. Locks always succeed: one process shares it.
public final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    private enum Node {
        case file(inode: UInt64)
        case directory
    }

    private struct Contents {
        var bytes: [UInt8] = []
        var mode: UInt32
        /// Moves at every change, standing in for the modification and change times.
        var version = 0
    }

    private struct Open {
        var inode: UInt64?
        var offset = 0
    }

    private let mutex = Lock()
    private var nodes: [String: Node] = ["/": .directory]
    private var files: [UInt64: Contents] = [:]
    private var descriptors: [Int32: Open] = [:]
    private var nextInode: UInt64 = 1
    private var nextDescriptor: Int32 = 3
    private var clock = 0

    public init() {}

    /// A new, empty in-memory file system and the data directory made in it, for a store to open.
    public static func dataDirectory() -> (InMemoryFileSystem, URL) {
        let fileSystem = InMemoryFileSystem()
        let directory = URL(fileURLWithPath: "/sous", isDirectory: true)
        try? fileSystem.makeDirectory(at: directory.path, mode: 0o700)
        return (fileSystem, directory)
    }

    private func locked<T>(_ body: () throws(FileSystemError) -> T) throws(FileSystemError) -> T {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }

    private static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    private static func parent(of path: String) -> String {
        let parent = path.deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    private func tick(_ inode: UInt64) {
        clock += 1
        files[inode]?.version = clock
    }

    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        let path = Self.normalized(path)
        return try locked { () throws(FileSystemError) -> Int32 in
            var inode: UInt64?
            switch nodes[path] {
            case .file(let existing)?:
                if flags & O_CREAT != 0, flags & O_EXCL != 0 { throw FileSystemError(call: "open", path: path, code: EEXIST) }
                inode = existing
            case .directory?:
                if flags & O_ACCMODE != O_RDONLY { throw FileSystemError(call: "open", path: path, code: EISDIR) }
            case nil:
                guard flags & O_CREAT != 0 else { throw FileSystemError(call: "open", path: path, code: ENOENT) }
                guard case .directory? = nodes[Self.parent(of: path)] else {
                    throw FileSystemError(call: "open", path: path, code: ENOENT)
                }
                let made = nextInode
                nextInode += 1
                files[made] = Contents(mode: mode & 0o7777)
                nodes[path] = .file(inode: made)
                tick(made)
                inode = made
            }
            let descriptor = nextDescriptor
            nextDescriptor += 1
            descriptors[descriptor] = Open(inode: inode)
            return descriptor
        }
    }

    public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try locked { () throws(FileSystemError) -> Int in
            guard var open = descriptors[descriptor], let inode = open.inode, let contents = files[inode] else {
                throw FileSystemError(call: "read", path: "fd \(descriptor)", code: EBADF)
            }
            let count = min(buffer.count, max(0, contents.bytes.count - open.offset))
            if count > 0 {
                contents.bytes.withUnsafeBytes { source in
                    buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[open.offset..<(open.offset + count)]))
                }
            }
            open.offset += count
            descriptors[descriptor] = open
            return count
        }
    }

    public func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try locked { () throws(FileSystemError) -> Int in
            guard var open = descriptors[descriptor], let inode = open.inode, var contents = files[inode] else {
                throw FileSystemError(call: "write", path: "fd \(descriptor)", code: EBADF)
            }
            let end = open.offset + buffer.count
            if contents.bytes.count < end { contents.bytes += [UInt8](repeating: 0, count: end - contents.bytes.count) }
            contents.bytes.replaceSubrange(open.offset..<end, with: buffer)
            files[inode] = contents
            tick(inode)
            open.offset = end
            descriptors[descriptor] = open
            return buffer.count
        }
    }

    public func synchronize(_ descriptor: Int32) throws(FileSystemError) {}

    public func close(_ descriptor: Int32) throws(FileSystemError) {
        try locked { () throws(FileSystemError) in
            guard descriptors.removeValue(forKey: descriptor) != nil else {
                throw FileSystemError(call: "close", path: "fd \(descriptor)", code: EBADF)
            }
            // A file no path names and no descriptor holds is gone, as on disk.
            let held = Set(descriptors.values.compactMap(\.inode))
            let named = Set(nodes.values.compactMap { node -> UInt64? in
                if case .file(let inode) = node { return inode }
                return nil
            })
            for inode in files.keys where !held.contains(inode) && !named.contains(inode) { files[inode] = nil }
        }
    }

    public func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError) {}

    public func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError) {
        try locked { () throws(FileSystemError) in
            guard let inode = descriptors[descriptor]?.inode else { return }
            files[inode]?.mode = mode & 0o7777
            tick(inode)
        }
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        let (source, destination) = (Self.normalized(source), Self.normalized(destination))
        try locked { () throws(FileSystemError) in
            guard case .file(let inode)? = nodes[source] else {
                throw FileSystemError(call: "rename", path: destination, code: ENOENT)
            }
            if case .directory? = nodes[destination] { throw FileSystemError(call: "rename", path: destination, code: EISDIR) }
            nodes[source] = nil
            nodes[destination] = .file(inode: inode)
            tick(inode)
        }
    }

    public func renameWithoutReplacing(_ source: String, to destination: String) throws(FileSystemError) {
        let (source, destination) = (Self.normalized(source), Self.normalized(destination))
        try locked { () throws(FileSystemError) in
            guard case .file(let inode)? = nodes[source] else {
                throw FileSystemError(call: "rename", path: destination, code: ENOENT)
            }
            if nodes[destination] != nil { throw FileSystemError(call: "rename", path: destination, code: EEXIST) }
            nodes[source] = nil
            nodes[destination] = .file(inode: inode)
            tick(inode)
        }
    }

    public func unlink(_ path: String) throws(FileSystemError) {
        let path = Self.normalized(path)
        try locked { () throws(FileSystemError) in
            switch nodes[path] {
            case .file?: nodes[path] = nil
            case .directory?: throw FileSystemError(call: "unlink", path: path, code: EISDIR)
            case nil: throw FileSystemError(call: "unlink", path: path, code: ENOENT)
            }
        }
    }

    private func status(of node: Node?) -> FileStatus? {
        switch node {
        case nil: return nil
        case .directory?: return FileStatus(kind: .directory, permissions: 0o700, size: 0)
        case .file(let inode)?:
            let contents = files[inode] ?? Contents(mode: 0)
            let stamp = FileStamp(device: 1, inode: inode, size: contents.bytes.count, modifiedSeconds: contents.version,
                                  modifiedNanoseconds: 0, changedSeconds: contents.version, changedNanoseconds: 0)
            return FileStatus(kind: .regular, permissions: contents.mode, size: contents.bytes.count, stamp: stamp)
        }
    }

    public func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus? {
        let path = Self.normalized(path)
        return try locked { () throws(FileSystemError) -> FileStatus? in status(of: nodes[path]) }
    }

    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? {
        try locked { () throws(FileSystemError) -> FileStatus? in
            guard let open = descriptors[descriptor] else {
                throw FileSystemError(call: "fstat", path: "fd \(descriptor)", code: EBADF)
            }
            return status(of: open.inode.map { .file(inode: $0) } ?? .directory)
        }
    }

    public func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        let path = Self.normalized(path)
        try locked { () throws(FileSystemError) in
            guard nodes[path] == nil else { throw FileSystemError(call: "mkdir", path: path, code: EEXIST) }
            guard case .directory? = nodes[Self.parent(of: path)] else {
                throw FileSystemError(call: "mkdir", path: path, code: ENOENT)
            }
            nodes[path] = .directory
        }
    }

    public func changeMode(of path: String, to mode: UInt32) throws(FileSystemError) {
        let path = Self.normalized(path)
        try locked { () throws(FileSystemError) in
            if case .file(let inode)? = nodes[path] {
                files[inode]?.mode = mode & 0o7777
                tick(inode)
            }
        }
    }

    public func resolvedPath(_ path: String) throws(FileSystemError) -> String {
        let path = Self.normalized(path)
        return try locked { () throws(FileSystemError) -> String in
            guard nodes[path] != nil else { throw FileSystemError(call: "realpath", path: path, code: ENOENT) }
            return path
        }
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        let path = Self.normalized(path)
        return try locked { () throws(FileSystemError) -> [String] in
            guard case .directory? = nodes[path] else {
                throw FileSystemError(call: "opendir", path: path, code: ENOENT)
            }
            let prefix = path == "/" ? "/" : path + "/"
            return nodes.keys.filter { $0.hasPrefix(prefix) && $0 != prefix && !$0.dropFirst(prefix.count).contains("/") }
                .map { String($0.dropFirst(prefix.count)) }
        }
    }
}
