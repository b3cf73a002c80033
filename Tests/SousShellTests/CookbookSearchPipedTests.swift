import Foundation
import SousTestSupport
import Testing

/// `search`, `open <name>`, `fav` and `favs` on the user's own Cooklang files, through the real binary:
/// what is printed (text and --json), the index kept in the cache folder, and edits made between runs.
@Suite("Piped session: cookbook search and favorites (real binary)", .serialized)
struct CookbookSearchPipedTests {
    let home: TemporaryHome
    var cookbook: URL { home.data.appendingPathComponent("sous/cookbook") }
    var index: URL { home.cache.appendingPathComponent("sous/cookbook-index") }

    init() throws {
        home = try TemporaryHome()
        try write("---\ntitle: Roast Chicken\ntags: [sunday, quick]\n---\nRub the @chicken{1} with @lemon{1} and @thyme{2%sprigs}.\n",
                  to: "Dinner/Roast Chicken.cook")
        try write("---\ntitle: Risotto\n---\nStir the @arborio rice{300%g} into the @vegetable stock{1%l}.\n", to: "Risotto.cook")
        try write("Simmer the @rice{100%g} in @milk{1%l}.\n", to: "Rice Pudding.cook")
    }

    func write(_ text: String, to path: String) throws {
        let url = cookbook.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test("search finds the cookbook's recipes by title, ingredient and tag beside the catalogue's, marked as yours")
    func search() throws {
        let run = try home.run(arguments: ["-c", "search chicken lemon; search quick; search rice"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(" \"chicken lemon\" · 1 meal · page 1/1\n   1  Roast Chicken · your cookbook, with lemon\n"), "\(run.stdout)")
        #expect(run.stdout.contains("Quick gazpacho\n"), "the catalogue's answers are there too")
        #expect(run.stdout.contains("Roast Chicken · your cookbook, tagged quick\n"))
        #expect(run.stdout.contains("Rice Pudding · your cookbook\n"))
        #expect(run.stdout.contains("Risotto · your cookbook, with arborio rice\n"))
        #expect(FileManager.default.fileExists(atPath: index.path), "the index is kept in the cache folder")

        let json = try home.run(arguments: ["--json", "-c", "search chicken lemon"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["id"] as? String == "Dinner/Roast Chicken.cook")
        #expect(items.first?["detail"] as? String == "your cookbook, with lemon")
    }

    @Test("a file edited, added or removed between runs is seen by the next search; a damaged index is rebuilt")
    func followsTheFolder() throws {
        _ = try home.run(arguments: ["-c", "search chicken"])
        try write("---\ntitle: Roast Chicken\n---\nRub the @chicken{1} with @lime{1}.\n", to: "Dinner/Roast Chicken.cook")
        try write("Fry the @chicken{2} wings with @lemon{1}.\n", to: "Wings.cook")
        let edited = try home.run(arguments: ["-c", "search chicken lemon; search lime"])
        #expect(edited.stdout.contains(" \"chicken lemon\" · 1 meal · page 1/1\n   1  Wings · your cookbook, with chicken and lemon\n"), "\(edited.stdout)")
        #expect(edited.stdout.contains("Roast Chicken · your cookbook, with lime\n"))
        try FileManager.default.removeItem(at: cookbook.appendingPathComponent("Wings.cook"))
        try Data([0, 1, 2, 0xFF]).write(to: index)
        let removed = try home.run(arguments: ["-c", "search chicken lemon"])
        #expect((removed.stdout + removed.stderr).contains("no meals found for \"chicken lemon\""), "\(removed.stdout)")
        let rebuilt = try String(contentsOf: index, encoding: .utf8)
        #expect(rebuilt.hasPrefix("sous cookbook index 1\t"))
        #expect(rebuilt.split(separator: "\n").count == 4, "the header and the three recipes: \(rebuilt)")
    }

    @Test("on Edamam: the cookbook's matches first, marked as yours; with Edamam failing or unreachable, still listed, the failure in one line")
    func besideEdamam() async throws {
        let server = try await EdamamTestServer.start()
        defer { server.stop() }
        let environment = EdamamPipedTests.environment(server)
        let run = try home.run(arguments: ["--source", "edamam", "-c", "search chicken"], environment: environment)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("   1  Roast Chicken · your cookbook\n   2  "), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").count > 4, "Edamam's answers follow: \(run.stdout)")
        #expect(run.stderr.isEmpty)

        try await server.fault("500", times: 3)
        let failing = try home.run(arguments: ["--source", "edamam", "-c", "search chicken lemon"], environment: environment)
        #expect(failing.stdout.contains(" \"chicken lemon\" · 1 meal · page 1/1\n   1  Roast Chicken · your cookbook, with lemon\n"),
                "\(failing.stdout)")
        #expect(failing.status == 0, "the cookbook answered")
        #expect(failing.stderr == "sous: Edamam answered with HTTP 500: type retry in a moment · only your cookbook's recipes are listed\n",
                "one line, a notice: \(failing.stderr)")

        var offline = environment
        offline["SOUS_EDAMAM_BASE"] = "http://127.0.0.1:9/"
        let unreachable = try home.run(arguments: ["--source", "edamam", "-c", "search roast"], environment: offline)
        #expect(unreachable.stdout.contains("   1  Roast Chicken · your cookbook\n"), "\(unreachable.stdout) \(unreachable.stderr)")
        let line = (unreachable.stdout + unreachable.stderr).split(separator: "\n").filter { $0.contains("Edamam cannot be reached") }
        #expect(line.count == 1 && line[0].hasSuffix(": type retry · only your cookbook's recipes are listed"), "\(line)")
        let nothing = try home.run(arguments: ["--source", "edamam", "-c", "search vesuvio"], environment: offline)
        #expect(nothing.status == 1 && nothing.stderr.hasPrefix("line 1: Edamam cannot be reached"), "nothing of the cookbook: the failure as before")
    }

    @Test("open <name> opens a cookbook recipe by the beginning of its title; several are named in one line")
    func openByName() throws {
        let run = try home.run(arguments: ["-c", "open roast; open ri"])
        #expect(run.stdout.contains(" Roast Chicken · id Dinner/Roast Chicken.cook\n"), "\(run.stdout)")
        #expect(run.stderr.split(separator: "\n").map(String.init) == ["line 2: 'ri' could be more than one meal: Rice Pudding, Risotto"])
    }

    @Test("fav keeps a cookbook recipe for good, favs lists it, open reads the file as it is now, a deleted file is one line")
    func favorites() throws {
        let saved = try home.run(arguments: ["-c", "open roast; fav"])
        #expect(saved.status == 0, "stderr: \(saved.stderr)")
        #expect(saved.stdout.contains("★ Roast Chicken saved to favorites (it opens from its file, Dinner/Roast Chicken.cook)"))
        let recipes = home.data.appendingPathComponent("sous/recipes")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: recipes.path)) ?? []).isEmpty, "no copy of the recipe is kept")

        try write("---\ntitle: Roast Chicken\n---\nRub the @chicken{1} with @lime{1}.\n", to: "Dinner/Roast Chicken.cook")
        let listed = try home.run(arguments: ["-c", "favs; open 1"])
        #expect(listed.stdout.contains(" Favorites · 1 meal · page 1/1\n   1  Roast Chicken · your cookbook\n"), "\(listed.stdout)")
        #expect(listed.stdout.contains("lime"), "the file as it is now")

        try FileManager.default.removeItem(at: cookbook.appendingPathComponent("Dinner/Roast Chicken.cook"))
        let gone = try home.run(arguments: ["-c", "favs; open 1"])
        #expect(gone.stderr.split(separator: "\n").map(String.init) == [
            "line 2: Roast Chicken is a favorite, but its file Dinner/Roast Chicken.cook is no longer in your cookbook (unfav removes it)",
        ])
        let removed = try home.run(arguments: ["-c", "favs; unfav 1"])
        #expect(removed.stdout.contains("☆ Roast Chicken removed from favorites"), "\(removed.stdout) \(removed.stderr)")
    }
}
