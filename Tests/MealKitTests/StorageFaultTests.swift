#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

@Suite("Disk faults")
struct StorageFaultTests {
    /// A data directory holding two saved favorites, and those favorites.
    private func directoryWithTwoFavorites() async throws -> (TemporaryDirectory, [Favorite]) {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(4)
        let clock = TestClock()
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        for favorite in favorites.prefix(2) {
            _ = await store.add(favorite)
            clock.advance()
        }
        return (directory, favorites)
    }

    @Test(arguments: [FaultyFileSystem.Fault.readOnly, .fullDisk, .failingSync])
    func aFailingSaveKeepsTheFileAndTheSessionGoesOnInMemory(fault: FaultyFileSystem.Fault) async throws {
        let (directory, favorites) = try await directoryWithTwoFavorites()
        let path = directory.file("favorites.json")
        let before = try #require(contents(path))
        let disk = FaultyFileSystem(fault)
        let clock = TestClock(Date(timeIntervalSince1970: 1_747_000_100))
        let store = FileFavoritesStore(directory: directory.url, fileSystem: disk, clock: clock.function)

        #expect(await store.load() == Stored(Array(favorites.prefix(2))))
        let first = await store.add(favorites[2])
        #expect(first.value == Array(favorites.prefix(3)))
        #expect(first.problems.count == 1)
        // The new favorite's recipe file is written first, so that is what meets the fault.
        let recipes = directory.file("recipes")
        guard case .unwritable(recipes, _)? = first.problems.first else {
            Issue.record("expected .unwritable(\(recipes)), got \(first.problems)")
            return
        }
        clock.advance()
        // Told once, not after every command.
        #expect(await store.add(favorites[3]) == Stored(favorites, isSaved: false))
        #expect(contents(path) == before)
        #expect(try names(in: directory, startingWith: ".favorites.json.tmp").isEmpty)

        // Once the disk works again, what waited in memory is saved with the next change.
        disk.fault = nil
        clock.advance()
        #expect(await store.remove(mealID: favorites[0].id) == Stored(Array(favorites.dropFirst())))
        #expect(await FileFavoritesStore(directory: directory.url).load() == Stored(Array(favorites.dropFirst())))
    }

    @Test(.enabled(if: !runningAsRoot, "root ignores directory permissions"))
    func aReallyReadOnlyDirectoryIsReadButNotWritten() async throws {
        let (directory, favorites) = try await directoryWithTwoFavorites()
        let before = contents(directory.file("favorites.json"))
        #expect(chmod(directory.path, 0o500) == 0)
        let store = FileFavoritesStore(directory: directory.url)
        let added = await store.add(favorites[2])
        #expect(added.value == Array(favorites.prefix(3)))
        #expect(added.problems.count == 1)
        #expect(contents(directory.file("favorites.json")) == before)
    }

    @Test func aDirectoryInPlaceOfTheFileIsLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("favorites.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: path + "/keep", contents: Data("mine".utf8)))
        let favorite = try #require(try StorageFixtures.favorites(1).first)

        let store = FileFavoritesStore(directory: directory.url)
        let loaded = await store.load()
        #expect(loaded.value == [])
        guard case .unreadable(path, _)? = loaded.problems.first, loaded.problems.count == 1 else {
            Issue.record("expected one .unreadable(\(path)), got \(loaded.problems)")
            return
        }
        #expect(await store.add(favorite) == Stored([favorite], isSaved: false))
        #expect(contents(path + "/keep") == Data("mine".utf8))
    }

    @Test func aLinkOutOfTheDataDirectoryIsNotFollowed() async throws {
        let directory = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let (source, favorites) = try await directoryWithTwoFavorites()
        let outside = elsewhere.file("favorites.json")
        try FileManager.default.copyItem(atPath: source.file("favorites.json"), toPath: outside)
        let before = contents(outside)
        let path = directory.file("favorites.json")
        #expect(symlink(outside, path) == 0)

        let store = FileFavoritesStore(directory: directory.url)
        let added = await store.add(favorites[2])
        #expect(added == Stored([favorites[2]], problems: [.symlinkRefused(path: path, target: outside)], isSaved: false))
        #expect(contents(outside) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == outside)
    }

    @Test func aLinkInsideTheDataDirectoryIsFollowedAndKept() async throws {
        let (directory, favorites) = try await directoryWithTwoFavorites()
        let path = directory.file("favorites.json")
        try FileManager.default.moveItem(atPath: path, toPath: directory.file("my-favorites.json"))
        #expect(symlink("my-favorites.json", path) == 0)

        let added = await FileFavoritesStore(directory: directory.url).add(favorites[2])
        #expect(added == Stored(Array(favorites.prefix(3))))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "my-favorites.json")
        #expect(await FileFavoritesStore(directory: directory.url).load() == Stored(Array(favorites.prefix(3))))
    }

    @Test func anUnreadableFileIsNeverReplaced() async throws {
        let (directory, favorites) = try await directoryWithTwoFavorites()
        let path = directory.file("favorites.json")
        let before = contents(path)
        #expect(chmod(path, 0o000) == 0)
        // Root reads through any mode; the fault stands in for the permission check there.
        let disk = FaultyFileSystem(runningAsRoot ? .unreadable(path) : nil)
        let store = FileFavoritesStore(directory: directory.url, fileSystem: disk)

        let added = await store.add(favorites[2])
        #expect(added.value == [favorites[2]])
        guard case .unreadable(path, _)? = added.problems.first, added.problems.count == 1 else {
            Issue.record("expected one .unreadable(\(path)), got \(added.problems)")
            return
        }
        #expect(try permissions(path) == 0o000)
        #expect(chmod(path, 0o600) == 0)
        #expect(contents(path) == before)
        // Readable again: the disk's favorites and the one kept in memory, together.
        disk.fault = nil
        #expect(await store.load() == Stored(Array(favorites.prefix(3))))
    }

    @Test func aMissingDataDirectoryIsReportedOnceAndNotRecreated() async throws {
        let parent = try TemporaryDirectory()
        let missing = parent.url.appendingPathComponent("gone", isDirectory: true)
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let store = FileFavoritesStore(directory: missing)
        let added = await store.add(favorite)
        #expect(added.value == [favorite])
        #expect(added.problems.count == 1)
        #expect(await store.load() == Stored([favorite], isSaved: false))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test func historyGoesOnInMemoryOnAFullDisk() async throws {
        let directory = try TemporaryDirectory()
        let disk = FaultyFileSystem(.fullDisk)
        let store = FileHistoryStore(directory: directory.url, fileSystem: disk)
        let line = HistoryEntry(line: "cat Beef", date: Date(timeIntervalSince1970: 1_747_000_000))
        #expect(await store.append(line).count == 1)
        #expect(await store.append(line) == [])
        // Kept in memory, and said so, like every store's waiting changes.
        #expect(await store.load() == Stored([line, line], isSaved: false))
        disk.fault = nil
        #expect(await FileHistoryStore(directory: directory.url).load().value == [])
        #expect(await store.load() == Stored([line, line]))
        #expect(await store.append(line) == [])
        #expect(await FileHistoryStore(directory: directory.url).load() == Stored([line, line, line]))
    }
}
