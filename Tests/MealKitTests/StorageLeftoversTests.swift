#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import Testing
@testable import MealKit

/// What a sous killed mid-write leaves in the folders it writes, swept by the next one; and renames
/// into a folder that survive a power cut.
@Suite("Leftovers swept")
struct StorageLeftoversTests {
    @Test("the favorites' first visit sweeps pictures of no favorite (an unfav killed half-way) and pictures' temporary files of exited writers")
    func picturesAreSwept() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        _ = await FileFavoritesStore(directory: directory.url).add(favorites[0])
        let images = directory.url.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: false)
        let exited = try pidOfAnExitedProcess()
        let kept = "\(favorites[0].id).jpg"
        let orphan = "\(favorites[1].id).jpg"
        let youngOrphan = "\(favorites[1].id).png"
        let killedWrite = ".\(favorites[1].id).jpg.tmp-\(exited)-12345"
        // Pid 1 is alive: another sous writing right now, whose file is about to be renamed into place.
        let liveWrite = ".\(favorites[1].id).jpg.tmp-1-6789"
        for name in [kept, orphan, youngOrphan, killedWrite, liveWrite] {
            #expect(FileManager.default.createFile(atPath: images.appendingPathComponent(name).path, contents: Data([0xFF, 0xD8])))
        }
        // Old enough to be no sous's picture half-way to its favorite.
        let anHourAgo = Date().addingTimeInterval(-3_600)
        for name in [kept, orphan] {
            try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: images.appendingPathComponent(name).path)
        }

        #expect(await FileFavoritesStore(directory: directory.url).load().value == [favorites[0]])
        let left = try FileManager.default.contentsOfDirectory(atPath: images.path)
        #expect(Set(left) == [kept, youngOrphan, liveWrite])
    }

    @Test("fav and unfav on a swept data directory leave it swept: the next start lists no folder, one after a kill does")
    func ownWritesKeepTheFoldersSwept() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(3)
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("images"), withIntermediateDirectories: false)
        let recipes = directory.file("recipes")
        // The first visit ever sweeps, and says the folders are clean.
        _ = await FileFavoritesStore(directory: directory.url).add(favorites[0])
        _ = await FileFavoritesStore(directory: directory.url).add(favorites[1])

        // Another start: its changes find the folders clean and leave them so.
        let changing = RecordingFileSystem()
        let store = FileFavoritesStore(directory: directory.url, fileSystem: changing)
        _ = await store.add(favorites[2])
        _ = await store.remove(mealID: favorites[0].id)
        #expect(!changing.calls.contains("list \(recipes)"), "\(changing.calls)")

        let starting = RecordingFileSystem()
        #expect(await FileFavoritesStore(directory: directory.url, fileSystem: starting).load().value == [favorites[1], favorites[2]])
        #expect(!starting.calls.contains("list \(recipes)"), "\(starting.calls)")

        // A recipe file a kill left (written before its index) moves the folder: the next start sweeps it.
        #expect(FileManager.default.createFile(atPath: recipes + "/99999.json", contents: Data("{}".utf8)))
        let afterKill = RecordingFileSystem()
        _ = await FileFavoritesStore(directory: directory.url, fileSystem: afterKill).load()
        #expect(afterKill.calls.contains("list \(recipes)"))
        #expect(!FileManager.default.fileExists(atPath: recipes + "/99999.json"))
    }

    @Test("a picture another sous keeps while a fav is saved is not taken for clean: the next start sweeps")
    func aPictureArrivingDuringASaveIsSweptLater() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(3)
        let images = directory.url.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: false)
        _ = await FileFavoritesStore(directory: directory.url).add(favorites[0])
        // At the save's first write (its recipe file), after it found the folders clean.
        let arriving = InterferingFileSystem(makes: images.appendingPathComponent("\(favorites[2].id).jpg").path, holding: "jpeg")
        _ = await FileFavoritesStore(directory: directory.url, fileSystem: arriving).add(favorites[1])
        #expect(!arriving.armed)

        let starting = RecordingFileSystem()
        _ = await FileFavoritesStore(directory: directory.url, fileSystem: starting).load()
        #expect(starting.calls.contains("list \(images.path)"), "\(starting.calls)")
    }

    @Test("any store's visit sweeps the temporary files of exited writers of other files in its folder, and leaves a live one's")
    func otherTemporaryFilesAreSwept() async throws {
        let directory = try TemporaryDirectory()
        let exited = try pidOfAnExitedProcess()
        let killed = ".tour-seen.tmp-\(exited)-42"
        let live = ".tour-seen.tmp-1-43"
        let foreign = ".notes.tmp-old"
        for name in [killed, live, foreign] {
            #expect(FileManager.default.createFile(atPath: directory.file(name), contents: Data("x".utf8)))
        }
        // Reading no config.json visits nothing (no lock file is made); the first save is a visit.
        let store = FileSettingsStore(directory: directory.url)
        _ = await store.load()
        #expect(FileManager.default.fileExists(atPath: directory.file(killed)))
        #expect(await store.set(.units, to: "metric").isSaved)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
        #expect(Set(left) == [live, foreign])
    }

    @Test("the cache sweeps the temporary files of a sous killed while caching, at its first write")
    func cacheTemporaryFilesAreSwept() async throws {
        let directory = try TemporaryDirectory()
        let exited = try pidOfAnExitedProcess()
        let name = ResponseCache.fileName(for: "old")
        let killed = ".\(name).tmp-\(exited)-77"
        let live = ".\(name).tmp-1-78"
        for leftover in [killed, live] {
            #expect(FileManager.default.createFile(atPath: directory.file(leftover), contents: Data("{".utf8)))
        }
        await ResponseCache(directory: directory.url).store(["Beef"], for: "categories", at: Date())
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(left) == [live, ResponseCache.fileName(for: "categories")])
    }

    @Test("a recipe's and a picture's rename into their folder is flushed with the folder")
    func renamesIntoFoldersAreFlushed() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let disk = RecordingFileSystem()
        _ = await FileFavoritesStore(directory: directory.url, fileSystem: disk).add(favorite)
        let recipes = directory.file("recipes")
        let recipe = "\(recipes)/\(favorite.id).json"
        #expect(disk.calls.drop { $0 != "rename \(recipe)" }.contains("fsync \(recipes)"),
                "recipes/ not flushed after the rename: \(disk.calls)")

        let images = directory.file("images")
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 60) + [0xFF, 0xD9])
        _ = try ImageStore(dataDirectory: directory.url, fileSystem: disk).keep(jpeg, contentType: "image/jpeg", for: favorite.id)
        #expect(disk.calls.drop { $0 != "rename \(images)/\(favorite.id).jpg" }.contains("fsync \(images)"),
                "images/ not flushed after the rename: \(disk.calls)")
    }
}

