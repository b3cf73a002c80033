import Foundation
import MealKit
import Testing

@Suite("Damaged and foreign files")
struct StorageCorruptionTests {
    /// Saves `favorites` the normal way and answers the file's bytes.
    private func savedFile(_ favorites: [Favorite], in directory: TemporaryDirectory) async throws -> Data {
        let clock = TestClock()
        let store = FileFavoritesStore(directory: directory.url, clock: clock.function)
        for favorite in favorites {
            _ = await store.add(favorite)
            clock.advance()
        }
        return try #require(contents(directory.file("favorites.json")))
    }

    private func write(_ data: Data, to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: data))
    }

    @Test func aTruncatedFileIsMovedAsideAndItsCompleteEntriesKept() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(5)
        let whole = try await savedFile(favorites, in: directory)
        // Cut inside the fourth entry, as a full disk or a crash of some other tool would.
        let text = String(decoding: whole, as: UTF8.self)
        let fourth = try #require(text.ranges(of: "\"changedAt\"").dropFirst(3).first)
        let cut = text.utf8.distance(from: text.startIndex, to: fourth.upperBound) + 40
        let truncated = whole.prefix(cut)
        let path = directory.file("favorites.json")
        write(truncated, to: path)

        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.value == Array(favorites.prefix(3)))
        let problem = try #require(loaded.problems.first)
        guard case .corrupt(let reported, let movedTo, let recovered) = problem else {
            Issue.record("expected .corrupt, got \(problem)")
            return
        }
        #expect(loaded.problems.count == 1)
        #expect(reported == path)
        #expect(recovered == 3)
        #expect(movedTo.hasPrefix(path + ".corrupt-"))
        #expect(contents(movedTo) == truncated)
        // What was recovered is saved again, so the next start is clean.
        #expect(await FileFavoritesStore(directory: directory.url).load() == Stored(Array(favorites.prefix(3))))
    }

    @Test func oneBrokenEntryLosesOnlyThatEntry() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(4)
        _ = try await savedFile(favorites, in: directory)
        let path = directory.file("favorites.json")
        // Hand-edited: the second favorite's recipe replaced by a number.
        let saved = try #require(contents(path))
        var json = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        var entries = try #require(json["favorites"] as? [[String: Any]])
        entries[1]["meal"] = 42
        json["favorites"] = entries
        let edited = try JSONSerialization.data(withJSONObject: json)
        write(edited, to: path)

        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.value == [favorites[0], favorites[2], favorites[3]])
        guard case .corrupt(_, let movedTo, 3)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 3 recovered, got \(loaded.problems)")
            return
        }
        #expect(contents(movedTo) == edited)
    }

    @Test func garbageIsKeptAsideAndTheStoreStartsAfresh() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("favorites.json")
        let garbage = Data("this is not JSON {{{".utf8)
        write(garbage, to: path)
        let favorite = try #require(try StorageFixtures.favorites(1).first)

        let store = FileFavoritesStore(directory: directory.url)
        let loaded = await store.load()
        #expect(loaded.value == [])
        guard case .corrupt(_, let movedTo, 0)? = loaded.problems.first else {
            Issue.record("expected .corrupt with nothing recovered, got \(loaded.problems)")
            return
        }
        #expect(contents(movedTo) == garbage)
        #expect(await store.add(favorite) == Stored([favorite]))
        #expect(try names(in: directory, startingWith: "favorites.json.corrupt-").count == 1)
    }

    @Test func eachDamagedCopyIsKeptEvenWithinTheSameSecond() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("favorites.json")
        let clock = TestClock()
        for attempt in 1...3 {
            write(Data("broken \(attempt)".utf8), to: path)
            _ = await FileFavoritesStore(directory: directory.url, clock: clock.function).load()
        }
        let copies = try names(in: directory, startingWith: "favorites.json.corrupt-")
        #expect(copies.count == 3)
        let kept = Set(copies.compactMap { contents(directory.file($0)).map { String(decoding: $0, as: UTF8.self) } })
        #expect(kept == ["broken 1", "broken 2", "broken 3"])
    }

    @Test func aFileFromANewerSousIsNeverWritten() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("favorites.json")
        let future = Data(#"{"version": 4, "favorites": {"shape": "we do not know yet"}}"#.utf8)
        write(future, to: path)
        let favorite = try #require(try StorageFixtures.favorites(1).first)

        let store = FileFavoritesStore(directory: directory.url)
        #expect(await store.load() == Stored([], problems: [.newerVersion(path: path, version: 4)]))
        // The session goes on in memory, and says so only once.
        #expect(await store.add(favorite) == Stored([favorite], isSaved: false))
        #expect(contents(path) == future)
        #expect(try names(in: directory, startingWith: "favorites.json.corrupt-").isEmpty)
    }

    @Test func aTruncatedFileFromANewerSousIsStillLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("favorites.json")
        let future = Data(#"{"version": 4, "favorites": [{"id": "1", "#.utf8)
        write(future, to: path)
        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.problems == [.newerVersion(path: path, version: 4)])
        #expect(contents(path) == future)
    }

    @Test func aLineBrokenInTheMiddleCostsOnlyThatLine() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(5)
        let whole = try await savedFile(favorites, in: directory)
        // The third entry's line loses its closing brace, as a bad edit or a bad sector would leave it:
        // the file no longer parses, yet every other line reads alone.
        var lines = String(decoding: whole, as: UTF8.self).components(separatedBy: "\n")
        let third = try #require(lines.indices.filter { lines[$0].hasPrefix("    {") }.dropFirst(2).first)
        lines[third] = try #require(lines[third].hasSuffix("},") ? String(lines[third].dropLast(2)) + "," : nil)
        let broken = Data(lines.joined(separator: "\n").utf8)
        let path = directory.file("favorites.json")
        write(broken, to: path)

        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.value == [favorites[0], favorites[1], favorites[3], favorites[4]])
        guard case .corrupt(path, let movedTo, 4)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 4 recovered, got \(loaded.problems)")
            return
        }
        #expect(loaded.problems.count == 1)
        #expect(contents(movedTo) == broken)
        #expect(await FileFavoritesStore(directory: directory.url).load() == Stored(loaded.value))
    }

    @Test func aDamagedHistoryKeepsItsReadableLines() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("history.json")
        let text = #"{"version": 1, "history": [{"line": "cat Beef", "date": "2025-05-20T14:33:20.000Z"}, {"line": 5}, {"line": "open 1", "date": "2025-05-20T14:33:21.000Z"}, {"line": "fa"#
        write(Data(text.utf8), to: path)
        let loaded = await FileHistoryStore(directory: directory.url).load()
        #expect(loaded.value.map(\.line) == ["cat Beef", "open 1"])
        guard case .corrupt(_, let movedTo, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
        #expect(contents(movedTo) == Data(text.utf8))
    }
}
