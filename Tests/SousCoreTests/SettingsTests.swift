import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `set`: parsing and checking values, the session's transitions and effects, the table, the runner.
@Suite("Settings: set")
struct SettingsTests {
    typealias F = SessionFixtures

    // MARK: Parsing

    @Test("set, set <key>, set <key> <value>, set <key> default parse", arguments: [
        ("set", SettingCommand.list),
        ("set page-size", .show(.pageSize)),
        ("set PAGE-SIZE 25", .change(.pageSize, to: "25")),
        ("set page-size 05", .change(.pageSize, to: "5")),
        ("set color never", .change(.color, to: "never")),
        ("set units US", .change(.units, to: "us")),
        ("set pager off", .change(.pager, to: "off")),
        ("set cache Off", .change(.cache, to: "off")),
        ("set source offline", .change(.source, to: "offline")),
        ("set history-size 100000", .change(.historySize, to: "100000")),
        ("set page-size default", .reset(.pageSize)),
        ("set color Default", .reset(.color)),
    ])
    func parses(line: String, command: SettingCommand) {
        #expect(CommandParser.parse(line) == .success(.settings(command)))
    }

    @Test("every bad input is refused with one clear line", arguments: [
        ("set page-size 0", "page-size is 5–100 (got 0)"),
        ("set page-size 101", "page-size is 5–100 (got 101)"),
        ("set page-size ten", "page-size is 5–100 (got 'ten')"),
        ("set colr on", "no setting 'colr'. Did you mean color?"),
        ("set pagesize 5", "no setting 'pagesize'. Did you mean page-size?"),
        ("set zzz 1", "no setting 'zzz': the settings are page-size, color, units, pager, suggest, output, cache, source, history-size, edamam.app_id, edamam.app_key, edamam.account_user, cookbook"),
        ("set pager maybe", "pager is on or off (got 'maybe')"),
        ("set color on", "color is auto, always or never (got 'on')"),
        ("set units imperial", "units are metric, us or original (got 'imperial')"),
        ("set source edamam", "source is auto, live or offline (got 'edamam')"),
        ("set history-size 99", "history-size is 100–100000 (got 99)"),
        ("set page-size 5 6", "page-size is 5–100 (got '5 6')"),
        // A line setting Edamam's keys is never echoed, mistyped or not: the key may be in any word.
        ("set edamam.app_key=SECRET", "no such Edamam setting (the line is not shown, nor kept in history). Did you mean edamam.app_key?"),
        ("set edamam.app_keyx SECRET", "no such Edamam setting (the line is not shown, nor kept in history). Did you mean edamam.app_key?"),
        ("set EDAMAM.SECRET", "no such Edamam setting (the line is not shown, nor kept in history): they are edamam.app_id, edamam.app_key, edamam.account_user"),
        ("set edamam.app_id SECRET extra", "edamam.app_id is an id (got something else)"),
    ])
    func refuses(line: String, message: String) throws {
        guard case .failure(let error) = try #require(CommandParser.parse(line)) else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(error.message == message)
    }

