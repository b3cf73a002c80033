import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `export` as typed.
@Suite("Command parser: export")
struct ExportParserTests {
    @Test("lines become commands", arguments: [
        ("export", Command.export(ExportRequest())),
        ("export 3", .export(ExportRequest(item: 3))),
        ("export 3 ~/teriyaki.md", .export(ExportRequest(item: 3, path: "~/teriyaki.md"))),
        ("export notes/my recipe.md", .export(ExportRequest(path: "notes/my recipe.md"))),
        ("export 3 file.md --force", .export(ExportRequest(item: 3, path: "file.md", force: true))),
        ("export --json", .export(ExportRequest(format: .json))),
        ("export --json 52772 meal.json -f", .export(ExportRequest(item: 52772, path: "meal.json", format: .json, force: true))),
        ("export 2024.md", .export(ExportRequest(path: "2024.md"))),
        ("export 2024-12-01", .export(ExportRequest(path: "2024-12-01"))),
        ("export ./1e308", .export(ExportRequest(path: "./1e308"))),
        ("export 3 nan", .export(ExportRequest(item: 3, path: "nan"))),
    ])
    func parses(line: String, command: Command) {
        #expect(CommandParser.parse(line) == .success(command))
    }

    @Test("mistakes get one clear reason", arguments: [
        ("export 3 x.md --forse", SousError.unknownOption("--forse", usage: "export [n] [file] [--cooklang|--schema|--json] [--force]")),
        // A bare word that reads as a number is a listing number, never a file's name.
        ("export 9223372036854775808", .notAnItemNumber("9223372036854775808")),
        ("export nan", .notAnItemNumber("nan")), ("export 1e308", .notAnItemNumber("1e308")),
        ("export ½", .notAnItemNumber("½")), ("export -inf x.md", .notAnItemNumber("-inf")),
        ("export 2.5", .notAnItemNumber("2.5")),
    ])
    func rejects(line: String, error: SousError) {
        #expect(CommandParser.parse(line) == .failure(error))
    }

    @Test("its errors read as one line with what to do")
    func messages() {
        #expect(SousError.fileExists("/tmp/x.md").message == "/tmp/x.md already exists: add --force to replace it")
        #expect(SousError.exportFailed(path: "/nope/x.md", reason: "No such file or directory").message
            == "cannot write /nope/x.md: No such file or directory")
        #expect(SousError.unknownOption("--forse", usage: "export [n] [file] [--cooklang|--schema|--json] [--force]").message
            == "unknown option '--forse': usage is export [n] [file] [--cooklang|--schema|--json] [--force]")
        #expect(SousError.notAnItemNumber("1e308").message
            == "no item 1e308 here: for a file of that name, type ./1e308")
        #expect(SousError.notAFileToReplace(path: "/tmp/l", kind: .symbolicLink).message
            == "/tmp/l is a symbolic link: export neither writes through a link nor replaces one")
        #expect(SousError.notAFileToReplace(path: "/tmp/f", kind: .other).message
            == "/tmp/f is not a regular file (a device, FIFO or socket): export replaces only a regular file")
    }
}

/// `export` against the state machine: whole state, exact effects, no I/O.
@Suite("Session: export")
struct ExportSessionTests {
    typealias F = SessionFixtures

    @Test("export of the open meal prints Markdown, or writes the file; the state does not change")
    func exportOpenMeal() {
        let meal = F.meal("52772", "Teriyaki")
        var store = F.store(SessionState(openMeal: meal))
        store.send(.export(ExportRequest()), effects: [.show(.document(RecipeExport.markdown(meal)))])
        store.send(.export(ExportRequest(format: .json)), effects: [.show(.document(RecipeExport.json(meal)))])
        store.send(.export(ExportRequest(path: "~/t.md", force: true)), effects: [
            .export(.write(path: "~/t.md", contents: RecipeExport.markdown(meal), replacing: true, mealName: "Teriyaki", fileName: "Teriyaki.md")),
        ])
        store.send(.export(.written(path: "/home/cook/t.md", mealName: "Teriyaki")), effects: [
            .show(.message("exported Teriyaki to /home/cook/t.md")),
        ])
        // A local failure is not retryable.
        store.send(.failed(.fileExists("/home/cook/t.md")), effects: [.show(.error(.fileExists("/home/cook/t.md")))])
    }

