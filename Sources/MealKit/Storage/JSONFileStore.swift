#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

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
    private let lockWait: LockWait

    /// - Parameters:
    ///   - directory: the data directory; it must exist (see `XDGDirectories.prepareDataDirectory`).
    ///   - fileName: such as `favorites.json`.
    ///   - fileSystem: the system calls, replaceable so tests can fail one.
    ///   - clock: names the `.corrupt-<time>` copies.
    ///   - lockWait: how long another sous may hold the lock before the user is told, and how.
    public init(
        directory: URL, fileName: String, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        self.directory = directory.path
        self.fileName = fileName
        self.path = directory.appendingPathComponent(fileName).path
        self.fileSystem = fileSystem
        self.clock = clock
        self.lockWait = lockWait
    }

    /// The sibling file whose `flock` serialises every visit, kept apart from the data file because
    /// the data file itself is replaced by each save.
    public var lockPath: String { path + ".lock" }

    /// What a store remembers of the file between its visits, so that a file no one has written since
    /// is neither read nor decoded again, and its unchanged entries are not encoded again.
    ///
    /// It holds the file open: while it does, the file's inode cannot be freed and given to another
    /// file, so an equal `FileStamp` (device, inode, size, modification and change times to the
    /// nanosecond) means the very same file, unwritten. Every save replaces the file with a new inode,
    /// so another shell's save is always seen; an edit in place moves the change time.
    public struct Memory: Sendable {
        fileprivate var pinned: PinnedFile?
        fileprivate var document: Document?
        fileprivate var parts = EncodedParts()
        /// The last visit found no file at all (so its absence is no news).
        fileprivate var sawNoFile = false

        public init() {}

        fileprivate init(pinned: PinnedFile?, document: Document, parts: EncodedParts) {
            self.pinned = pinned
            self.document = pinned == nil ? nil : document
            self.parts = parts
        }
    }

    /// Whether the file is still the one `memory` describes (or still absent), by one `lstat` and no
    /// read: what a store asks before a command that reads it, to see another process's save.
    public func isUnchanged(since memory: Memory) -> Bool {
        let target = memory.pinned?.path ?? path
        let status: FileStatus?
        do {
            status = try fileSystem.status(ofItemAt: target, followingSymlink: false)
        } catch {
            return false
        }
        guard let pinned = memory.pinned else { return status == nil && memory.sawNoFile }
        return status?.stamp == pinned.stamp
    }

    /// Reads the file (recovering it if damaged) and writes nothing else.
    public func read() -> Visit { update { _ in nil } }

    /// The visit of a caller with nothing to save that finds no file, made with one `lstat` and no
    /// lock: reading a store no one has used yet leaves the data directory as it was (`cat Beef` makes
    /// no `favorites.json.lock`). `nil` when something is at the path, or it cannot be looked at: the
    /// caller then visits under the lock as usual, which says what is wrong.
    public func visitIfAbsent(remembering memory: inout Memory) -> Visit? {
        do {
            guard try fileSystem.status(ofItemAt: path, followingSymlink: false) == nil else { return nil }
        } catch {
            return nil
        }
        var absent = Memory()
        absent.sawNoFile = true
        memory = absent
        return Visit(document: Document.empty, saved: true, problems: [])
    }

    /// Reads the file, asks `change` what to write given what is there, and writes it, under the lock.
    ///
    /// `change` sees the current document (empty when there is no file) and answers the document to
    /// save, or `nil` for no change. It is not called when the file cannot be read or must not be
    /// written (newer version, no lock), so memory and disk are never confused.
    public func update(_ change: (Document) -> Document?) -> Visit {
        var memory = Memory()
        return update(remembering: &memory, change)
    }

    /// `update(_:)`, skipping the read when `memory` shows the file unchanged since this store last
    /// read or wrote it, and reusing the encoded entries it holds; `memory` then describes the file as
    /// this visit left it.
    ///
    /// `finish`, when given, runs still under the lock once the file on disk is what the visit leaves
    /// (written, or found needing no write), with that document: the place for the steps of a change
    /// that must come after the file's (removing what the file no longer names).
    ///
    /// A file in an older format is migrated by the first visit that can write: written whole in the
    /// current format, changed or not, once `migrate` (given the document as read) has done what must
    /// come first and answered true (favorites rewrite their recipe files before their index). A kill
    /// before the write leaves the older file, which the next visit migrates again.
    public func update(
        remembering memory: inout Memory, _ change: (Document) -> Document?,
        migrating migrate: (Document) -> Bool = { _ in true },
        then finish: (Document) -> Void = { _ in }
    ) -> Visit {
        var problems: [StorageProblem] = []
        let lock = acquireLock()
        defer { if case .success(let descriptor) = lock { try? fileSystem.close(descriptor) } }

        // Under the lock no save is half-way: a temporary file now is a killed save's, swept at every
        // visit (a look at a folder of a few names), so the next start leaves none behind.
        if lock.isSuccess { removeStaleTemporaries() }
        // Only under the lock is "unchanged since last time" still true when the write comes.
        let loaded = load(canMoveAside: lock.isSuccess, memory: lock.isSuccess ? memory : nil)
        // What is remembered is either what was just read whole, or nothing: a damaged, newer or
        // unreadable file is never trusted from memory, so its next visit reads it again.
        memory = loaded.memory ?? Memory()
        problems += loaded.problems
        guard let document = loaded.document else {
            return Visit(document: nil, saved: false, problems: problems)
        }
        guard loaded.writable, case .success = lock else {
            // Reading needs no lock; writing without one could drop another shell's changes.
            switch lock {
            case .failure(.cancelled) where loaded.writable:
                problems.append(.lockWaitCancelled(path: path))
            case .failure(.timedOut) where loaded.writable:
                problems.append(.lockWaitTimedOut(path: path, seconds: Int(lockWait.limit.rounded(.up))))
            case .failure(.failed(let error)) where loaded.writable:
                problems.append(.unwritable(path: path, reason: "cannot lock \(lockPath): \(error.reason)"))
            default:
                break
            }
            return Visit(document: document, saved: false, problems: problems)
        }

        let wanted = change(document)
        let migrating = loaded.isOlderFormat && migrate(document)
        guard let toWrite = wanted ?? (loaded.mustRewrite || migrating ? document : nil),
              !loaded.isOlderFormat || migrating else {
            finish(document)
            return Visit(document: document, saved: true, problems: problems)
        }
        do {
            // A failed save leaves the file as it was, so what `memory` says of it still holds.
            memory = try writeAtomically(toWrite, to: loaded.target, reusing: memory.parts)
            finish(toWrite)
            return Visit(document: toWrite, saved: true, problems: problems)
        } catch {
            problems.append(.unwritable(path: path, reason: error.reason))
            return Visit(document: document, saved: false, problems: problems)
        }
    }

    // MARK: - Locking

    /// Takes the lock, waiting for another sous that holds it: after `lockWait.patience` the user is
    /// told who (the holder writes its pid into the lock file), and a cancelled task stops waiting, as
    /// does any wait after `lockWait.limit`.
    private func acquireLock() -> Result<Int32, LockFailure> {
        let descriptor: Int32
        // Read-write to leave our pid for a waiting shell; read-only is enough for flock, and lets a
        // read-only disk still be read under it.
        if let writable = try? fileSystem.open(lockPath, flags: O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, mode: 0o600) {
            descriptor = writable
        } else {
            do {
                descriptor = try fileSystem.open(lockPath, flags: O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, mode: 0o600)
            } catch {
                return .failure(.failed(error))
            }
        }
        let started = Date()
        var told = false
        while true {
            do {
                try fileSystem.lock(descriptor, operation: LOCK_EX | LOCK_NB)
                break
            } catch where error.code == EWOULDBLOCK {
                if Task.isCancelled {
                    try? fileSystem.close(descriptor)
                    return .failure(.cancelled)
                }
                let waited = Date().timeIntervalSince(started)
                if waited >= lockWait.limit {
                    try? fileSystem.close(descriptor)
                    return .failure(.timedOut)
                }
                if !told, waited >= lockWait.patience {
                    told = true
                    lockWait.notice(.waitingForLock(path: path, holder: holder(of: descriptor)))
                }
                // flock has no timeout and no way to be woken by a cancelled task: ask again shortly.
                usleep(useconds_t(lockWait.pollInterval * 1_000_000))
            } catch {
                try? fileSystem.close(descriptor)
                return .failure(.failed(error))
            }
        }
        // Fixed width, so a shorter pid needs no truncation to overwrite a longer one.
        let pid = String(getpid())
        let mark = Array((pid + String(repeating: " ", count: max(0, 11 - pid.count))).utf8) + [0x0A]
        _ = mark.withUnsafeBytes { try? fileSystem.write(descriptor, from: $0) }
        return .success(descriptor)
    }

    /// Why the lock was not taken: a stopped wait is no failure of the disk, and is told apart to the end
    /// (`StorageProblem.lockWaitCancelled`).
    private enum LockFailure: Error {
        /// The task was cancelled (Ctrl-C) while another sous held the lock.
        case cancelled
        /// Another sous held the lock for all of `LockWait.limit`.
        case timedOut
        /// The lock file could not be opened or locked.
        case failed(FileSystemError)
    }

    /// The pid the lock's holder wrote into the lock file, if it did and that process is still alive:
    /// a pid left by a sous that has since exited (the holder now may be one that could not write its
    /// own, on a read-only disk) would send the user after the wrong process, or one reused by another.
    private func holder(of descriptor: Int32) -> Int32? {
        guard let reader = try? fileSystem.open(lockPath, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW, mode: 0) else {
            return nil
        }
        defer { try? fileSystem.close(reader) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 32, alignment: 1)
        defer { buffer.deallocate() }
        guard let count = try? fileSystem.read(reader, into: buffer), count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let pid = Int32(text.trimmingWhitespaceAndNewlines()), pid > 0, LeftoverFiles.isAlive(pid) else {
            return nil
        }
        return pid
    }

    // MARK: - Reading

    private struct Loaded {
        var document: Document?
        /// Whether a save may replace the file (it parsed, was absent, or was moved aside).
        var writable = false
        /// The file was recovered and moved aside: what was salvaged must be saved even if unchanged.
        var mustRewrite = false
        /// The file is in an older format than this build writes: it is migrated (rewritten whole in
        /// the current format) at the first visit that can write.
        var isOlderFormat = false
        /// The path to replace: the file, or what a link inside the data directory points at.
        var target: String
        var problems: [StorageProblem] = []
        /// The file as read whole and sound, to remember until the next visit.
        var memory: Memory?
    }

    private func load(canMoveAside: Bool, memory: Memory?) -> Loaded {
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
            var absent = Memory()
            absent.sawNoFile = true
            loaded.memory = absent
            return loaded
        }
        if status.kind == .symbolicLink {
            // A link out of the data directory is not followed: saving through it would write
            // wherever it points, and replacing it would silently break the user's link.
            guard let target = try? fileSystem.resolvedPath(path),
                let realDirectory = try? fileSystem.resolvedPath(directory),
                target.deletingLastPathComponent == realDirectory,
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

        if let memory, let pinned = memory.pinned, let document = memory.document,
            pinned.path == loaded.target, let stamp = status.stamp, stamp == pinned.stamp
        {
            loaded.document = document
            loaded.writable = true
            loaded.memory = memory
            return loaded
        }

        let bytes: [UInt8]
        let pinned: PinnedFile?
        do {
            (bytes, pinned) = try readAll(loaded.target)
        } catch {
            return refuse(.unreadable(path: path, reason: error.reason))
        }

        // A file sous wrote says its version first; the quick readers take only a version this build
        // reads. An older format's entries are encoded afresh when it is migrated, never copied as they were.
        if let version = Self.leadingVersion(bytes), let (document, parts) = Document.readQuickly(bytes) {
            loaded.document = document
            loaded.writable = true
            loaded.isOlderFormat = version < Document.formatVersion
            if let pinned {
                loaded.memory = Memory(pinned: pinned, document: document, parts: loaded.isOlderFormat ? EncodedParts() : parts)
            }
            return loaded
        }
        switch decode(bytes) {
        case .document(let document, let version):
            loaded.document = document
            loaded.writable = true
            loaded.isOlderFormat = version < Document.formatVersion
            if let pinned {
                loaded.memory = Memory(pinned: pinned, document: document, parts: EncodedParts())
            }
            return loaded
        case .newer(let version):
            return refuse(.newerVersion(path: path, version: version))
        case .damaged(let salvaged, let recovered, let version):
            loaded.document = salvaged
            loaded.isOlderFormat = (version ?? 1) < Document.formatVersion
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

    /// The file's bytes, and the file itself kept open when the file system can say which it is.
    private func readAll(_ path: String) throws(FileSystemError) -> ([UInt8], PinnedFile?) {
        let descriptor = try fileSystem.open(path, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW, mode: 0)
        var keep = false
        defer { if !keep { try? fileSystem.close(descriptor) } }
        // Stamped before reading: a write that lands during the read moves the stamp, so the next visit
        // reads again rather than trusting a half-old copy.
        let status = try? fileSystem.status(of: descriptor)
        var bytes: [UInt8] = []
        if let size = status?.size { bytes.reserveCapacity(size) }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = try fileSystem.read(descriptor, into: chunk)
            if count == 0 { break }
            // As raw bytes, copied at once: a slice of the chunk was copied a byte at a time.
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
        guard let stamp = status?.stamp else { return (bytes, nil) }
        keep = true
        return (bytes, PinnedFile(path: path, descriptor: descriptor, stamp: stamp, fileSystem: fileSystem))
    }

    /// The `"version"` of a file that opens with it, as sous writes every file: found in its first
    /// bytes, so a start does not scan a large file for it; nil when the file does not open so.
    static func leadingVersion(_ bytes: [UInt8]) -> Int? {
        let head = bytes.prefix(64)
        let key = Array("\"version\"".utf8)
        guard let start = head.indices.first(where: { head[$0...].starts(with: key) }) else { return nil }
        var index = start + key.count
        while index < head.endIndex, head[index] == 0x20 || head[index] == 0x3A || head[index] == 0x0A { index += 1 }
        var value = 0
        var digits = 0
        while index < head.endIndex, (0x30...0x39).contains(head[index]), digits < 6 {
            value = value * 10 + Int(head[index] - 0x30)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private enum Decoded {
        case document(Document, version: Int)
        case newer(version: Int)
        case damaged(Document, recovered: Int, version: Int?)
    }

    private func decode(_ bytes: [UInt8]) -> Decoded {
        let decoder = StoreCoding.decoder()
        if let envelope = try? decoder.decode(Envelope.self, from: Data(bytes)) {
            if envelope.version > Document.formatVersion { return .newer(version: envelope.version) }
            if case .success(let document) = envelope.document { return .document(document, version: envelope.version) }
        }
        // A newer sous may have changed the shape; its file is not ours to judge damaged.
        let version = Self.leadingVersion(bytes) ?? StoreSalvage.version(in: bytes)
        if let version, version > Document.formatVersion {
            return .newer(version: version)
        }
        let (document, recovered) = Document.salvage(bytes, decoder: decoder)
        return .damaged(document, recovered: recovered, version: version)
    }

    /// The file as read, its version first so a newer format is never decoded as if it were ours.
    /// (`ListReaderCheck` reads with it too, to hold the fast readers to the store's own decoding.)
    struct Envelope: Decodable {
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

    /// Saves `document` and answers what to remember of the new file: its parts, and the file held
    /// open when it can be told apart from any other (no memory of the document otherwise).
    private func writeAtomically(
        _ document: Document, to target: String, reusing parts: EncodedParts
    ) throws(FileSystemError) -> Memory {
        var parts = parts
        let bytes: [UInt8]
        do {
            bytes = try Document.fileBytes(of: document, reusing: &parts)
        } catch {
            throw FileSystemError(call: "encode", path: path, code: EINVAL)
        }
        // 0600 whatever the umask: favorites are private, and never unreadable to their owner.
        let written = try AtomicFileWriter(fileSystem: fileSystem).write(
            bytes: bytes, to: target, mode: 0o600, replacing: true,
            temporaryPath: "\(directory)/\(temporaryPrefix)\(getpid())")
        return Memory(pinned: pin(target, writtenAs: written), document: document, parts: parts)
    }

    /// The file just renamed into place, held open, if it is still the one written: the rename moved
    /// its change time, so its stamp is taken again.
    private func pin(_ target: String, writtenAs written: FileStamp?) -> PinnedFile? {
        guard let written,
            let descriptor = try? fileSystem.open(target, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW, mode: 0)
        else { return nil }
        guard let stamp = (try? fileSystem.status(of: descriptor))?.stamp,
            stamp.device == written.device, stamp.inode == written.inode
        else {
            try? fileSystem.close(descriptor)
            return nil
        }
        return PinnedFile(path: target, descriptor: descriptor, stamp: stamp, fileSystem: fileSystem)
    }

    /// Flushes the directory so the rename itself survives a power cut; best effort, as some file
    /// systems refuse `fsync` on a directory and the data is already safe either way.
    private func synchronizeDirectory() {
        AtomicFileWriter(fileSystem: fileSystem).synchronizeDirectory(directory)
    }

    private var temporaryPrefix: String { ".\(fileName).tmp-" }

    /// Temporary files exist only while their writer holds the lock, which we now hold: any left are
    /// from a process that was killed mid-save, and are only clutter. Another file's temporary files
    /// in the folder go too once their writer is gone (the tour's mark in the config folder has no
    /// store of its own to sweep it), at no cost but the names already read.
    private func removeStaleTemporaries() {
        guard let names = try? fileSystem.contentsOfDirectory(at: directory) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            try? fileSystem.unlink("\(directory)/\(name)")
        }
        LeftoverFiles.removeAbandonedTemporaries(names.filter { !$0.hasPrefix(temporaryPrefix) }, in: directory,
                                                 fileSystem: fileSystem)
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

/// A file held open so its inode is not reused while a store remembers it, closed when forgotten.
final class PinnedFile: Sendable {
    let path: String
    let descriptor: Int32
    let stamp: FileStamp
    private let fileSystem: any FileSystem

    init(path: String, descriptor: Int32, stamp: FileStamp, fileSystem: any FileSystem) {
        self.path = path
        self.descriptor = descriptor
        self.stamp = stamp
        self.fileSystem = fileSystem
    }

    deinit { try? fileSystem.close(descriptor) }
}