    @Test("the key table is what completion offers: keys in order, then each key's words")
    func table() {
        #expect(SettingKey.allCases.map(\.rawValue) == ["page-size", "color", "units", "pager", "suggest", "output", "cache", "source", "history-size",
                                                       "edamam.app_id", "edamam.app_key", "edamam.account_user", "cookbook"])
        #expect(SettingKey.color.domain.choices == ["auto", "always", "never"])
        #expect(SettingKey.pageSize.domain.choices == [])
        #expect(CommandSpec.named("set")?.argument == .setting)
        for key in SettingKey.allCases where !key.defaultValue.isEmpty {
            #expect(key.domain.canonical(key.defaultValue) == key.defaultValue, "\(key)")
        }
        // Edamam's keys have no default: unset until the user gives them.
        #expect(SettingKey.edamamAppKey.isSecret)
        #expect(Settings().setting(.edamamAppKey, to: "s3cr3t").displayValue(.edamamAppKey) == "••••")
        #expect(Settings().displayValue(.edamamAppID) == "(not set)")
    }

    // MARK: Session

    @Test("set alone shows the table, and changes nothing")
    func list() {
        var state = SessionState(listing: F.listing(30))
        state.settings.set(.units, to: "metric")
        state.overriddenSettings = [.source]
        var store = F.store(state)
        store.send(.settings(.list), effects: [.show(.settings(state.settings, overridden: [.source]))])
    }

    @Test("set <key> shows one setting with its default and what it takes")
    func showOne() {
        var state = SessionState()
        state.settings.set(.pageSize, to: "25")
        var store = F.store(state)
        store.send(.settings(.show(.pageSize)), effects: [.show(.message("page-size is 25 (default 10; 5–100)"))])
        store.send(.settings(.show(.pager)), effects: [.show(.message("pager is on (default on; on or off)"))])
    }

    @Test("set page-size re-pages the listing so the first item on screen stays on screen")
    func pageSize() {
        // Page 3 of 10 shows 21–30; with 7 a page, 21 is on page 3 (15–21).
        var store = F.store(SessionState(listing: F.listing(75, page: 3)))
        store.send(.settings(.change(.pageSize, to: "7")), effects: [
            .settings(.save(.pageSize, "7")),
            .show(.message("page-size 7: listings show 7 meals a page")),
        ]) {
            $0.listing = Listing(source: .category("Beef"), items: F.summaries(75), page: 3, pageSize: 7)
            $0.pageSize = 7
        }
        #expect(store.state.settings.chosen == [.pageSize: "7"])
        #expect(store.state.listing?.numbersOnPage?.contains(21) == true)
        #expect(store.state.prompt == "sous offline [Beef 3/11]> ")

        // Back to the default: 15, now first on screen, is on page 2 (11–20).
        store.send(.settings(.reset(.pageSize)), effects: [
            .settings(.save(.pageSize, nil)),
            .show(.message("page-size 10 (the default): listings show 10 meals a page")),
        ]) {
            $0.listing = F.listing(75, page: 2)
            $0.settings = Settings()
        }
        store.send(.settings(.change(.pageSize, to: "50")), effects: [
            .settings(.save(.pageSize, "50")),
            .show(.message("page-size 50: listings show 50 meals a page")),
        ]) {
            $0.listing = Listing(source: .category("Beef"), items: F.summaries(75), page: 1, pageSize: 50)
            $0.pageSize = 50
        }
        // A search reads A to Z ("Meal 1", "Meal 10", "Meal 100", …).
        let pies = Listing(source: .search("pie"), items: F.summaries(120).sorted { $0.name.foldedPrecedes($1.name) },
                           page: 1, pageSize: 50)
        store.receive(.listing(.search("pie"), F.summaries(120)), effects: [.show(.listing(pies, favoriteIDs: []))]) {
            $0.listing = pies
        }
        #expect(store.state.listing?.pageCount == 3)
    }

    @Test("without a listing, set page-size only changes the setting")
    func pageSizeWithoutListing() {
        var store = F.store()
        store.send(.settings(.change(.pageSize, to: "5")), effects: [
            .settings(.save(.pageSize, "5")), .show(.message("page-size 5: listings show 5 meals a page")),
        ]) { $0.pageSize = 5 }
    }

    @Test("color and pager are felt at once; the state carries them to the terminal layer")
    func colorAndPager() {
        var store = F.store()
        store.send(.settings(.change(.color, to: "never")), effects: [
            .settings(.save(.color, "never")), .show(.message("color never: no color")),
        ]) { $0.settings = Settings([.color: "never"]) }
        store.send(.settings(.change(.pager, to: "off")), effects: [
            .settings(.save(.pager, "off")), .show(.message("pager off: long output is printed straight through")),
        ]) { $0.settings = Settings([.color: "never", .pager: "off"]) }
        #expect(store.state.usesPager == false)
        #expect(store.state.settings[.color] == "never")
    }

    @Test("cache, source and history-size say they take effect at the next start, or that a flag decides this run")
    func nextStart() {
        var state = SessionState()
        state.overriddenSettings = [.source, .color]
        var store = F.store(state)
        store.send(.settings(.change(.cache, to: "off")), effects: [
            .settings(.save(.cache, "off")), .show(.message("cache off: takes effect at the next start")),
        ]) { $0.settings.set(.cache, to: "off") }
        store.send(.settings(.change(.historySize, to: "100")), effects: [
            .settings(.save(.historySize, "100")), .show(.message("history-size 100: takes effect at the next start")),
        ]) { $0.settings.set(.historySize, to: "100") }
        store.send(.settings(.change(.source, to: "offline")), effects: [
            .settings(.save(.source, "offline")), .show(.message("source offline: saved for the next start without --source")),
        ]) { $0.settings.set(.source, to: "offline") }
        store.send(.settings(.change(.color, to: "always")), effects: [
            .settings(.save(.color, "always")), .show(.message("color always: saved; --color decides this run")),
        ]) { $0.settings.set(.color, to: "always") }
        #expect(store.state.settings == Settings([.cache: "off", .historySize: "100", .source: "offline", .color: "always"]))
    }

    @Test("a save that fails is told once as a notice; the session keeps the value")
    func saveProblems() {
        var store = F.store()
        store.send(.settings(.change(.pageSize, to: "5")), effects: [
            .settings(.save(.pageSize, "5")), .show(.message("page-size 5: listings show 5 meals a page")),
        ]) { $0.pageSize = 5 }
        let problem = StorageProblem.newerVersion(path: "/c/sous/config.json", version: 2)
        store.send(.settings(.saved(problems: [problem])), effects: [.show(.notice(problem.userMessage))]) {
            $0.reportedProblems = [problem]
        }
        store.send(.settings(.saved(problems: [])))
        store.send(.settings(.saved(problems: [problem])))
    }

    // MARK: Screen and runner

    @Test("set alone: the golden table")
    func golden() throws {
        var settings = Settings()
        settings.set(.pageSize, to: "5")
        settings.set(.units, to: "metric")
        settings.set(.cache, to: "off")
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.settings(settings, overridden: [.source])).map(\.plainText)
        for line in lines { #expect(TextLayout.displayWidth(line) <= 80, "[\(line)]") }
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        let text = lines.joined(separator: "\n") + "\n"
        let url = ScreenRendererTests.goldenDirectory.appendingPathComponent("settings.txt")
        if ProcessInfo.processInfo.environment["SOUS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)))
    }

    @Test("the runner saves through the settings store and reports its problems")
    func runner() async {
        let store = FileSettingsStore.inMemory()
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                  history: FileHistoryStore.inMemory(), settings: store)
        #expect(await runner.perform(.settings(.save(.pageSize, "5"))) == [.settings(.saved(problems: []))])
        #expect(await runner.perform(.settings(.save(.color, "never"))) == [.settings(.saved(problems: []))])
        #expect(await runner.perform(.settings(.save(.pageSize, nil))) == [.settings(.saved(problems: []))])
        #expect(await store.load() == Stored(Settings([.color: "never"])))
    }

    @Test("the engine runs set end to end: the table, a change saved, a mistake")
    func engine() async {
        let store = FileSettingsStore.inMemory()
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(),
                                  history: FileHistoryStore.inMemory(), settings: store)
        let engine = ShellEngine(runner: runner)
        #expect(await engine.execute(line: "set pager off").screens == [
            .message("pager off: long output is printed straight through"),
        ])
        #expect(await store.load().value[.pager] == "off")
        #expect(await engine.execute(line: "set pager maybe").failed)
        #expect(await engine.state.usesPager == false)
    }
}
