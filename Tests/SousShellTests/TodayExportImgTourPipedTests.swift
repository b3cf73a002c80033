import Foundation
import Testing

/// `today`, `export`, `img` and the tour through the real binary, as a script would use them.
@Suite("Piped sessions: today, export, img, tour (real binary)", .serialized)
struct TodayExportImgTourPipedTests {
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

    @Test("a favorite whose saved picture address is file: (edited, or from a server) has no picture: never shown, linked or exported")
    func fileThumbnailIsRefused() throws {
        let home = try TemporaryHome()
        #expect(try home.run(arguments: ["-c", "open 52772; fav"]).status == 0)
        let folder = home.data.appendingPathComponent("sous")
        for file in [folder.appendingPathComponent("favorites.json"), folder.appendingPathComponent("recipes/52772.json")] {
            let text = try String(contentsOf: file, encoding: .utf8)
            let edited = text.replacingOccurrences(of: #"https:[^"]*\.jpg"#, with: "file:///etc/passwd", options: .regularExpression)
            #expect(edited != text, "the address was in \(file.lastPathComponent)")
            try edited.write(to: file, atomically: true, encoding: .utf8)
        }
        let run = try home.run(arguments: ["-c", "favs; img 1; open 1; export"])
        #expect(!run.stdout.contains("passwd") && !run.stderr.contains("passwd"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr == "line 2: Teriyaki Chicken Casserole has no picture\n")
        let json = try home.run(arguments: ["--json", "-c", "favs; open 1"])
        #expect(!json.stdout.contains("passwd") && json.stdout.contains(#""kind":"recipe""#))
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
