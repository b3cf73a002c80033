import Foundation
import Testing

/// `export --cooklang`, `export x.cook` and `export --schema` through the real binary, and the files
/// they write imported again with `import`: the same recipe comes back.
@Suite("Piped sessions: export to Cooklang and schema.org (real binary)", .serialized)
struct ExportFormatsPipedTests {
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
}
