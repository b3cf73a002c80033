import Foundation
import SousTestSupport
import Testing

/// `import` and `cookbook` through the real binary, piped: pages served by a local server, the
/// Cooklang files they become in the data directory, and the recipes opened, shopped and cooked.
@Suite("Piped session: import and cookbook (real binary)", .serialized)
struct CookbookPipedTests {
    static func page(_ name: String) -> String {
        """
        <!doctype html><html><head><title>\(name) | a blog</title>
        <script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "\(name)", "recipeYield": "4",
         "recipeIngredient": ["500 g tomatoes", "1 onion", "2 tbsp olive oil"],
         "recipeInstructions": [{"@type": "HowToStep", "text": "Fry the onion in the olive oil."},
                                {"@type": "HowToStep", "text": "Add the tomatoes and simmer for 20 minutes."}]}
        </script></head><body><h1>\(name)</h1></body></html>
        """
    }

    private var cookbook: (TemporaryHome) -> URL { { $0.data.appendingPathComponent("sous/cookbook") } }

    @Test("import a page, list the cookbook, open it, shop for it; --json prints the recipe document")
    func importAndCook() async throws {
        let server = try await PageTestServer.start()
        defer { server.stop() }
        try server.write(Self.page("Tomato Soup"), as: "soup.html")
        let home = try TemporaryHome()
        let run = try home.run(input: "import \(server.url("pages/soup.html").absoluteString)\ncookbook\nopen 1\nshop add\nshop\nsteps\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("saved to your cookbook as Tomato Soup.cook"))
        #expect(run.stdout.contains(" Tomato Soup · id Tomato Soup.cook"), "import shows the recipe as open does")
        #expect(run.stdout.contains(" Cookbook · 1 meal · page 1/1\n   1  Tomato Soup\n"))
        #expect(run.stdout.contains("+ Tomato Soup on the shopping list (1 meal, 3 items)"))
        #expect(run.stdout.contains("500 g"))
        #expect(run.stdout.contains(" Tomato Soup · step 1/2"))
        let file = cookbook(home).appendingPathComponent("Tomato Soup.cook")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: Tomato Soup\n"))
        #expect(text.contains("@tomatoes{500%g}"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: cookbook(home).path)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)

        let json = try home.run(arguments: ["--json", "-c", "import \(server.url("pages/soup.html").absoluteString)"])
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        #expect(document["kind"] as? String == "recipe")
        #expect(document["name"] as? String == "Tomato Soup")
    }

    @Test("a second import of the same page keeps the first file and says where the new one went")
    func noOverwrite() async throws {
        let server = try await PageTestServer.start()
        defer { server.stop() }
        try server.write(Self.page("Tomato Soup"), as: "soup.html")
        let home = try TemporaryHome()
        let url = server.url("pages/soup.html").absoluteString
        _ = try home.run(arguments: ["-c", "import \(url)"])
        let file = cookbook(home).appendingPathComponent("Tomato Soup.cook")
        try "Simmer the @tomatoes{1%kg}.\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try home.run(arguments: ["-c", "import \(url); cookbook"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Tomato Soup.cook is already in your cookbook: this one is saved as Tomato Soup 2.cook"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "Simmer the @tomatoes{1%kg}.\n", "the user's edit is kept")
        #expect(run.stdout.contains(" Cookbook · 2 meals"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cookbook(home).path).sorted() == ["Tomato Soup 2.cook", "Tomato Soup.cook"])
    }

