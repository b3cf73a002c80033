#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

/// A store skips reading a file it last read or wrote, and reuses the bytes of entries it has seen:
/// neither shortcut may hide a change made since, nor bring back bytes of an entry that changed.
@Suite("Remembered files")
struct StorageMemoryTests {
    private func write(_ data: Data, to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: data))
    }

    /// `text` with the first `old` replaced by `new`.
    private func replacingFirst(_ old: String, with new: String, in text: String) throws -> String {
        let range = try #require(text.range(of: old))
        return text.replacingCharacters(in: range, with: new)
    }

    @Test func aFileReplacedBySameSizeAndModificationTimeIsStillReadAgain() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        let store = FileFavoritesStore(directory: directory.url)
        for favorite in favorites { _ = await store.add(favorite) }
        let path = directory.file("favorites.json")
        var before = stat()
        #expect(lstat(path, &before) == 0)

        // Another tool swaps in a file of the very same size and modification time, one letter changed:
        // only the inode tells it apart, and the store holds the old one open so it cannot be reused.
        let text = String(decoding: try #require(contents(path)), as: UTF8.self)
        let name = favorites[0].name
        let renamed = "X" + name.dropFirst()
        let edited = try replacingFirst("\"\(name)\"", with: "\"\(renamed)\"", in: text)
        let swap = directory.file("swap")
        write(Data(edited.utf8), to: swap)
        #if canImport(Glibc)
        let times = [before.st_atim, before.st_mtim]
        #else
        let times = [before.st_atimespec, before.st_mtimespec]
        #endif
        #expect(utimensat(AT_FDCWD, swap, times, 0) == 0)
        #expect(rename(swap, path) == 0)

        let loaded = await store.load()
        #expect(loaded.problems == [])
        #expect(loaded.value.first?.name == renamed)
    }

    @Test func aChangeByAnotherProcessAfterASkippedReadIsSeenAndKept() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        _ = await store.add(favorites[0])
        // Read with nothing changed: the file is remembered, not read.
        #expect(await store.load() == Stored([favorites[0]]))

        let process = Process()
        process.executableURL = try StorageFixtures.stressHelper()
        process.arguments = ["add", directory.path, "other", "1"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let seen = await store.load().value.map(\.id)
        #expect(seen.count == 2)
        #expect(seen.contains("other-0"))
        clock.advance()
        // Saving from memory must not drop what the other process wrote.
        _ = await store.add(favorites[1])
        let reread = await FileFavoritesStore(directory: directory.url).load().value.map(\.id)
        #expect(Set(reread) == Set([favorites[0].id, favorites[1].id, "other-0"]))
    }

    @Test func rememberedEntryBytesAreNotWrittenForASalvagedEntryThatChanged() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(3)
        let clock = TestClock()
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        for favorite in favorites {
            _ = await store.add(favorite)
            clock.advance()
        }
        let path = directory.file("favorites.json")
        let text = String(decoding: try #require(contents(path)), as: UTF8.self)

        // The same entry (same meal, same time of change), renamed, then the file cut short after it:
        // the store remembers the old bytes under that entry's key.
        let name = favorites[0].name
        let edited = try replacingFirst("\"\(name)\"", with: "\"Renamed \(name)\"", in: text)
        let firstBreak = try #require(edited.range(of: ",\n    {"))
        let secondEntry = try #require(edited.range(of: "\n    {", range: firstBreak.upperBound..<edited.endIndex))
        write(Data(edited[..<secondEntry.lowerBound].utf8), to: path)

        let loaded = await store.load()
        #expect(loaded.value.map(\.name) == ["Renamed \(name)", favorites[1].name])
        guard case .corrupt(_, _, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
        clock.advance()
        _ = await store.add(favorites[2])
        let reread = await FileFavoritesStore(directory: directory.url).load()
        #expect(reread.problems == [])
        #expect(reread.value.map(\.name) == ["Renamed \(name)", favorites[1].name, favorites[2].name])
    }

    @Test func rememberedEntryBytesAreNotWrittenAfterANewerVersionWasRefused() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        let clock = TestClock()
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        _ = await store.add(favorites[0])
        clock.advance()
        let path = directory.file("favorites.json")
        let ours = String(decoding: try #require(contents(path)), as: UTF8.self)

        let future = Data(#"{"version": 4, "favorites": {"shape": "we do not know yet"}}"#.utf8)
        write(future, to: path)
        #expect(await store.load().problems == [.newerVersion(path: path, version: 4)])
        #expect(contents(path) == future)

        // The user goes back to a current-version file in which the same entry was edited.
        let name = favorites[0].name
        write(Data(try replacingFirst("\"\(name)\"", with: "\"Edited \(name)\"", in: ours).utf8), to: path)
        #expect(await store.add(favorites[1]).problems == [])
        let reread = await FileFavoritesStore(directory: directory.url).load()
        #expect(reread.value.map(\.name) == ["Edited \(name)", favorites[1].name])
    }

    @Test func aFileFromBeforeOneEntryPerLineIsReadAndRewrittenOneEntryPerLine() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(3)
        let clock = TestClock()
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        for favorite in favorites.prefix(2) {
            _ = await store.add(favorite)
            clock.advance()
        }
        let path = directory.file("favorites.json")
        // As the previous sous wrote it: pretty-printed, keys sorted, each entry over many lines.
        let object = try JSONSerialization.jsonObject(with: try #require(contents(path)))
        write(try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]), to: path)

        let upgraded = FileFavoritesStore(directory: directory.url, clock: clock.function)
        #expect(await upgraded.load() == Stored(Array(favorites.prefix(2))))
        _ = await upgraded.add(favorites[2])

        let lines = String(decoding: try #require(contents(path)), as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "{")
        #expect(lines.dropFirst().first == #"  "version" : 3,"#)
        let entries = lines.filter { $0.hasPrefix("    {") }
        #expect(entries.count == 3)
        #expect(entries.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.trimmingCharacters(in: .init(charactersIn: " ,")).utf8))) != nil })
        #expect(await FileFavoritesStore(directory: directory.url).load() == Stored(favorites))
    }

    @Test func historyRemembersItsFileAndStillSeesAnotherShellsLines() async throws {
        let directory = try TemporaryDirectory()
        let shellA = FileHistoryStore(directory: directory.url, limit: 3)
        let shellB = FileHistoryStore(directory: directory.url, limit: 3)
        func entry(_ line: String, at second: Int) -> HistoryEntry {
            HistoryEntry(line: line, date: Date(timeIntervalSince1970: 1_747_000_000 + Double(second)))
        }
        for second in 0..<3 { _ = await shellA.append(entry("a\(second)", at: second)) }
        _ = await shellB.append(entry("b3", at: 3))
        _ = await shellA.append(entry("a4", at: 4))
        #expect(await shellA.load().value.map(\.line) == ["a2", "b3", "a4"])
        #expect(await FileHistoryStore(directory: directory.url).load().value.map(\.line) == ["a2", "b3", "a4"])
    }
}
