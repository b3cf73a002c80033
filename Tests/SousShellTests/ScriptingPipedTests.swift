import Foundation
import Testing

/// What a script reads from sous: stdout is the answers only (notices about the source or the files go
/// to stderr, as a JSON line there with `--json`), and every error names its line, whether the
/// commands come through a pipe, with `-c`, or as JSON.
@Suite("Scripting: stdout is data, errors name their line (real binary)", .serialized)
struct ScriptingPipedTests {
    /// A base nothing listens on: `--source auto` falls back to the offline catalogue at once.
    static let closed = ["--source", "auto", "--api-base", "http://127.0.0.1:9/api/json/v1/1/"]
    static let fallback = "TheMealDB unreachable: using the offline catalogue (552 meals, Nov 2025)"

    private static func object(_ line: Substring) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }

    @Test("the README's jq example works offline: the recipe is the first line, the fallback is on stderr as JSON")
    func jsonRecipeFirst() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: Self.closed + ["--json", "-c", "open 52772"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1, "one document: \(run.stdout.prefix(200))")
        let recipe = try #require(lines.first.flatMap(Self.object))
        #expect(recipe["kind"] as? String == "recipe")
        #expect((recipe["ingredients"] as? [Any])?.isEmpty == false)
        let notice = try #require(run.stderr.split(separator: "\n").first.flatMap(Self.object), "stderr: \(run.stderr)")
        #expect(notice["kind"] as? String == "notice")
        #expect(notice["text"] as? String == Self.fallback)
    }

    @Test("through a pipe in text, the fallback notice goes to stderr and stdout starts with the answer")
    func textNoticeOnStderr() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: Self.closed, input: "open 52772\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix(" Teriyaki Chicken Casserole · id 52772\n"))
        #expect(!run.stdout.contains("unreachable"))
        #expect(run.stderr == "sous: \(Self.fallback)\n")
    }

    @Test("a storage warning (a damaged file moved aside) goes to stderr, in text and in JSON")
    func storageWarningOnStderr() throws {
        let home = try TemporaryHome()
        let folder = home.data.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let favorites = folder.appendingPathComponent("favorites.json")
        try Data("{ not json".utf8).write(to: favorites)
        let json = try home.run(arguments: ["--json", "-c", "favs"])
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let first = try #require(json.stdout.split(separator: "\n").first.flatMap(Self.object))
        #expect(first["kind"] as? String == "message", "the answer first: \(json.stdout.prefix(200))")
        #expect((first["text"] as? String)?.hasPrefix("no favorites yet") == true)
        let notice = try #require(json.stderr.split(separator: "\n").first.flatMap(Self.object), "stderr: \(json.stderr)")
        #expect(notice["kind"] as? String == "notice")
        #expect((notice["text"] as? String)?.contains("favorites.json") == true)

        try Data("{ not json".utf8).write(to: favorites)
        let text = try home.run(arguments: ["-c", "favs"])
        #expect(text.stdout.hasPrefix(" no favorites yet"), "the answer first: \(text.stdout.prefix(200))")
        #expect(!text.stdout.contains("favorites.json"))
        #expect(text.stderr.hasPrefix("sous: ") && text.stderr.contains("favorites.json"), "stderr: \(text.stderr)")
    }

    @Test("-c names the failing command's place as pipes and --json do: line 2: …")
    func commandLineErrorsNameTheirPlace() throws {
        let home = try TemporaryHome()
        let dashC = try home.run(arguments: ["-c", "cats; serach pie"])
        #expect(dashC.status == 1)
        #expect(dashC.stderr == "line 2: unknown command 'serach'. Did you mean search?\n")

        let piped = try home.run(input: "cats\nserach pie\n")
        #expect(piped.status == 1)
        #expect(piped.stderr == dashC.stderr, "a pipe says the same")

        let json = try home.run(arguments: ["--json", "-c", "cats; serach pie"])
        #expect(json.status == 1)
        let error = try #require(json.stdout.split(separator: "\n").last.flatMap(Self.object)?["error"] as? [String: Any])
        #expect(error["line"] as? Int == 2)
        #expect(error["message"] as? String == "unknown command 'serach'. Did you mean search?")
    }

    @Test("timers in --json is one structured document, like the other kinds")
    func timersAsJSON() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--json", "-c", "timer 25m rice; timer 90s; timers"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let documents = run.stdout.split(separator: "\n").compactMap(Self.object)
        let timers = try #require(documents.last)
        #expect(timers["kind"] as? String == "timers")
        let items = try #require(timers["items"] as? [[String: Any]])
        #expect(items.count == 2)
        // Each with the number it got when it started (rice 1, the 90 s 2), as timer cancel takes it.
        #expect(items.map { $0["number"] as? Int } == [2, 1])
        #expect(items[0]["label"] is NSNull && items[0]["duration"] as? Int == 90, "soonest first")
        #expect(items[1]["label"] as? String == "rice" && items[1]["duration"] as? Int == 1_500)
        let remaining = try #require(items[1]["remaining"] as? Int)
        #expect((1_400...1_500).contains(remaining))
        #expect((items[1]["ends"] as? String)?.hasSuffix("Z") == true, "ISO 8601, UTC")
        #expect(!run.stdout.contains("still running"), "the end-of-input notice is on stderr")
    }
}