    @Test("export names the file a folder would take after the meal: .md or .json, no slash, no leading dot")
    func exportFileName() {
        let meal = F.meal("52772", "Teriyaki Chicken Casserole")
        var store = F.store(SessionState(openMeal: meal))
        store.send(.export(ExportRequest(path: "~/recipes")), effects: [
            .export(.write(path: "~/recipes", contents: RecipeExport.markdown(meal), replacing: false,
                       mealName: "Teriyaki Chicken Casserole", fileName: "Teriyaki Chicken Casserole.md")),
        ])
        store.send(.export(ExportRequest(path: "~/recipes", format: .json)), effects: [
            .export(.write(path: "~/recipes", contents: RecipeExport.json(meal), replacing: false,
                       mealName: "Teriyaki Chicken Casserole", fileName: "Teriyaki Chicken Casserole.json")),
        ])
        #expect(RecipeExport.fileName(for: F.meal("1", "../Salt/Pepper"), extension: "md") == "-Salt-Pepper.md")
        #expect(RecipeExport.fileName(for: F.meal("1", " ... "), extension: "md") == "recipe.md")
    }

    @Test("export n fetches a listed meal first, a favorite's saved recipe from the store, and explains mistakes")
    func exportByNumber() {
        let favoriteRecipe = F.meal("50002", "Meal 2")
        let favorite = Favorite(recipe: favoriteRecipe, source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(listing: F.listing(5), favorites: [favorite]))
        let request = ExportRequest(item: 3, path: "x.md")
        store.send(.export(request), effects: [.load(.meal(id: "50003", purpose: .export(request)))]) { $0.inFlight = .export(request) }
        let meal = F.meal("50003", "Meal 3")
        // Exporting does not open the meal.
        store.receive(.meal(meal, purpose: .export(request)), effects: [
            .export(.write(path: "x.md", contents: RecipeExport.markdown(meal), replacing: false, mealName: "Meal 3", fileName: "Meal 3.md")),
        ]) { $0.inFlight = nil }
        let second = ExportRequest(item: 2)
        store.send(.export(second), effects: [
            .load(.savedMeal(id: "50002", name: "Meal 2", purpose: .export(second))),
        ]) { $0.inFlight = .export(second) }
        store.receive(.meal(favoriteRecipe, purpose: .export(second)), effects: [
            .show(.document(RecipeExport.markdown(favoriteRecipe))),
        ]) { $0.inFlight = nil }
        store.send(.export(ExportRequest(item: 9)), effects: [.show(.error(.noItem(9, count: 5)))])
        let byID = ExportRequest(item: 52772)
        store.send(.export(byID), effects: [.load(.meal(id: "52772", purpose: .export(byID)))]) { $0.inFlight = .export(byID) }
        var empty = F.store()
        empty.send(.export(ExportRequest()), effects: [.show(.error(.nothingOpen))])
        empty.send(.export(ExportRequest(item: 1)), effects: [.show(.error(.noListing))])
    }
}

/// The runner's side of `export`, with an injected clock and files.
@Suite("Effect runner: export")
struct ExportRunnerTests {
    typealias F = SessionFixtures

