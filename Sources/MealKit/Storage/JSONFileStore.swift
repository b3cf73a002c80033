#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// One JSON file in the data directory, read and written so that nothing on disk is ever lost.
///
/// - Writes are atomic: a temporary file in the same directory is written, flushed with `fsync`,
///   renamed over the file, and the directory is flushed too. A crash leaves the old file or the new
///   one, never half of one.
/// - Every visit holds an advisory `flock` on the sibling `<name>.lock` from the read to the write, so
///   two shells merging their changes never drop each other's.
/// - A file that does not parse is moved aside, byte for byte, to `<name>.corrupt-<time>`, and the
///   entries that still parse are kept. A file from a newer sous is never written. A file that cannot
///   be read (a directory in its place, no permission, a link out of the data directory) is never
///   replaced: the caller carries on in memory.
///
/// It has no state of its own; the stores built on it keep what is in memory.
public struct JSONFileStore<Document: VersionedDocument>: Sendable {
    /// What one visit to the file found and did.
    public struct Visit: Sendable {
        /// The document on disk after the visit (what was written, or what was read, recovered entries
        /// included); `nil` when the file could not be read, so the caller must rely on memory.
        public var document: Document?
        /// Whether the document the caller asked for is now on disk.
        public var saved: Bool
        public var problems: [StorageProblem]
    }

    /// The file's path, as the user would look for it.
    public let path: String
    public let directory: String
    public let fileName: String
    private let fileSystem: any FileSystem
    private let clock: @Sendable () -> Date

    /// - Parameters:
    ///   - directory: the data directory; it must exist (see `XDGDirectories.prepareDataDirectory`).
    ///   - fileName: such as `favorites.json`.
    ///   - fileSystem: the system calls, replaceable so tests can fail one.
    ///   - clock: names the `.corrupt-<time>` copies.
    public init(
        directory: URL, fileName: String, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory.path
        self.fileName = fileName
        self.path = directory.appendingPathComponent(fileName).path
        self.fileSystem = fileSystem
        self.clock = clock
    }

    /// The sibling file whose `flock` serialises every visit, kept apart from the data file because
    /// the data file itself is replaced by each save.
    public var lockPath: String { path + ".lock" }

    /// Reads the file (recovering it if damaged) and writes nothing else.
    public func read() -> Visit { update { _ in nil } }

    /// Reads the file, asks `change` what to write given what is there, and writes it, under the lock.
    ///
    /// `change` sees the current document (empty when there is no file) and answers the document to
    /// save, or `nil` for no change. It is not called when the file cannot be read or must not be
    /// written (newer version, no lock), so memory and disk are never confused.
    public func update(_ change: (Document) -> Document?) -> Visit {
        var problems: [StorageProblem] = []
        let lock = acquireLock()
        defer { if case .success(let descriptor) = lock { try? fileSystem.close(descriptor) } }

        let loaded = load(canMoveAside: lock.isSuccess)
        problems += loaded.problems
        guard let document = loaded.document else {
            return Visit(document: nil, saved: false, problems: problems)
        }
        guard loaded.writable, case .success = lock else {
            if case .failure(let error) = lock, loaded.writable {
                // Reading needs no lock; writing without one could drop another shell's changes.
                problems.append(.unwritable(path: path, reason: "cannot lock \(lockPath): \(error.reason)"))
            }
            return Visit(document: document, saved: false, problems: problems)
        }

        let wanted = change(document)
        guard let toWrite = wanted ?? (loaded.mustRewrite ? document : nil) else {
            return Visit(document: document, saved: true, problems: problems)
        }
        do {
            try writeAtomically(toWrite, to: loaded.target)
            return Visit(document: toWrite, saved: true, problems: problems)
        } catch {
            problems.append(.unwritable(path: path, reason: error.reason))
            return Visit(document: document, saved: false, problems: problems)
        }
    }

    // MARK: - Locking

