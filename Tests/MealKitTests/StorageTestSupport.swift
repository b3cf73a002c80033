#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import SousTestSupport

/// A fresh directory under the system's temporary one, removed (permissions restored) at the end.
final class TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        let pattern = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sous-storage-XXXXXX").path
        var template = Array(pattern.utf8CString)
        guard let made = mkdtemp(&template) else { throw FileSystemError(call: "mkdtemp", path: "", code: errno) }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit {
        _ = chmod(path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
}

/// The real file system with one fault switched on at will: what a full disk, a read-only mount or a
/// failing drive does to the calls the stores make.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    enum Fault: Equatable {
        /// Every call that would change something fails with EROFS.
        case readOnly
        /// `write` fails with ENOSPC.
        case fullDisk
        /// `fsync` fails with EIO.
        case failingSync
        /// Opening this path for reading fails with EACCES.
        case unreadable(String)
    }

    private let real = PosixFileSystem()
    private let mutex = NSLock()
    private var _fault: Fault?

    init(_ fault: Fault? = nil) { _fault = fault }

    var fault: Fault? {
        get { mutex.withLock { _fault } }
        set { mutex.withLock { _fault = newValue } }
    }

    private var steps = 0
    private var failingStep: (number: Int, code: Int32)?

    /// Fails the `number`th call from now that changes the disk (an open that writes or creates, a
    /// write, an fsync, a rename, an unlink, a mkdir) with `code`, and every one after it: a disk that
    /// fills up, or turns read-only, at that step.
    func failFromStep(_ number: Int, with code: Int32) {
        mutex.withLock {
            steps = 0
            failingStep = (number, code)
        }
    }

    /// How many disk-changing calls were made since `failFromStep`.
    var stepsTaken: Int { mutex.withLock { steps } }

    private func step(_ call: String, _ path: String) throws(FileSystemError) {
        let failing: Int32? = mutex.withLock {
            steps += 1
            guard let failingStep, steps >= failingStep.number else { return nil }
            return failingStep.code
        }
        if let failing { throw FileSystemError(call: call, path: path, code: failing) }
    }

    private func refuse(_ call: String, _ path: String, _ code: Int32, when condition: Bool) throws(FileSystemError) {
        if condition { throw FileSystemError(call: call, path: path, code: code) }
    }

    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        let writes = flags & O_ACCMODE != O_RDONLY
        let creates = flags & O_CREAT != 0 && (try? real.status(ofItemAt: path, followingSymlink: false)) == nil
        try refuse("open", path, EROFS, when: fault == .readOnly && (writes || creates))
        try refuse("open", path, EACCES, when: fault == .unreadable(path))
        if writes || creates { try step("open", path) }
        return try real.open(path, flags: flags, mode: mode)
    }

    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try real.read(descriptor, into: buffer)
    }

    func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try refuse("write", "fd \(descriptor)", ENOSPC, when: fault == .fullDisk)
        try step("write", "fd \(descriptor)")
        return try real.write(descriptor, from: buffer)
    }

    func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        try refuse("fsync", "fd \(descriptor)", EIO, when: fault == .failingSync)
        try step("fsync", "fd \(descriptor)")
        try real.synchronize(descriptor)
    }

    func close(_ descriptor: Int32) throws(FileSystemError) { try real.close(descriptor) }

    func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError) {
        try real.lock(descriptor, operation: operation)
    }

    func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError) {
        try refuse("fchmod", "fd \(descriptor)", EROFS, when: fault == .readOnly)
        try real.changeMode(of: descriptor, to: mode)
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try refuse("rename", destination, EROFS, when: fault == .readOnly)
        try step("rename", destination)
        try real.rename(source, to: destination)
    }

    func unlink(_ path: String) throws(FileSystemError) {
        try refuse("unlink", path, EROFS, when: fault == .readOnly)
        try step("unlink", path)
        try real.unlink(path)
    }

    func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus? {
        try real.status(ofItemAt: path, followingSymlink: followingSymlink)
    }

    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? { try real.status(of: descriptor) }

    func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError) {
        try refuse("mkdir", path, EROFS, when: fault == .readOnly)
        try step("mkdir", path)
        try real.makeDirectory(at: path, mode: mode)
    }

    func changeMode(of path: String, to mode: UInt32) throws(FileSystemError) {
        try refuse("chmod", path, EROFS, when: fault == .readOnly)
        try real.changeMode(of: path, to: mode)
    }

    func resolvedPath(_ path: String) throws(FileSystemError) -> String { try real.resolvedPath(path) }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try real.contentsOfDirectory(at: path)
    }
}

