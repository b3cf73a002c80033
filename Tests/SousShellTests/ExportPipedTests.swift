import Foundation
import Testing

/// `export` through the real binary: Markdown and JSON as the screen shows them, files written,
/// replaced only with `--force` and never through a link; `export --cooklang`, `export x.cook` and
/// `export --schema`, and the files they write imported again with `import`: the same recipe comes back.
@Suite("Piped sessions: export (real binary)", .serialized)
struct ExportPipedTests {
    /// The recipe document a `--json` run prints.
    private static func recipe(_ run: TemporaryHome.Run) throws -> [String: Any] {
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let documents = try run.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        return try #require(documents.first { $0["kind"] as? String == "recipe" })
    }

    /// Each ingredient as the kitchen reads it: food, amount, top of a range, unit; sorted.
    private static func readings(_ document: [String: Any]) -> [String] {
        let ingredients = document["ingredients"] as? [[String: Any]] ?? []
        return ingredients.map { ingredient in
            let quantity = ingredient["quantity"] as? [String: Any]
            return [ingredient["food"] as? String ?? "?", "\(quantity?["amount"] ?? "-")", "\(quantity?["upTo"] ?? "-")",
                    quantity?["unit"] as? String ?? "-"].joined(separator: " | ")
        }.sorted()
    }

