import Foundation
import Testing

/// Pictures through the real binary: `img` without a terminal, and saved picture addresses sous will not use.
@Suite("Piped sessions: pictures (real binary)", .serialized)
struct PicturesPipedTests {
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
}