/// Real meals from the recorded API answers, so favorites are tested with what users actually save.
enum StorageFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func meals(_ count: Int) throws -> [Recipe] {
        let url = packageRoot.appendingPathComponent("Fixtures/mealdb/api-style/meals.json")
        let response = try JSONDecoder().decode(MealDBResponse<Recipe>.self, from: Data(contentsOf: url))
        return Array(response.items.prefix(count))
    }

    /// Favorites saved at whole seconds, since the file keeps milliseconds.
    static func favorites(_ count: Int) throws -> [Favorite] {
        try meals(count).enumerated().map { index, meal in
            Favorite(recipe: meal, source: .live, savedAt: Date(timeIntervalSince1970: 1_747_000_000 + Double(index)))
        }
    }

    /// The recipe a fixture favorite was made from, with the favorite's own name and picture (tests
    /// rename some); a favorite of no fixture meal gets a small recipe of its own.
    static func recipe(of favorite: Favorite) -> Recipe {
        var recipe = (try? meals(50))?.first { $0.id == favorite.id }
            ?? Recipe(id: favorite.id, name: favorite.name, category: "Test", area: "Nowhere",
                          instructions: "Stir.", ingredients: [Ingredient(name: "Water", measure: "1 cup")])
        recipe.name = favorite.name
        recipe.thumbnailURL = favorite.summary.thumbnailURL
        return recipe
    }

    /// The `sous-store-stress` helper, built beside the test binary by `swift build` / `swift test`.
    static func stressHelper() throws -> URL {
        let testBinary = URL(fileURLWithPath: (try? PosixFileSystem().resolvedPath("/proc/self/exe")) ?? CommandLine.arguments[0])
        let candidates = [
            testBinary.deletingLastPathComponent().appendingPathComponent("sous-store-stress"),
            packageRoot.appendingPathComponent(".build/debug/sous-store-stress"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw FileSystemError(call: "find sous-store-stress (run swift build first)", path: candidates[0].path, code: ENOENT)
        }
        return found
    }
}

/// The bytes of a file, or `nil` when there is none.
func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// A path's permission bits, not following a final link.
func permissions(_ path: String) throws -> UInt32? {
    try PosixFileSystem().status(ofItemAt: path, followingSymlink: false)?.permissions
}

/// The names in `directory` that start with `prefix`.
func names(in directory: TemporaryDirectory, startingWith prefix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(prefix) }.sorted()
}

/// Whether this process can ignore file permissions (root), which makes chmod-based faults moot.
let runningAsRoot = geteuid() == 0

/// A clock tests move by hand, so "later" is certain rather than hoped for.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var _now: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_747_000_000)) { _now = start }

    var now: Date { lock.withLock { _now } }

    func advance(_ seconds: TimeInterval = 1) { lock.withLock { _now += seconds } }

    var function: @Sendable () -> Date { { self.now } }
}

extension FavoritesStoring {
    /// Saves `favorite` with its fixture recipe, as `fav` would: the tests' shorthand.
    func add(_ favorite: Favorite) async -> Stored<[Favorite]> {
        await add(StorageFixtures.recipe(of: favorite), source: favorite.source, savedAt: favorite.savedAt)
    }
}

/// The pid of a process that has run and been reaped: no process has it now.
func pidOfAnExitedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}
