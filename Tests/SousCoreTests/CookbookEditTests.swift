import Foundation
@testable import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// `new`, `edit`, `import <folder>` and `set cookbook`: what the runner does with the files (an
/// in-memory file system, an editor that types as a user would) and what the session shows and asks.
@Suite("Cookbook editing")
struct CookbookEditTests {
    static let folder = "/sous/cookbook"

    private func runner(_ fileSystem: InMemoryFileSystem, editor: any RecipeEditing) -> EffectRunner {
        EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                     hostServices: HostServices(cookbook: Cookbook(directory: URL(fileURLWithPath: Self.folder), fileSystem: fileSystem),
                                                editor: editor))
    }

    /// An editor that replaces the file's text with what `change` makes of it.
    private func editor(_ fileSystem: InMemoryFileSystem, _ change: @escaping @Sendable (String) -> String) -> ClosureEditor {
        ClosureEditor { path in
            let cookbook = Cookbook(directory: URL(fileURLWithPath: Self.folder), fileSystem: fileSystem)
            let text = (try? cookbook.readData(path, shownAs: path).get()).map { String(decoding: $0, as: UTF8.self) } ?? ""
            try? AtomicFileWriter(fileSystem: fileSystem).write(Data(change(text).utf8), to: path, replacing: true)
            return .closed
        }
    }

    private func files(_ fileSystem: InMemoryFileSystem) -> [String] {
        ((try? fileSystem.contentsOfDirectory(at: Self.folder)) ?? []).sorted()
    }

    private func write(_ text: String, to path: String, in fileSystem: InMemoryFileSystem) throws {
        try XDGDirectories.createDirectory(at: URL(fileURLWithPath: path.deletingLastPathComponent), fileSystem: fileSystem)
        try AtomicFileWriter(fileSystem: fileSystem).write(Data(text.utf8), to: path, replacing: true)
    }

    @Test("new: the recipe typed is saved under its title, never over a file of that name, and nothing else is left")
    func newSaved() async throws {
        let fileSystem = InMemoryFileSystem()
        try write("Boil @water{1%l}.\n", to: Self.folder + "/Lentil Soup.cook", in: fileSystem)
        let typing = editor(fileSystem) {
            $0.replacingOccurrences(of: "title: \n", with: "title: Lentil Soup\n") + "Simmer @red lentils{200%g} for ~{20%minutes}.\n"
        }
        let answer = try await runner(fileSystem, editor: typing).load(.cookbook(.write(title: nil)))
        guard case .cookbook(.edited(let draft, .saved(let recipe, "Lentil Soup 2.cook", "Lentil Soup.cook"), nil)) = answer else {
            Issue.record("\(answer)"); return
        }
        #expect(draft.kind == .new)
        #expect(recipe.name == "Lentil Soup" && recipe.ingredients.map(\.name) == ["red lentils"])
        #expect(files(fileSystem) == ["Lentil Soup 2.cook", "Lentil Soup.cook"], "the draft is gone, the first file kept")
        let first = try Cookbook(directory: URL(fileURLWithPath: Self.folder), fileSystem: fileSystem)
            .readData(Self.folder + "/Lentil Soup.cook", shownAs: "").get()
        #expect(String(decoding: first, as: UTF8.self) == "Boil @water{1%l}.\n")
    }

    @Test("new: an unchanged or emptied template saves nothing and leaves no draft")
    func newUnchanged() async throws {
        let changes: [@Sendable (String) -> String] = [{ $0 }, { _ in "  \n" }]
        for change in changes {
            let fileSystem = InMemoryFileSystem()
            let answer = try await runner(fileSystem, editor: editor(fileSystem, change)).load(.cookbook(.write(title: "Soup")))
            guard case .cookbook(.edited(_, .unchanged, nil)) = answer else { Issue.record("\(answer)"); continue }
            #expect(files(fileSystem).isEmpty)
        }
        var store = SessionTestStore()
        store.receive(.cookbook(.edited(CookbookDraft(path: ".draft-1.cook", kind: .new, original: ""), .unchanged, copiedAs: nil)),
                      effects: [.show(.message("nothing saved: the template was not changed"))])
    }

    @Test("new with an error: shown with line and column, the next line answers; Enter reopens, n keeps the draft named as one")
    func newWithError() async throws {
        let fileSystem = InMemoryFileSystem()
        let broken = editor(fileSystem) { $0.replacingOccurrences(of: "title: \n", with: "title: Pea Soup\n") + "Cook @peas{300%g for 10 minutes.\n" }
        let runner = runner(fileSystem, editor: broken)
        let answer = try await runner.load(.cookbook(.write(title: nil)))
        guard case .cookbook(.edited(let draft, .invalid(let errors), nil)) = answer else { Issue.record("\(answer)"); return }
        #expect(errors.count == 1 && errors[0].hasPrefix("draft:11:11: error:"), "\(errors)")

        var store = SessionTestStore()
        store.receive(.cookbook(.edited(draft, .invalid(errors), copiedAs: nil)), effects: [
            .show(.message(errors[0])),
            .show(.message("Enter or y opens the editor again to fix it; n keeps the file as it is")),
        ]) { $0.editing = draft }
        #expect(store.state.prompt == "reopen the editor? [Y/n] ")
        #expect(ReopenAnswer.parse("") == true && ReopenAnswer.parse("Y") == true && ReopenAnswer.parse("no") == false)
        #expect(ReopenAnswer.parse("cookbook") == nil)
        store.send(.editorAnswer(reopen: false), effects: [.load(.cookbook(.keep(draft)))]) {
            $0.editing = nil
            $0.inFlight = .editorAnswer(reopen: false)
        }

        let kept = try await runner.load(.cookbook(.keep(draft)))
        #expect(kept == .cookbook(.kept(draft, path: Self.folder + "/Pea Soup (draft).cook")))
        #expect(files(fileSystem) == ["Pea Soup (draft).cook"])
        let contents = Cookbook(directory: URL(fileURLWithPath: Self.folder), fileSystem: fileSystem).contents()
        #expect(contents.problems.first?.hasPrefix("Pea Soup (draft).cook:11:11:") == true, "cookbook names it until fixed")
        #expect(CookbookNames.entries(named: "pea soup (draft)", among: contents.entries, brokenPaths: contents.brokenPaths)
            .map(\.path) == ["Pea Soup (draft).cook"], "edit <name> still finds it")
    }

    @Test("edit <name> and open <name> find the same recipes: a title, a file's name, the one title a name begins; several are listed to choose from")
    func sameLookupAsOpen() async throws {
        let fileSystem = InMemoryFileSystem()
        try write("---\ntitle: Pea Soup\n---\nSimmer the @peas{500%g}.\n", to: Self.folder + "/Dinner/Pea Soup.cook", in: fileSystem)
        try write("---\ntitle: Pea Stew\n---\nStew the @peas{1%kg}.\n", to: Self.folder + "/Stew.cook", in: fileSystem)
        try write("Mix @flour{200%g and bake.\n", to: Self.folder + "/Broken Bread.cook", in: fileSystem)
        let cookbook = Cookbook(directory: URL(fileURLWithPath: Self.folder), fileSystem: fileSystem)
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                                  hostServices: HostServices(cookbook: cookbook, cookbookIndex: CookbookIndex(cacheDirectory: nil),
                                                             editor: editor(fileSystem) { $0 }))
        for (name, paths) in [("PEA SOUP", ["Dinner/Pea Soup.cook"]), ("stew", ["Stew.cook"]), ("Pea St", ["Stew.cook"]),
                              ("pea", ["Stew.cook", "Dinner/Pea Soup.cook"]), ("Risotto", [])] {
            #expect(runner.cookbookRecipes(named: name).map(\.path) == paths, "open \(name)")
            let contents = cookbook.contents()
            #expect(CookbookNames.entries(named: name, among: contents.entries, brokenPaths: contents.brokenPaths).map(\.path) == paths,
                    "edit \(name)")
        }
        let broken = try await runner.load(.cookbook(.edit(.named("broken bread"))))
        guard case .cookbook(.edited(let draft, .unchanged, nil)) = broken else { Issue.record("\(broken)"); return }
        #expect(draft.path == "Broken Bread.cook", "a file with an error is still found to be fixed")
        await #expect(throws: SousError.ambiguousName(.meal, "pea", candidates: ["Pea Stew", "Dinner / Pea Soup"])) {
            _ = try await runner.load(.cookbook(.edit(.named("pea"))))
        }
    }

    @Test("edit: a cookbook file is changed in place; a recipe from elsewhere is copied in as Cooklang first")
    func editing() async throws {
        let fileSystem = InMemoryFileSystem()
        try write("---\ntitle: Pie\n---\nBake the @apples{3}.\n", to: Self.folder + "/Pie.cook", in: fileSystem)
        let runner = runner(fileSystem, editor: editor(fileSystem) { $0.replacingOccurrences(of: "apples", with: "pears") })
        let answer = try await runner.load(.cookbook(.edit(.named("pie"))))
        guard case .cookbook(.edited(let draft, .saved(let pie, "Pie.cook", nil), nil)) = answer else { Issue.record("\(answer)"); return }
        #expect(draft.kind == .inPlace && pie.ingredients.map(\.name) == ["pears"])
        #expect(files(fileSystem) == ["Pie.cook"])

        let soup = Recipe(id: "52772", name: "Teriyaki Chicken", origin: RecipeOrigin(source: .mealdb),
                          ingredients: [Ingredient(name: "apples", measure: "2")], steps: [RecipeStep("Slice the apples.")])
        let copied = try await runner.load(.cookbook(.edit(.copy(soup))))
        guard case .cookbook(.edited(_, .saved(let saved, "Teriyaki Chicken.cook", nil), "Teriyaki Chicken.cook")) = copied else {
            Issue.record("\(copied)"); return
        }
        #expect(saved.id == "Teriyaki Chicken.cook")
        #expect(saved.ingredients.map(\.name) == ["pears"])
    }

    @Test("edit of the open TheMealDB recipe asks for a copy; of a listed cookbook recipe, its file")
    func editRouting() throws {
        let meal = Recipe(id: "52772", name: "Teriyaki Chicken", origin: RecipeOrigin(source: .mealdb))
        var store = SessionTestStore(SessionState(openMeal: meal))
        store.send(.edit(nil), effects: [.load(.cookbook(.edit(.copy(meal))))]) { $0.inFlight = .edit(nil) }
        let listing = Listing(source: .cookbook, items: [MealSummary(id: "Dinner/Risotto.cook", name: "Dinner / Risotto")], pageSize: 10)
        var cookbook = SessionTestStore(SessionState(listing: listing))
        cookbook.send(.edit(.number(1)), effects: [.load(.cookbook(.edit(.file("Dinner/Risotto.cook"))))]) { $0.inFlight = .edit(.number(1)) }
        #expect(try CommandParser.parse("new Lentil soup")?.get() == .newRecipe("Lentil soup"))
        #expect(try CommandParser.parse("edit 2")?.get() == .edit(.number(2)))
    }

    @Test("with no terminal new and edit fail in one line before touching the cookbook")
    func noTerminal() async {
        let fileSystem = InMemoryFileSystem()
        let runner = runner(fileSystem, editor: NoTerminalEditor())
        #expect(await runner.perform(.load(.cookbook(.write(title: nil)))) == [.failed(.cookbook(.needsTerminal("new")))])
        #expect(await runner.perform(.load(.cookbook(.edit(.named("pie"))))) == [.failed(.cookbook(.needsTerminal("edit")))])
        #expect(files(fileSystem).isEmpty)
        #expect(SousError.cookbook(.needsTerminal("new")).message == "new needs a terminal: it opens your editor (not through a pipe or -c)")
    }

    @Test("import <folder>: each page and Cooklang file once, subfolders left alone, every skip with its reason")
    func folder() async throws {
        let fileSystem = InMemoryFileSystem()
        let downloads = "/home/downloads"
        try write("---\ntitle: Pancakes\n---\nMix @flour{200%g}.\n", to: downloads + "/pancakes.cook", in: fileSystem)
        try write("---\ntitle: Pancakes\n---\nMix @flour{250%g}.\n", to: downloads + "/pancakes-again.cook", in: fileSystem)
        try write("Mix @flour{200%g and stir.\n", to: downloads + "/broken.cook", in: fileSystem)
        try write("<html><body><p>hello</p></body></html>", to: downloads + "/notes.html", in: fileSystem)
        try write("hello", to: downloads + "/notes.txt", in: fileSystem)
        try write("Boil @eggs{2}.\n", to: downloads + "/sub/eggs.cook", in: fileSystem)
        let runner = runner(fileSystem, editor: NoTerminalEditor())
        let answer = try await runner.load(.cookbook(.importing(.file(downloads))))
        let expected = FolderImport(folder: downloads, imported: ["Pancakes.cook"], skipped: [
            .init(file: "broken.cook", reason: "line 1, column 11: the `{` of this ingredient is never closed by `}` on its line"),
            .init(file: "notes.html", reason: "no recipe data"),
            .init(file: "pancakes.cook", reason: "Pancakes is already in your cookbook"),
        ])
        #expect(answer == .cookbook(.importedFolder(expected)))
        #expect(files(fileSystem) == ["Pancakes.cook"])
        let again = try await runner.load(.cookbook(.importing(.file(downloads))))
        guard case .cookbook(.importedFolder(let report)) = again else { Issue.record("\(again)"); return }
        #expect(report.imported.isEmpty && report.skipped.count == 4, "importing again adds nothing twice")

        var store = SessionTestStore()
        store.receive(.cookbook(.importedFolder(expected)), effects: [
            .show(.message("imported 1, skipped 3; type cookbook to see them")),
            .show(.message("  skipped broken.cook: line 1, column 11: the `{` of this ingredient is never closed by `}` on its line")),
            .show(.message("  skipped notes.html: no recipe data")),
            .show(.message("  skipped pancakes.cook: Pancakes is already in your cookbook")),
        ])
    }

    @Test("set cookbook: a missing folder refused in one line, made with --create, used at once, its aisle.conf taken")
    func chooseFolder() async throws {
        let fileSystem = InMemoryFileSystem()
        let runner = runner(fileSystem, editor: NoTerminalEditor())
        let missing = await runner.perform(.load(.cookbook(.useFolder("/recipes", create: false))))
        #expect(missing == [.failed(.cookbook(.file(.noSuchFolder("/recipes"))))])
        #expect(try CommandParser.parse("set cookbook ~/recipes --create")?.get() == .settings(.change(.cookbook, to: "~/recipes --create")))
        var store = SessionTestStore()
        store.send(.settings(.change(.cookbook, to: "~/recipes --create")), effects: [.load(.cookbook(.useFolder("~/recipes", create: true)))]) {
            $0.inFlight = .settings(.change(.cookbook, to: "~/recipes --create"))
        }
        try write("[produce]\nolive oil\n", to: "/recipes/config/aisle.conf", in: fileSystem)
        try write("Toss the @lettuce{1}.\n", to: "/recipes/Lunch/Salad.cook", in: fileSystem)
        let chosen = try await runner.load(.cookbook(.useFolder("/recipes", create: false)))
        guard case .cookbook(.folderChosen("/recipes", false, let aisles?, nil)) = chosen else { Issue.record("\(chosen)"); return }
        #expect(runner.hostServices.cookbook.directory?.path == "/recipes")
        let listed = try await runner.load(.cookbook(.contents))
        #expect(listed == .cookbook(.contents(CookbookContents(entries: [CookbookEntry(path: "Lunch/Salad.cook", name: "Salad", group: "Lunch")]))))
        var chosenStore = SessionTestStore()
        chosenStore.receive(.cookbook(.folderChosen("/recipes", created: false, aisles: aisles, problem: nil)), effects: [
            .settings(.save(.cookbook, "/recipes")),
            .show(.message("cookbook /recipes: cookbook lists it; shop follows its config/aisle.conf")),
        ]) {
            $0.settings.set(.cookbook, to: "/recipes")
            $0.cookbookAisles = aisles
            $0.aisles = AisleMap.builtIn.overridden(by: aisles)
        }
    }
}

extension CookbookEditTests {
    @Test("set cookbook says where the cookbook is, the default said as such")
    func showFolder() {
        var store = SessionTestStore()
        store.send(.settings(.show(.cookbook)),
                   effects: [.show(.message("cookbook is cookbook/ in the data folder (the default): set cookbook <folder> chooses another"))])
    }
}