    @Test("a page without recipe data, a hostile title, a javascript: link, a broken file: one line each, nothing outside the folder")
    func hostile() async throws {
        let server = try await PageTestServer.start()
        defer { server.stop() }
        try server.write("<html><body><p>Just a story about soup.</p></body></html>", as: "story.html")
        try server.write(Self.page("../../.bashrc"), as: "hostile.html")
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["-c", "import \(server.url("pages/story.html").absoluteString); "
            + "import \(server.url("pages/hostile.html").absoluteString); import javascript:alert(1)"])
        #expect(run.status != 0)
        let errors = run.stderr.split(separator: "\n").filter { !$0.contains("saved to your cookbook") }
        #expect(errors.count == 2, "\(run.stderr)")
        #expect(errors.first?.contains("no recipe data on this page") == true)
        #expect(errors.first?.contains("import <file.cook>") == true, "it says what to do instead")
        #expect(errors.last?.contains("not a web address: javascript:alert(1)") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cookbook(home).path) == ["bashrc.cook"])
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent(".bashrc").path))

        try "Mix @flour{200%g and bake.\n".write(to: cookbook(home).appendingPathComponent("Broken.cook"), atomically: true, encoding: .utf8)
        let listed = try home.run(arguments: ["-c", "cookbook"])
        #expect(listed.stderr.contains("Broken.cook:1:"), "the broken file named with line and column: \(listed.stderr)")
        #expect(listed.stdout.contains("   1  ../../.bashrc\n"), "the others still load")
    }

    @Test("a saved page and a Cooklang file import from disk; a file of another kind is refused in one line")
    func importFiles() throws {
        let home = try TemporaryHome()
        let page = home.root.appendingPathComponent("soup.html")
        try Self.page("Garden Soup").write(to: page, atomically: true, encoding: .utf8)
        let cook = home.root.appendingPathComponent("pie.cook")
        try "---\ntitle: Pear Pie\n---\nBake the @pears{4} for ~{40%minutes}.\n".write(to: cook, atomically: true, encoding: .utf8)
        let notes = home.root.appendingPathComponent("notes.txt")
        try "just notes".write(to: notes, atomically: true, encoding: .utf8)
        let run = try home.run(arguments: ["-c", "import \(page.path); import \(cook.path); import \(notes.path); import \(home.root.path)/recipes-typo; cookbook"])
        #expect(run.stderr.contains("saved to your cookbook as Garden Soup.cook"))
        #expect(run.stderr.contains("saved to your cookbook as Pear Pie.cook"))
        #expect(run.stderr.contains("notes.txt is neither a web page (.html) nor a Cooklang file (.cook): not imported"))
        #expect(run.stderr.contains("there is no file or folder \(home.root.path)/recipes-typo: nothing imported"))
        #expect(run.stdout.contains("   1  Garden Soup\n   2  Pear Pie\n"))
        let search = try home.run(arguments: ["-c", "search pear; open 1"])
        #expect(search.status == 0, "stderr: \(search.stderr)")
        #expect(search.stdout.contains("  Pear Pie · your cookbook\n"), "\(search.stdout)")
        #expect(search.stdout.contains(" Pear Pie · id Pear Pie.cook"))
    }

    @Test("starting and leaving never opens the cookbook folder", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func notOpenedAtStart() throws {
        let home = try TemporaryHome()
        try FileManager.default.createDirectory(at: cookbook(home), withIntermediateDirectories: true)
        let quit = try home.run(shell: "strace -f -qq -e trace=openat,open,stat,lstat,newfstatat,statx -o /dev/stdout \"$SOUS\" -c quit")
        #expect(quit.status == 0, "stderr: \(quit.stderr)")
        #expect(quit.stdout.contains("openat"), "strace traced the run")
        #expect(!quit.stdout.contains("sous/cookbook"), "\(quit.stdout)")
    }
}

/// `new`, `edit` and `import <folder>` where there is no terminal.
@Suite("Piped session: cookbook folders and editing (real binary)", .serialized)
struct CookbookFolderPipedTests {
    @Test("new and edit need a terminal: one line each, through a pipe and with -c")
    func needsTerminal() throws {
        let home = try TemporaryHome()
        let piped = try home.run(input: "new\nedit 1\n", environment: ["EDITOR": "/bin/false"])
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("line 1: new needs a terminal: it opens your editor (not through a pipe or -c)"), "\(piped.stderr)")
        let command = try home.run(arguments: ["-c", "new Soup"])
        #expect(command.status == 1)
        #expect(command.stderr == "line 1: new needs a terminal: it opens your editor (not through a pipe or -c)\n")
    }

    @Test("import <folder> with ~: every page and Cooklang file, a summary with each skip's reason, no progress on a pipe")
    func folder() throws {
        let home = try TemporaryHome()
        let folder = home.root.appendingPathComponent("home/Downloads")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("old"), withIntermediateDirectories: true)
        try CookbookPipedTests.page("Tomato Soup").write(to: folder.appendingPathComponent("soup.html"), atomically: true, encoding: .utf8)
        try "<html><body>hello</body></html>".write(to: folder.appendingPathComponent("about.htm"), atomically: true, encoding: .utf8)
        try "---\ntitle: Pancakes\n---\nMix @flour{200%g}.\n".write(to: folder.appendingPathComponent("pancakes.cook"), atomically: true, encoding: .utf8)
        try "Mix @flour{200%g.\n".write(to: folder.appendingPathComponent("broken.cook"), atomically: true, encoding: .utf8)
        try "x".write(to: folder.appendingPathComponent("old/old.cook"), atomically: true, encoding: .utf8)
        let run = try home.run(input: "import ~/Downloads\nimport ~/Downloads\ncookbook\n", environment: ["HOME": home.root.appendingPathComponent("home").path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("""
             imported 2, skipped 2; type cookbook to see them
               skipped about.htm: no recipe data
               skipped broken.cook: line 1, column 11:
            """), "\(run.stdout)")
        #expect(run.stdout.contains(" imported 0, skipped 4\n"))
        #expect(run.stdout.contains("   1  Pancakes\n   2  Tomato Soup\n"))
        #expect(!run.stdout.contains("\r") && !run.stderr.contains("importing"), "no progress line on a pipe")
    }
}
