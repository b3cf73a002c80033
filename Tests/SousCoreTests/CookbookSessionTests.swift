import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// `cookbook` and `import`: what the session asks for and shows, and what the runner reads and saves
/// (an in-memory file system, a fake page fetcher).
@Suite("Cookbook and import")
struct CookbookSessionTests {
    static let page = URL(string: "https://example.com/soup")!
    static let soup = Recipe(
        id: "https://example.com/soup", name: "Tomato Soup", origin: RecipeOrigin(source: .web, url: page),
        ingredients: [Ingredient(name: "tomatoes", measure: "500 g")], steps: [RecipeStep("Simmer the tomatoes.")])

    private func runner(_ fileSystem: InMemoryFileSystem, recipe: Recipe = soup) -> EffectRunner {
        let fetcher = ClosureWebRecipeFetcher { url throws(WebPageError) in
            if url.path == "/plain" { throw .noRecipe }
            var found = recipe
            found.origin.url = url
            return found
        }
        return EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                            hostServices: HostServices(cookbook: Cookbook(directory: URL(fileURLWithPath: "/sous/cookbook"), fileSystem: fileSystem),
                                                       webRecipes: fetcher))
    }

    private func write(_ text: String, to path: String, in fileSystem: InMemoryFileSystem) throws {
        let folder = path.deletingLastPathComponent
        try XDGDirectories.createDirectory(at: URL(fileURLWithPath: folder), fileSystem: fileSystem)
        try AtomicFileWriter(fileSystem: fileSystem).write(Data(text.utf8), to: path, replacing: true)
    }

    @Test("import takes http and https addresses and file paths; other schemes are refused in one line")
    func parsing() throws {
        #expect(try CommandParser.parse("import https://example.com/soup")?.get() == .importRecipe(.url(Self.page)))
        #expect(try CommandParser.parse("import saved/pie.html")?.get() == .importRecipe(.file("saved/pie.html")))
        #expect(try CommandParser.parse("cookbook")?.get() == .cookbook)
        for hostile in ["javascript:alert(1)", "file:///etc/passwd", "ftp://example.com/x"] {
            guard case .failure(let error)? = CommandParser.parse("import \(hostile)") else { Issue.record("\(hostile)"); continue }
            #expect(error.message.hasPrefix("not a web address"), "\(hostile)")
        }
        guard case .failure(let missing)? = CommandParser.parse("import") else { Issue.record("import alone"); return }
        #expect(missing == .missingArgument(usage: "import <url|path>"))
    }

    @Test("cookbook asks for the folder; its recipes become a listing with groups, each broken file a notice")
    func listing() {
        var store = SessionTestStore()
        store.send(.cookbook, effects: [.load(.cookbook(.contents))]) { $0.inFlight = .cookbook }
        let contents = CookbookContents(
            entries: [CookbookEntry(path: "Pie.cook", name: "Apple Pie"),
                      CookbookEntry(path: "Dinner/Risotto.cook", name: "Risotto", group: "Dinner")],
            problems: ["Broken.cook:2:5: error: `{` is never closed by `}`"])
        let items = [MealSummary(id: "Pie.cook", name: "Apple Pie"), MealSummary(id: "Dinner/Risotto.cook", name: "Dinner / Risotto")]
        let listing = Listing(source: .cookbook, items: items, pageSize: 10)
        store.receive(.cookbook(.contents(contents)), effects: [
            .show(.notice("Broken.cook:2:5: error: `{` is never closed by `}`")),
            .show(.listing(listing, favoriteIDs: [])),
        ]) {
            $0.listing = listing
            $0.inFlight = nil
        }
        store.send(.open(.number(2)), effects: [.load(.meal(id: "Dinner/Risotto.cook", purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(2)) }
    }

    @Test("opening the open cookbook recipe again reads its file again (it may have been edited); another source's is not fetched again")
    func reopening() {
        for (id, reads) in [("Soup.cook", true), ("52772", false)] {
            var recipe = Self.soup
            recipe.id = id
            let listing = Listing(source: .cookbook, items: [MealSummary(id: id, name: "Tomato Soup")], pageSize: 10)
            var store = SessionTestStore(SessionState(listing: listing, openMeal: recipe))
            if reads {
                store.send(.open(.number(1)), effects: [.load(.meal(id: id, purpose: .recipe(.open)))]) { $0.inFlight = .open(.number(1)) }
            } else {
                store.send(.open(.number(1)), effects: [.show(.recipe(recipe, isFavorite: false))])
            }
        }
    }

    @Test("an empty cookbook says how to fill it")
    func empty() {
        var store = SessionTestStore()
        store.receive(.cookbook(.contents(CookbookContents())),
                      effects: [.show(.message("your cookbook is empty: import <url> adds a recipe from a web page"))])
    }

    @Test("an imported recipe is said saved (or saved under another name) and opened")
    func imported() {
        var store = SessionTestStore()
        store.send(.importRecipe(.url(Self.page)), effects: [.load(.cookbook(.importing(.url(Self.page))))]) {
            $0.inFlight = .importRecipe(.url(Self.page))
        }
        var saved = Self.soup
        saved.id = "Tomato Soup 2.cook"
        store.receive(.cookbook(.imported(saved, fileName: "Tomato Soup 2.cook", taken: "Tomato Soup.cook")), effects: [
            .show(.notice("Tomato Soup.cook is already in your cookbook: this one is saved as Tomato Soup 2.cook")),
            .show(.recipe(saved, isFavorite: false)),
        ]) {
            $0.openMeal = saved
            $0.inFlight = nil
        }
    }

    @Test("a page with no recipe data fails in one line that says what to do instead")
    func noRecipe() async {
        let events = await runner(InMemoryFileSystem()).perform(.load(.cookbook(.importing(.url(URL(string: "https://example.com/plain")!)))))
        #expect(events == [.failed(.cookbook(.page(.noRecipe)))])
        #expect(SousError.cookbook(.page(.noRecipe)).message.contains("type import <file.cook>"))
    }

    @Test("import saves a Cooklang file 0600 in a 0700 folder, never over another, and answers the saved recipe")
    func saving() async throws {
        let fileSystem = InMemoryFileSystem()
        let runner = runner(fileSystem)
        let first = try await runner.load(.cookbook(.importing(.url(Self.page))))
        guard case .cookbook(.imported(let recipe, "Tomato Soup.cook", nil)) = first else { Issue.record("\(first)"); return }
        #expect(recipe.id == "Tomato Soup.cook" && recipe.origin.source == .cookbook && recipe.name == "Tomato Soup")
        #expect(recipe.ingredients.map(\.name) == ["tomatoes"])
        #expect(try fileSystem.status(ofItemAt: "/sous/cookbook", followingSymlink: false)?.permissions == 0o700)
        #expect(try fileSystem.status(ofItemAt: "/sous/cookbook/Tomato Soup.cook", followingSymlink: false)?.permissions == 0o600)
        let original = try Cookbook(directory: URL(fileURLWithPath: "/sous/cookbook"), fileSystem: fileSystem)
            .readData("/sous/cookbook/Tomato Soup.cook", shownAs: "").get()
        let second = try await runner.load(.cookbook(.importing(.url(Self.page))))
        #expect(second == .cookbook(.imported(
            Recipe(cooklang: CooklangParser.parse(String(decoding: original, as: UTF8.self)), path: "Tomato Soup 2.cook"),
            fileName: "Tomato Soup 2.cook", taken: "Tomato Soup.cook")))
        let after = try Cookbook(directory: URL(fileURLWithPath: "/sous/cookbook"), fileSystem: fileSystem)
            .readData("/sous/cookbook/Tomato Soup.cook", shownAs: "").get()
        #expect(after == original, "the first file is left as it was")
    }

    @Test("a hostile title becomes a harmless name inside the folder", arguments: [
        ("../../.bashrc", "bashrc.cook"), ("/etc/passwd", "etc passwd.cook"), ("...", "Recipe.cook"),
        ("Soup\u{1B}[31m\u{202E}red", "Soup [31mred.cook"), ("a\nb\tc", "a b c.cook"),
    ])
    func hostileTitles(title: String, expected: String) async throws {
        let fileSystem = InMemoryFileSystem()
        var recipe = Self.soup
        recipe.name = title
        let answer = try await runner(fileSystem, recipe: recipe).load(.cookbook(.importing(.url(Self.page))))
        guard case .cookbook(.imported(_, let fileName, nil)) = answer else { Issue.record("\(answer)"); return }
        #expect(fileName == expected)
        #expect(try fileSystem.contentsOfDirectory(at: "/sous/cookbook") == [expected])
    }

    @Test("the cookbook is read afresh: groups from subfolders, a broken file named with line and column, an edit seen")
    func readingAfresh() async throws {
        let fileSystem = InMemoryFileSystem()
        let runner = runner(fileSystem)
        try write("---\ntitle: Risotto\n---\nStir the @rice{300%g}.\n", to: "/sous/cookbook/Dinner/Risotto.cook", in: fileSystem)
        try write("Mix @flour{200%g and bake.\n", to: "/sous/cookbook/Broken.cook", in: fileSystem)
        try write("Bake the @apples{3}.\n", to: "/sous/cookbook/Pie.cook", in: fileSystem)
        try write("not a recipe", to: "/sous/cookbook/notes.txt", in: fileSystem)
        let answer = try await runner.load(.cookbook(.contents))
        guard case .cookbook(.contents(let contents)) = answer else { Issue.record("\(answer)"); return }
        #expect(contents.entries == [CookbookEntry(path: "Pie.cook", name: "Pie"),
                                     CookbookEntry(path: "Dinner/Risotto.cook", name: "Risotto", group: "Dinner")])
        #expect(contents.problems.count == 1)
        #expect(contents.problems.first?.hasPrefix("Broken.cook:1:") == true)

        try write("Bake the @pears{4}.\n", to: "/sous/cookbook/Pie.cook", in: fileSystem)
        let reopened = try await runner.load(.meal(id: "Pie.cook", purpose: .recipe(.open)))
        guard case .meal(let pie, .recipe(.open)) = reopened else { Issue.record("\(reopened)"); return }
        #expect(pie.ingredients.map(\.name) == ["pears"])
        let shopped = try await runner.load(.shopping(.meals(ids: ["Dinner/Risotto.cook"], saved: [])))
        guard case .shopping(.meals(let meals)) = shopped else { Issue.record("\(shopped)"); return }
        #expect(meals.map(\.name) == ["Risotto"])
        #expect(await runner.perform(.load(.meal(id: "Broken.cook", purpose: .recipe(.open)))).first.map {
            if case .failed(.cookbook(.file(.invalid(let line)))) = $0 { line.hasPrefix("Broken.cook:1:") } else { false }
        } == true)
        #expect(await runner.perform(.load(.meal(id: "../outside.cook", purpose: .recipe(.open)))) == [.failed(.cookbook(.file(.missing("../outside.cook"))))])
    }
}
