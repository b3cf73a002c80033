import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decoded answers kept in memory and as JSON files, each stamped with when it was stored.
///
/// Why not Foundation's `URLCache`: its freshness comes from the server's `Cache-Control` headers,
/// while ours is a product rule (lists a day, recipes a week, random never) that it cannot express;
/// it cannot take an injected clock, so the rules could not be tested; it stores raw bodies, so
/// every hit would be decoded again; and on Linux its on-disk store has been incomplete across
/// Foundation releases. A directory of small JSON files is simpler and does exactly what we need.
actor ResponseCache {
    private struct MemoryEntry {
        var storedAt: Date
        var value: any Sendable
    }

    /// The file's shape; `key` guards against two keys sharing a file name.
    private struct Envelope<Value: Codable>: Codable {
        var version: Int
        var key: String
        var storedAt: Date
        var value: Value
    }

    /// 2: keys name the source and base URL, and only well-formed answers are stored. Files of
    /// version 1 (named `<hash>.json`, keyed by the request alone, possibly holding another server's
    /// or a broken answer) are never read, and are removed at the first write of a session.
    static let formatVersion = 2
    /// Enough for a long session of browsing; the oldest entries go first beyond it.
    static let memoryLimit = 1024
    /// Answers with more items than this stay in memory only. TheMealDB's largest list (ingredients)
    /// has about 600; a server sending 20,000 is broken or hostile, and encoding its answer to disk
    /// would cost seconds and hundreds of megabytes for a file no one needs.
    static let largestPersistedCount = 5_000

    private let directory: URL?
    private var memory: [String: MemoryEntry] = [:]
    private var insertionOrder: [String] = []
    private var directoryReady = false

    /// - Parameter directory: where the files go (created 0700 on first write); nil keeps memory only.
    init(directory: URL?) {
        self.directory = directory
    }

    /// The value stored for `key` if it is younger than `maxAge` at `now`, from memory or disk.
    func value<Value: Codable & Sendable>(_ type: Value.Type, for key: String, maxAge: TimeInterval, now: Date) -> Value? {
        if let entry = memory[key], let value = entry.value as? Value {
            return Self.isFresh(entry.storedAt, maxAge: maxAge, now: now) ? value : nil
        }
        guard let envelope = readFile(Value.self, for: key) else { return nil }
        remember(envelope.value, for: key, at: envelope.storedAt)
        return Self.isFresh(envelope.storedAt, maxAge: maxAge, now: now) ? envelope.value : nil
    }

    /// Keeps `value` for `key` in memory and, when `persist`, on disk.
    func store<Value: Codable & Sendable>(_ value: Value, for key: String, at date: Date, persist: Bool = true) {
        remember(value, for: key, at: date)
        if let items = value as? any Collection, items.count > Self.largestPersistedCount { return }
        if persist { writeFile(Envelope(version: Self.formatVersion, key: key, storedAt: date, value: value)) }
    }

    /// Forgets everything, in memory and on disk.
    func removeAll() {
        memory = [:]
        insertionOrder = []
        guard let directory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasSuffix(".json") {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    // A clock that went backwards makes an entry stale rather than fresh for ever.
    private static func isFresh(_ storedAt: Date, maxAge: TimeInterval, now: Date) -> Bool {
        let age = now.timeIntervalSince(storedAt)
        return age >= 0 && age < maxAge
    }

    private func remember(_ value: any Sendable, for key: String, at date: Date) {
        if memory.updateValue(MemoryEntry(storedAt: date, value: value), forKey: key) == nil {
            insertionOrder.append(key)
            if insertionOrder.count > Self.memoryLimit {
                memory[insertionOrder.removeFirst()] = nil
            }
        }
    }

    // MARK: Files

    /// `v2-<FNV-1a 64 of the key>.json`: short, safe in any file system, stable across runs (unlike
    /// `hashValue`, which is seeded per process), and named after the format, so no version reads
    /// another's files.
    static func fileName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return filePrefix + String(repeating: "0", count: 16 - hex.count) + hex + ".json"
    }

    private static let filePrefix = "v\(formatVersion)-"

    /// Whether `name` is a cache file of another format: `<16 hex>.json` (version 1) or `v<n>-<16 hex>.json`.
    static func isOutdatedFile(_ name: String) -> Bool {
        guard name.hasSuffix(".json"), !name.hasPrefix(filePrefix) else { return false }
        var stem = name.dropLast(5)
        if stem.first == "v", let dash = stem.firstIndex(of: "-"),
           stem[stem.index(after: stem.startIndex)..<dash].allSatisfy(\.isNumber) {
            stem = stem[stem.index(after: dash)...]
        }
        return stem.count == 16 && stem.allSatisfy(\.isHexDigit)
    }

    private func readFile<Value: Codable>(_ type: Value.Type, for key: String) -> Envelope<Value>? {
        guard let directory else { return nil }
        let url = directory.appendingPathComponent(Self.fileName(for: key))
        guard let data = try? Data(contentsOf: url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        guard let envelope = try? decoder.decode(Envelope<Value>.self, from: data),
              envelope.version == Self.formatVersion else {
            // Unreadable or from another version: it would never be read, so it should not linger.
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        return envelope.key == key ? envelope : nil
    }

    /// Writes atomically, so a reader never sees half a file. Not flushed: losing a cache entry in a
    /// crash costs one request, and a torn file fails to decode and is dropped.
    private func writeFile<Value: Codable>(_ envelope: Envelope<Value>) {
        guard let directory, prepareDirectory(directory) else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        guard let data = try? encoder.encode(envelope) else { return }
        let path = directory.appendingPathComponent(Self.fileName(for: envelope.key)).path
        try? AtomicFileWriter().write(data, to: path, mode: 0o600, replacing: true, durable: false)
    }

    /// Older formats' files would never be read again; the cache is disposable, so they go, with the
    /// temporary files of a sous killed while caching. Only names the cache itself writes are touched:
    /// anything else in the folder is left alone.
    private func removeOutdatedFiles(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where Self.isOutdatedFile(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        LeftoverFiles.removeAbandonedTemporaries(names, in: directory.path, fileSystem: PosixFileSystem())
    }

    private func prepareDirectory(_ directory: URL) -> Bool {
        if directoryReady { return true }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            directoryReady = true
            removeOutdatedFiles(in: directory)
        } catch {
            // A cache that cannot be written is no cache, not a failure: answers still come.
            directoryReady = false
        }
        return directoryReady
    }
}
