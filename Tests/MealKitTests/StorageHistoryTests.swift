import Foundation
import MealKit
import Testing

@Suite("History on disk")
struct StorageHistoryTests {
    private func entry(_ line: String, at second: Int) -> HistoryEntry {
        HistoryEntry(line: line, date: Date(timeIntervalSince1970: 1_747_000_000 + Double(second)))
    }

    @Test func historySurvivesARestart() async throws {
        let directory = try TemporaryDirectory()
        let lines = [entry("cat Beef", at: 0), entry("open 2", at: 5), entry("fav", at: 9)]
        let shell = FileHistoryStore(directory: directory.url)
        for line in lines { #expect(await shell.append(line) == []) }
        #expect(await FileHistoryStore(directory: directory.url).load() == Stored(lines))
        #expect(try permissions(directory.file("history.json")) == 0o600)
    }

    @Test func twoShellsInterleaveByTime() async throws {
        let directory = try TemporaryDirectory()
        let shellA = FileHistoryStore(directory: directory.url)
        let shellB = FileHistoryStore(directory: directory.url)
        _ = await shellA.append(entry("a1", at: 1))
        _ = await shellB.append(entry("b2", at: 2))
        _ = await shellA.append(entry("a3", at: 3))
        // B's clock-earlier line arrives last, yet lands in its place.
        _ = await shellA.append(entry("a5", at: 5))
        _ = await shellB.append(entry("b4", at: 4))
        let expected = ["a1", "b2", "a3", "b4", "a5"]
        #expect(await shellA.load().value.map(\.line) == expected)
        #expect(await FileHistoryStore(directory: directory.url).load().value.map(\.line) == expected)
    }

    @Test func onlyTheLastLinesAreKept() async throws {
        let directory = try TemporaryDirectory()
        let shell = FileHistoryStore(directory: directory.url, limit: 10)
        for second in 0..<25 { _ = await shell.append(entry("line \(second)", at: second)) }
        let expected = (15..<25).map { "line \($0)" }
        #expect(await shell.load().value.map(\.line) == expected)
        #expect(await FileHistoryStore(directory: directory.url, limit: 100).load().value.map(\.line) == expected)
        #expect(FileHistoryStore.defaultLimit == 5_000)
    }

    @Test func aHandWrittenDateWithoutMillisecondsIsRead() async throws {
        let directory = try TemporaryDirectory()
        let text = #"{"version": 1, "history": [{"line": "cat Beef", "date": "2025-05-20T14:33:20Z"}]}"#
        #expect(FileManager.default.createFile(atPath: directory.file("history.json"), contents: Data(text.utf8)))
        let loaded = await FileHistoryStore(directory: directory.url).load()
        #expect(loaded == Stored([HistoryEntry(line: "cat Beef", date: Date(timeIntervalSince1970: 1_747_751_600))]))
    }

    @Test func aFileOutOfTimeOrderIsReadInOrderAndANewLineGoesAfterThoseOfItsTime() async throws {
        let directory = try TemporaryDirectory()
        let text = #"{"version": 1, "history": [{"line": "c", "date": "2025-05-20T14:33:30Z"}, "#
            + #"{"line": "a", "date": "2025-05-20T14:33:10Z"}, {"line": "b", "date": "2025-05-20T14:33:20Z"}]}"#
        #expect(FileManager.default.createFile(atPath: directory.file("history.json"), contents: Data(text.utf8)))
        let shell = FileHistoryStore(directory: directory.url)
        #expect(await shell.load().value.map(\.line) == ["a", "b", "c"])
        let sameTimeAsB = HistoryEntry(line: "b2", date: Date(timeIntervalSince1970: 1_747_751_600))
        #expect(await shell.append(sameTimeAsB) == [])
        #expect(await FileHistoryStore(directory: directory.url).load().value.map(\.line) == ["a", "b", "b2", "c"])
    }

    @Test func theHistoryKeptInMemoryKeepsOnlyTheLastLinesToo() async {
        let shell = FileHistoryStore.inMemory([entry("old", at: 0)], limit: 2)
        _ = await shell.append(entry("newer", at: 1))
        _ = await shell.append(entry("newest", at: 2))
        #expect(await shell.load().value.map(\.line) == ["newer", "newest"])
        #expect(await shell.saveWaitingChanges() == 0)
    }
}
