import Foundation
import MealKit
import Testing

/// `config.json`: one object of the settings that differ from their defaults, read, merged and kept safe.
@Suite("Settings on disk")
struct StorageSettingsTests {
    private func write(_ text: String, to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }

    @Test func settingsSurviveARestartAsOnePrivateObject() async throws {
        let directory = try TemporaryDirectory()
        let store = FileSettingsStore(directory: directory.url)
        #expect(await store.load() == Stored(Settings()))
        _ = await store.set(.pageSize, to: "5")
        _ = await store.set(.color, to: "never")
        let stored = await store.set(.units, to: "metric")
        #expect(stored == Stored(Settings([.pageSize: "5", .color: "never", .units: "metric"])))
        #expect(await FileSettingsStore(directory: directory.url).load() == stored)
        #expect(try permissions(directory.file("config.json")) == 0o600)
        let text = String(decoding: try #require(contents(directory.file("config.json"))), as: UTF8.self)
        #expect(text == """
            {
              "color" : "never",
              "page-size" : 5,
              "units" : "metric",
              "version" : 1
            }
            """)
    }

    @Test func aResetRemovesTheKeyAndTheDefaultIsNotWritten() async throws {
        let directory = try TemporaryDirectory()
        let store = FileSettingsStore(directory: directory.url)
        _ = await store.set(.pageSize, to: "5")
        _ = await store.set(.pager, to: "off")
        #expect(await store.set(.pageSize, to: nil) == Stored(Settings([.pager: "off"])))
        #expect(await store.set(.pager, to: "on") == Stored(Settings()))
        let json = try JSONSerialization.jsonObject(with: try #require(contents(directory.file("config.json")))) as? [String: Int]
        #expect(json == ["version": 1])
    }

    @Test func twoShellsSettingDifferentKeysKeepBoth() async throws {
        let directory = try TemporaryDirectory()
        let shellA = FileSettingsStore(directory: directory.url)
        let shellB = FileSettingsStore(directory: directory.url)
        _ = await shellA.load()
        _ = await shellB.load()
        _ = await shellA.set(.pageSize, to: "20")
        let afterB = await shellB.set(.cache, to: "off")
        #expect(afterB.value == Settings([.pageSize: "20", .cache: "off"]))
        #expect(await FileSettingsStore(directory: directory.url).load() == afterB)
    }

    @Test func aHandWrittenFileIsRead() async throws {
        let directory = try TemporaryDirectory()
        write(#"{"page-size": "25", "units": "US", "history-size": 1000}"#, to: directory.file("config.json"))
        let loaded = await FileSettingsStore(directory: directory.url).load()
        #expect(loaded == Stored(Settings([.pageSize: "25", .units: "us", .historySize: "1000"])))
        #expect(loaded.value.pageSize == 25)
        #expect(loaded.value.units == .us)
        #expect(loaded.value.historySize == 1000)
        #expect(loaded.value.cache)
    }

    @Test func aBadValueOrUnknownKeyIsMovedAsideAndTheRestKept() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("config.json")
        let text = #"{"version": 1, "page-size": 0, "colour": "never", "pager": "off", "source": "offline"}"#
        write(text, to: path)
        let loaded = await FileSettingsStore(directory: directory.url).load()
        #expect(loaded.value == Settings([.pager: "off", .source: "offline"]))
        guard case .corrupt(path, let movedTo, 2)? = loaded.problems.first else {
            Issue.record("expected .corrupt with 2 recovered, got \(loaded.problems)")
            return
        }
        #expect(contents(movedTo) == Data(text.utf8))
        #expect(await FileSettingsStore(directory: directory.url).load() == Stored(loaded.value))
    }

    @Test func aTruncatedFileKeepsItsCompleteSettings() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("config.json")
        write(#"{"cache": "off", "page-size": 30, "units": "met"#, to: path)
        let store = FileSettingsStore(directory: directory.url)
        let loaded = await store.load()
        #expect(loaded.value == Settings([.cache: "off", .pageSize: "30"]))
        #expect(loaded.problems.count == 1)
        // Told once: the next call is clean.
        #expect(await store.set(.units, to: "us") == Stored(Settings([.cache: "off", .pageSize: "30", .units: "us"])))
        #expect(try names(in: directory, startingWith: "config.json.corrupt-").count == 1)
    }

    @Test func garbageIsMovedAsideAndTheDefaultsApply() async throws {
        let directory = try TemporaryDirectory()
        write("page-size = 5\n", to: directory.file("config.json"))
        let loaded = await FileSettingsStore(directory: directory.url).load()
        #expect(loaded.value == Settings())
        guard case .corrupt(_, _, 0)? = loaded.problems.first else {
            Issue.record("expected .corrupt with nothing recovered, got \(loaded.problems)")
            return
        }
    }

    @Test func aFileFromANewerSousIsNeverWritten() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("config.json")
        let future = #"{"version": 2, "profiles": {"default": {"page-size": 5}}}"#
        write(future, to: path)
        let store = FileSettingsStore(directory: directory.url)
        #expect(await store.load() == Stored(Settings(), problems: [.newerVersion(path: path, version: 2)]))
        #expect(await store.set(.pageSize, to: "5") == Stored(Settings([.pageSize: "5"]), isSaved: false))
        #expect(contents(path) == Data(future.utf8))
    }

    @Test func openMakesThePrivateConfigDirectory() async throws {
        let directory = try TemporaryDirectory()
        let (store, problems) = FileSettingsStore.open(XDGDirectories(environment: ["XDG_CONFIG_HOME": directory.path]))
        #expect(problems == [])
        _ = await store.set(.pageSize, to: "5")
        #expect(try permissions(directory.file("sous")) == 0o700)
        #expect(FileManager.default.fileExists(atPath: directory.file("sous/config.json")))
        let (memory, why) = FileSettingsStore.open(XDGDirectories(environment: [:], accountHome: nil))
        #expect(why == [.noDataDirectory])
        #expect(await memory.set(.pageSize, to: "5") == Stored(Settings([.pageSize: "5"])))
    }

    @Test func valuesAreCheckedAndKeptInOneSpelling() {
        #expect(SettingKey.pageSize.domain.canonical(" 007 ") == "7")
        #expect(SettingKey.pageSize.domain.canonical("4") == nil)
        #expect(SettingKey.pageSize.domain.canonical("5.5") == nil)
        #expect(SettingKey.units.domain.canonical("Metric") == "metric")
        #expect(SettingKey.pager.domain.canonical("yes") == nil)
        #expect(Settings([.pageSize: "10"]) == Settings())
    }
}