    private func acquireLock() -> Result<Int32, FileSystemError> {
        do {
            // Read-only is enough for flock, and lets a read-only directory still be read under it.
            let descriptor = try fileSystem.open(
                lockPath, flags: O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, mode: 0o600)
            do {
                try fileSystem.lock(descriptor, operation: LOCK_EX)
            } catch {
                try? fileSystem.close(descriptor)
                return .failure(error)
            }
            return .success(descriptor)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Reading

    private struct Loaded {
        var document: Document?
        /// Whether a save may replace the file (it parsed, was absent, or was moved aside).
        var writable = false
        /// The file was recovered and moved aside: what was salvaged must be saved even if unchanged.
        var mustRewrite = false
        /// The path to replace: the file, or what a link inside the data directory points at.
        var target: String
        var problems: [StorageProblem] = []
    }

    private func load(canMoveAside: Bool) -> Loaded {
        var loaded = Loaded(document: nil, target: path)
        func refuse(_ problem: StorageProblem) -> Loaded {
            loaded.problems.append(problem)
            return loaded
        }

        let status: FileStatus?
        do {
            status = try fileSystem.status(ofItemAt: path, followingSymlink: false)
        } catch {
            return refuse(.unreadable(path: path, reason: error.reason))
        }
        guard var status else {
            loaded.document = Document.empty
            loaded.writable = true
            return loaded
        }
        if status.kind == .symbolicLink {
            // A link out of the data directory is not followed: saving through it would write
            // wherever it points, and replacing it would silently break the user's link.
            guard let target = try? fileSystem.resolvedPath(path),
                let realDirectory = try? fileSystem.resolvedPath(directory),
                (target as NSString).deletingLastPathComponent == realDirectory,
                let targetStatus = try? fileSystem.status(ofItemAt: target, followingSymlink: false)
            else {
                let target = (try? fileSystem.resolvedPath(path)) ?? "a missing file"
                return refuse(.symlinkRefused(path: path, target: target))
            }
            loaded.target = target
            status = targetStatus
        }
        switch status.kind {
        case .regular: break
        case .directory: return refuse(.unreadable(path: path, reason: "a directory is in the file's place"))
        case .symbolicLink, .other: return refuse(.unreadable(path: path, reason: "not a regular file"))
        }

        let bytes: [UInt8]
        do {
            bytes = try readAll(loaded.target)
        } catch {
            return refuse(.unreadable(path: path, reason: error.reason))
        }

        switch decode(bytes) {
        case .document(let document):
            loaded.document = document
            loaded.writable = true
            return loaded
        case .newer(let version):
            return refuse(.newerVersion(path: path, version: version))
        case .damaged(let salvaged, let recovered):
            loaded.document = salvaged
            guard canMoveAside else {
                return refuse(.unreadable(path: path, reason: "damaged, and left as it is because it could not be locked"))
            }
            do {
                let movedTo = try moveAside(loaded.target)
                loaded.problems.append(.corrupt(path: path, movedTo: movedTo, recovered: recovered))
                loaded.writable = true
                loaded.mustRewrite = true
            } catch {
                loaded.problems.append(.unreadable(path: path, reason: "damaged, and could not be moved aside: \(error.reason)"))
            }
            return loaded
        }
    }

    private func readAll(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = try fileSystem.open(path, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW, mode: 0)
        defer { try? fileSystem.close(descriptor) }
        var bytes: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = try fileSystem.read(descriptor, into: chunk)
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    private enum Decoded {
        case document(Document)
        case newer(version: Int)
        case damaged(Document, recovered: Int)
    }

    private func decode(_ bytes: [UInt8]) -> Decoded {
        let decoder = StoreCoding.decoder()
        if let envelope = try? decoder.decode(Envelope.self, from: Data(bytes)) {
            if envelope.version > Document.formatVersion { return .newer(version: envelope.version) }
            if case .success(let document) = envelope.document { return .document(document) }
        }
        // A newer sous may have changed the shape; its file is not ours to judge damaged.
        if let version = JSONSalvageScanner.version(in: bytes), version > Document.formatVersion {
            return .newer(version: version)
        }
        let (document, recovered) = Document.salvage(bytes, decoder: decoder)
        return .damaged(document, recovered: recovered)
    }

    /// The file as read, its version first so a newer format is never decoded as if it were ours.
    private struct Envelope: Decodable {
        var version: Int
        var document: Result<Document, any Error>

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicKey.self)
            // Files from before versioning, or written by hand, count as the first format.
            version = try container.decodeIfPresent(Int.self, forKey: DynamicKey("version")) ?? 1
            guard version <= Document.formatVersion else {
                document = .success(.empty)
                return
            }
            do {
                document = .success(try Document(reading: decoder))
            } catch {
                document = .failure(error)
            }
        }
    }

    // MARK: - Writing

    /// Keeps the damaged file, byte for byte, under a name that says what it is and when it was found.
    private func moveAside(_ target: String) throws(FileSystemError) -> String {
        let base = "\(path).corrupt-\(StoreCoding.fileStamp(clock()))"
        var candidate = base
        var attempt = 1
        // rename(2) would replace an earlier copy from the same second; each copy is kept.
        while try fileSystem.status(ofItemAt: candidate, followingSymlink: false) != nil {
            attempt += 1
            candidate = "\(base)-\(attempt)"
        }
        try fileSystem.rename(target, to: candidate)
        synchronizeDirectory()
        return candidate
    }

    private func writeAtomically(_ document: Document, to target: String) throws(FileSystemError) {
        let data: Data
        do {
            data = try StoreCoding.encoder().encode(Saved(document: document))
        } catch {
            throw FileSystemError(call: "encode", path: path, code: EINVAL)
        }
        removeStaleTemporaries()
        // 0600 whatever the umask: favorites are private, and never unreadable to their owner.
        try AtomicFileWriter(fileSystem: fileSystem).write(
            data, to: target, mode: 0o600, replacing: true, temporaryPath: "\(directory)/\(temporaryPrefix)\(getpid())")
        synchronizeDirectory()
    }

    /// Flushes the directory so the rename itself survives a power cut; best effort, as some file
    /// systems refuse `fsync` on a directory and the data is already safe either way.
    private func synchronizeDirectory() {
        guard let descriptor = try? fileSystem.open(directory, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, mode: 0) else {
            return
        }
        try? fileSystem.synchronize(descriptor)
        try? fileSystem.close(descriptor)
    }

    private var temporaryPrefix: String { ".\(fileName).tmp-" }

    /// Temporary files exist only while their writer holds the lock, which we now hold: any left are
    /// from a process that was killed mid-save, and are only clutter.
    private func removeStaleTemporaries() {
        guard let names = try? fileSystem.contentsOfDirectory(at: directory) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            try? fileSystem.unlink("\(directory)/\(name)")
        }
    }

    /// The file as written: the version first, for whoever opens it.
    private struct Saved: Encodable {
        var document: Document

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicKey.self)
            try container.encode(Document.formatVersion, forKey: DynamicKey("version"))
            try document.write(to: encoder)
        }
    }
}

/// A coding key spelled at run time, for the keys that each document chooses.
struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ stringValue: String) { self.stringValue = stringValue }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