    /// The steps' words, without the amounts a Cooklang recipe's steps show after what they use
    /// ("the soy sauce (540 ml)"): `import` keeps a recipe as Cooklang, which writes them out.
    private static func stepTexts(_ document: [String: Any]) -> [String] {
        (document["steps"] as? [[String: Any]] ?? []).map { step in
            (step["text"] as? String ?? "").replacing(/\ \([0-9½¼¾⅓⅔][^)]*\)/, with: "")
        }
    }

    @Test("export --cooklang at ×3 in metric, then import: the same amounts, units, foods and steps; no overwrite")
    func cooklangRoundTrip() throws {
        let home = try TemporaryHome()
        let file = home.root.appendingPathComponent("teriyaki.cook").path
        let shown = try Self.recipe(try home.run(arguments: ["--json", "-c", "set units metric; open 52772 x3; export --cooklang \(file)"]))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: Teriyaki Chicken Casserole\n"))
        #expect(text.contains("@soy sauce{540%ml}"), "the amount on screen, marked where a step names it")
        let again = try Self.recipe(try home.run(arguments: ["--json", "-c", "import \(file)"]))
        #expect(again["name"] as? String == "Teriyaki Chicken Casserole")
        #expect(Self.readings(again) == Self.readings(shown))
        #expect(Self.stepTexts(again) == Self.stepTexts(shown))

        let twice = try home.run(arguments: ["-c", "open 52772; export \(file)"])
        #expect(twice.status == 1)
        #expect(twice.stderr == "line 2: \(file) already exists: add --force to replace it\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "the first export is kept")
    }

    @Test("export --schema into a page, then import it: the same recipe; a folder takes <Meal Name>.jsonld")
    func schemaRoundTrip() throws {
        let home = try TemporaryHome()
        let page = home.root.appendingPathComponent("teriyaki.html").path
        let shown = try Self.recipe(try home.run(arguments: ["--json", "-c", "open 52772 x2; export --schema \(page)"]))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"<script type="application/ld+json">"#) && html.contains(#""@type" : "HowToStep""#))
        let again = try Self.recipe(try home.run(arguments: ["--json", "-c", "import \(page)"]))
        #expect(again["name"] as? String == shown["name"] as? String)
        #expect(Self.readings(again) == Self.readings(shown))
        #expect(Self.stepTexts(again) == Self.stepTexts(shown))
        #expect((again["yield"] as? [String: Any])?["amount"] as? Double == (shown["yield"] as? [String: Any])?["amount"] as? Double)

        let printed = try home.run(arguments: ["-c", "open 52772; export --schema; export --cooklang \(home.root.path)"])
        #expect(printed.status == 0, "stderr: \(printed.stderr)")
        let start = try #require(printed.stdout.range(of: "{\n  \"@context\" : \"https://schema.org\""))
        let end = try #require(printed.stdout.range(of: "\n}\n", range: start.lowerBound..<printed.stdout.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(printed.stdout[start.lowerBound..<end.upperBound].utf8)) as? [String: Any]
        #expect(json?["totalTime"] == nil && (json?["recipeIngredient"] as? [String])?.contains("3/4 cup soy sauce") == true)
        #expect(FileManager.default.fileExists(atPath: home.root.appendingPathComponent("Teriyaki Chicken Casserole.cook").path))
    }

    @Test("a link or a FIFO named for an export is refused in one line, and left as it was")
    func refusesLinksAndFIFOs() throws {
        let home = try TemporaryHome()
        let target = home.root.appendingPathComponent("target.txt")
        try "keep me\n".write(to: target, atomically: true, encoding: .utf8)
        let link = home.root.appendingPathComponent("link.cook").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        let fifo = home.root.appendingPathComponent("pipe.jsonld").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try home.run(arguments: ["-c", "open 52772; export \(link) --force; export \(fifo) --force"])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n")
        #expect(errors.count == 2, "\(run.stderr)")
        #expect(errors.first?.hasPrefix("line 2: ") == true && errors.last?.hasPrefix("line 3: ") == true)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
    }

    @Test("export writes what the screen shows: the scale and the units in force, in Markdown and in JSON")
    func exportShowsTheScreen() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["-c", "set units metric; open 52772 x3; export; export --json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("   540 ml      soy sauce"), "the screen")
        #expect(run.stdout.contains("*scaled ×3 · metric units*\n"))
        #expect(run.stdout.contains("| 540 ml | soy sauce |"), "the Markdown says what the screen says, not 3/4 cup")
        #expect(!run.stdout.contains("| 3/4 cup | soy sauce |"))
        #expect(run.stdout.contains("\"measure\" : \"540 ml\""), "the JSON too")
        #expect(run.stdout.contains("\"scale\" : 3") && run.stdout.contains("\"units\" : \"metric\""))
    }

    @Test("export 1 prints Markdown; export 1 <file> writes it; again without --force is refused")
    func export() throws {
        let home = try TemporaryHome()
        // The search reads A to Z: Honey Teriyaki Salmon, then Teriyaki Chicken Casserole.
        let printed = try home.run(input: "search teriyaki\nexport 2\n")
        #expect(printed.status == 0, "stderr: \(printed.stderr)")
        #expect(printed.stdout.contains("# Teriyaki Chicken Casserole\n\n*Chicken · Japanese · tags: Meat, Casserole*\n"))
        #expect(printed.stdout.contains("| 3/4 cup | soy sauce |"))
        #expect(printed.stdout.hasSuffix("*Recipe data and images © their owners via TheMealDB*\n"))

        let file = home.root.appendingPathComponent("x.md").path
        let written = try home.run(input: "search teriyaki\nexport 2 \(file)\nexport 2 \(file)\nexport 2 \(file) --force\n")
        #expect(written.stdout.contains(" exported Teriyaki Chicken Casserole to \(file)\n"))
        #expect(written.stderr == "line 3: \(file) already exists: add --force to replace it\n")
        #expect(written.status == 1)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/golden/export-52772.md")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == (try String(contentsOf: golden, encoding: .utf8)))

        let json = try home.run(arguments: ["-c", "open 52772; export --json"])
        #expect(json.stdout.contains("\"id\" : \"52772\""), "sous's own recipe JSON")
        #expect(json.stdout.contains("\"source\" : \"mealdb\""))
        let nowhere = try home.run(arguments: ["-c", "open 52772; export \(home.root.path)/missing/x.md"])
        #expect(nowhere.stderr == "line 2: cannot write \(home.root.path)/missing/x.md: No such file or directory\n")
        let nothing = try home.run(arguments: ["-c", "export"])
        #expect(nothing.stderr == "line 1: no meal is open: open one first (open 3), or give its number\n")
    }

    @Test("export --force replaces only a regular file, keeping its mode; links and FIFOs are refused in one line")
    func exportReplacesOnlyRegularFiles() throws {
        let home = try TemporaryHome()
        let folder = home.root.appendingPathComponent("out")
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        _ = files.createFile(atPath: path("private.md"), contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o600])
        _ = files.createFile(atPath: path("target.md"), contents: Data("kept\n".utf8))
        try files.createSymbolicLink(atPath: path("link.md"), withDestinationPath: "target.md")
        // What `export 1 /dev/null --force` did as root, proved on a link to the device and on a FIFO.
        try files.createSymbolicLink(atPath: path("null"), withDestinationPath: "/dev/null")
        #expect(mkfifo(path("fifo"), 0o600) == 0)
        let exports = ["private.md", "link.md", "null", "fifo"].map { "export \(path($0)) --force" }
        let run = try home.run(arguments: ["-c", (["open 52772"] + exports).joined(separator: "; ")])
        #expect(run.stdout.contains(" exported Teriyaki Chicken Casserole to \(path("private.md"))\n"))
        #expect(run.stderr.split(separator: "\n").map(String.init) == [
            "line 3: \(path("link.md")) is a symbolic link: export neither writes through a link nor replaces one",
            "line 4: \(path("null")) is a symbolic link: export neither writes through a link nor replaces one",
            "line 5: \(path("fifo")) is not a regular file (a device, FIFO or socket): export replaces only a regular file",
        ], "\(run.stderr)")
        #expect(try files.attributesOfItem(atPath: path("private.md"))[.posixPermissions] as? Int == 0o600, "0600 stays 0600")
        #expect(try String(contentsOfFile: path("private.md"), encoding: .utf8).hasPrefix("# Teriyaki Chicken Casserole"))
        #expect(try files.destinationOfSymbolicLink(atPath: path("link.md")) == "target.md")
        #expect(try files.destinationOfSymbolicLink(atPath: path("null")) == "/dev/null")
        #expect(try String(contentsOfFile: path("target.md"), encoding: .utf8) == "kept\n", "not written through")
        #expect(Set(try files.contentsOfDirectory(atPath: folder.path)) == ["private.md", "target.md", "link.md", "null", "fifo"])
    }

    @Test("export <a number sous cannot use> says no item and writes nothing; a 200 × é name is cut by bytes")
    func exportNumbersAndLongNames() throws {
        let home = try TemporaryHome()
        let folder = home.root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let long = String(repeating: "é", count: 200)
        let words = ["9223372036854775808", "nan", "1e308", "½"]
        let script = (["cat Beef"] + words.map { "export \($0)" } + ["open 52772", "export \(long).md"]).joined(separator: "; ")
        let run = try home.run(shell: "cd '\(folder.path)' && \"$SOUS\" --source offline -c '\(script)'")
        #expect(run.stderr.split(separator: "\n").map(String.init) == words.enumerated().map {
            "line \($0.offset + 2): no item \($0.element) here: for a file of that name, type ./\($0.element)"
        }, "\(run.stderr)")
        let cut = String(repeating: "é", count: 110) + ".md"
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [cut])
        #expect(run.stdout.hasSuffix(" exported Teriyaki Chicken Casserole to \(folder.path)/\(cut)\n"), "\(run.stdout.suffix(300))")
    }
}