/// The real file system, noting each rename and each fsync by the path it concerns.
final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    private let real = PosixFileSystem()
    private let lock = NSLock()
    private var opened: [Int32: String] = [:]
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    private func note(_ call: String) { lock.withLock { recorded.append(call) } }

    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        let descriptor = try real.open(path, flags: flags, mode: mode)
        lock.withLock { opened[descriptor] = URL(fileURLWithPath: path).standardized.path }
        return descriptor
    }
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try real.read(descriptor, into: buffer)
    }
    func write(_ descriptor: Int32, from buffer: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try real.write(descriptor, from: buffer)
    }
    func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        note("fsync " + (lock.withLock { opened[descriptor] } ?? "fd \(descriptor)"))
        try real.synchronize(descriptor)
    }
    func close(_ descriptor: Int32) throws(FileSystemError) {
        _ = lock.withLock { opened.removeValue(forKey: descriptor) }
        try real.close(descriptor)
    }
    func lock(_ descriptor: Int32, operation: Int32) throws(FileSystemError) { try real.lock(descriptor, operation: operation) }
    func changeMode(of descriptor: Int32, to mode: UInt32) throws(FileSystemError) { try real.changeMode(of: descriptor, to: mode) }
    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try real.rename(source, to: destination)
        note("rename " + URL(fileURLWithPath: destination).standardized.path)
    }
    func unlink(_ path: String) throws(FileSystemError) { try real.unlink(path) }
    func status(ofItemAt path: String, followingSymlink: Bool) throws(FileSystemError) -> FileStatus? {
        try real.status(ofItemAt: path, followingSymlink: followingSymlink)
    }
    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus? { try real.status(of: descriptor) }
    func makeDirectory(at path: String, mode: UInt32) throws(FileSystemError) { try real.makeDirectory(at: path, mode: mode) }
    func changeMode(of path: String, to mode: UInt32) throws(FileSystemError) { try real.changeMode(of: path, to: mode) }
    func resolvedPath(_ path: String) throws(FileSystemError) -> String { try real.resolvedPath(path) }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        note("list " + URL(fileURLWithPath: path).standardized.path)
        return try real.contentsOfDirectory(at: path)
    }
}