    @Test("an export is written where the writer resolves it; an existing file needs --force")
    func export() async {
        let files = InMemoryFileWriter(files: ["/work/old.md": Data("old".utf8)], unwritable: ["/readonly"])
        let runner = F.runner(files: files)
        #expect(await runner.perform(.export(.write(path: "new.md", contents: "# x\n", replacing: false, mealName: "X", fileName: "X.md")))
            == [.export(.written(path: "/work/new.md", mealName: "X"))])
        #expect(await files.files["/work/new.md"] == Data("# x\n".utf8))
        #expect(await runner.perform(.export(.write(path: "old.md", contents: "new", replacing: false, mealName: "X", fileName: "X.md")))
            == [.failed(.fileExists("/work/old.md"))])
        #expect(await files.files["/work/old.md"] == Data("old".utf8))
        #expect(await runner.perform(.export(.write(path: "old.md", contents: "new", replacing: true, mealName: "X", fileName: "X.md")))
            == [.export(.written(path: "/work/old.md", mealName: "X"))])
        #expect(await runner.perform(.export(.write(path: "/readonly/x.md", contents: "x", replacing: false, mealName: "X", fileName: "X.md")))
            == [.failed(.exportFailed(path: "/readonly/x.md", reason: "Permission denied"))])
        #expect(await runner.perform(.export(.write(path: "~/x.md", contents: "x", replacing: false, mealName: "X", fileName: "X.md")))
            == [.export(.written(path: "/home/cook/x.md", mealName: "X"))])
    }

    @Test("an export to a folder is written inside it under the meal's name")
    func exportIntoAFolder() async {
        let files = InMemoryFileWriter(directories: ["/work/recipes"])
        let runner = F.runner(files: files)
        #expect(await runner.perform(.export(.write(path: "recipes", contents: "# x\n", replacing: false, mealName: "X", fileName: "X.md")))
            == [.export(.written(path: "/work/recipes/X.md", mealName: "X"))])
        #expect(await files.files["/work/recipes/X.md"] == Data("# x\n".utf8))
    }
}

/// What `export` shows.
@Suite("Screens: export")
struct ExportScreenTests {
    let catalog = OfflineCatalog()
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("export of 52772 is the golden Markdown: title, meta, table, numbered steps, links, attribution")
    func markdownGolden() async throws {
        let meal = try #require(try await catalog.meal(id: "52772"))
        let text = RecipeExport.markdown(meal)
        let url = ScreenRendererTests.goldenDirectory.appendingPathComponent("export-52772.md")
        if ProcessInfo.processInfo.environment["SOUS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)))
        #expect(text.hasSuffix("*Recipe data and images © their owners via TheMealDB*\n"))
    }

    @Test("Markdown from hostile text: no escapes, no broken table, no accidental headings")
    func markdownEscaping() {
        let meal = Recipe(
            id: "x1", name: "Pie \u{1B}[31m| *best*\u{202E}", category: "#1", instructions: "# not a heading\r\n- not a list",
            ingredients: [Ingredient(name: "a|b", measure: "1 <cup>")])
        let text = RecipeExport.markdown(meal)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(text.hasPrefix("# Pie | \\*best\\*\n") || text.hasPrefix("# Pie \\| \\*best\\*\n") || text.contains("\\*best\\*"))
        #expect(text.contains("| 1 \\<cup\\> | a\\|b |"))
        #expect(text.contains("*\\#1*"))
        #expect(text.contains("1. \\# not a heading\n2. \\- not a list\n"))
        #expect(!text.contains("TheMealDB: <"), "only TheMealDB's numeric ids get a link there")
    }

    @Test("JSON export is TheMealDB's record and reads back as the same meal")
    func json() async throws {
        let meal = try #require(try await catalog.meal(id: "52772"))
        let decoded = try JSONDecoder().decode(Recipe.self, from: Data(RecipeExport.json(meal).utf8))
        #expect(decoded == meal)
    }

    @Test("a printed document is sanitised line by line and keeps its blank lines")
    func document() {
        let lines = renderer.render(.document("# A\u{1B}]0;title\u{07}\n\nb\n")).map(\.plainText)
        #expect(lines == ["# A", "", "b"])
    }
}
