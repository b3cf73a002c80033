import Foundation
import Testing

/// `today`, `export`, `img` and the tour through the real binary, as a script would use them.
@Suite("Piped sessions: today, export, img, tour (real binary)", .serialized)
struct ExtrasPipedTests {
    @Test("today lists the meal of the day first, marked, and open 1 opens it")
    func today() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "today\nopen 1\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix(" Today · "))
        #expect(lines[1].hasPrefix("   1  ") && lines[1].hasSuffix("  ☀ meal of the day"))
        let pick = String(lines[1].dropFirst(6).dropLast("  ☀ meal of the day".count))
        #expect(lines.contains { $0.hasPrefix(" \(pick) · id ") }, "open 1 shows the meal of the day's recipe")
        #expect(try home.run(input: "today\n").stdout == (try home.run(input: "today\n").stdout), "stable between runs")
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

    @Test("img without a terminal prints the address, or the kept file's path for a favorite")
    func image() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "open 52772\nimg\nfav\n")
        #expect(run.stdout.contains("\nhttps://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg/small\n"))
        #expect(!run.stdout.contains("\u{1B}"))
        // A favorite whose picture was kept (copied in, as a download would) shows its path, offline.
        let images = home.data.appendingPathComponent("sous/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/images/quadrants-16x16.jpg")
        try FileManager.default.copyItem(at: fixture, to: images.appendingPathComponent("52772.jpg"))
        let kept = try home.run(arguments: ["-c", "favs; img 1"])
        #expect(kept.stdout.hasSuffix("\n\(images.path)/52772.jpg\n"))
        let colored = try home.run(arguments: ["--color", "always", "-c", "favs; img 1"], environment: ["TERM": "xterm-256color"])
        #expect(colored.stdout.contains("▀"), "with colour the kept picture is drawn, no network needed")
    }

    @Test("the tour shows only when asked for through a pipe, and leaves no marker")
    func tour() throws {
        let home = try TemporaryHome()
        let quiet = try home.run(input: "quit\n")
        #expect(!quiet.stdout.contains("Welcome to sous"))
        #expect(!FileManager.default.fileExists(atPath: home.config.appendingPathComponent("sous/seen-tour").path))
        let asked = try home.run(input: "tour\n")
        #expect(asked.stdout.hasPrefix(" Welcome to sous\n"))
        #expect(asked.stdout.contains("\(home.data.path)/sous"))
    }
}
