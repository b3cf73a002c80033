import Foundation
import Testing

/// Settings and the kitchen files across runs of the real binary: what one run saves, the next uses.
@Suite("Piped settings and persistence (real binary)", .serialized)
struct SettingsPipedTests {
    /// The numbered rows of the listings in `output`.
    private func rows(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.range(of: #"^ +\d+  "#, options: .regularExpression) != nil }
    }

    @Test("set page-size 5 pages by 5 now and in the next run")
    func pageSizePersists() throws {
        let home = try TemporaryHome()
        let first = try home.run(input: "set page-size 5\ncat Beef\n")
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdout.contains(" page-size 5: listings show 5 meals a page\n"))
        #expect(first.stdout.contains(" Beef · 75 meals · page 1/15\n"))
        #expect(rows(first.stdout).count == 5)

        let second = try home.run(input: "cat Beef\nnext\n")
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stdout.contains(" Beef · 75 meals · page 1/15\n"))
        #expect(second.stdout.contains(" Beef · 75 meals · page 2/15\n"))
        #expect(rows(second.stdout).count == 10)
        let config = try String(contentsOf: home.config.appendingPathComponent("sous/config.json"), encoding: .utf8)
        #expect(config.contains(#""page-size" : 5"#))

        let third = try home.run(input: "set page-size default\ncat Beef\n")
        #expect(third.stdout.contains(" Beef · 75 meals · page 1/8\n"))
    }

    @Test("set alone lists the settings; mistakes go to stderr, one line each")
    func listAndMistakes() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "set units metric\nset\nset page-size 0\nset colr on\nset pager maybe\nset pager\n")
        #expect(run.status == 1)
        #expect(run.stdout.contains(" Settings · set <key> <value> changes one, set <key> default resets it\n"))
        #expect(run.stdout.contains("   units                metric     original   metric, us or original\n"))
        #expect(run.stdout.contains("   source               auto       auto       auto, live or offline  ¹²\n"), "--source offline is given")
        #expect(run.stdout.contains(" pager is on (default on; on or off)\n"))
        #expect(run.stderr.split(separator: "\n").map(String.init) == [
            "line 3: page-size is 5–100 (got 0)",
            "line 4: no setting 'colr'. Did you mean color?",
            "line 5: pager is on or off (got 'maybe')",
        ])
    }

    @Test("shop add in one run, shop in the next; pantry add likewise")
    func kitchenFilesPersist() throws {
        let home = try TemporaryHome()
        let first = try home.run(input: "cat Beef\nopen 3\nshop add\nshop check 1\npantry add eggs, flour\n")
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let second = try home.run(input: "shop\npantry\n")
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.stdout.contains(" Shopping list · 1 meal · 11 items · 1 ticked off"))
        // Item 1 is the first of the first aisle: produce.
        #expect(second.stdout.contains(" produce\n    1  ✓ garlic "))
        #expect(second.stdout.contains(" Pantry · 2 items"))
        #expect(second.stdout.contains("eggs"))
        let data = home.data.appendingPathComponent("sous")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("shopping.json").path))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("pantry.json").path))

        let third = try home.run(input: "shop clear\npantry clear\n")
        #expect(third.status == 0)
        let fourth = try home.run(input: "shop\n")
        #expect(fourth.stdout.contains("the shopping list is empty"))
    }

    @Test("a corrupt config.json is moved aside with a one-line notice, and the run goes on")
    func corruptConfig() throws {
        let home = try TemporaryHome()
        let directory = home.config.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("config.json")
        try Data(#"{"version": 1, "page-size": 5, "pager": "sometimes""#.utf8).write(to: path)

        let run = try home.run(input: "cat Beef\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stdout.contains("config.json"), "a notice is not data: stderr")
        let notices = run.stderr.split(separator: "\n").filter { $0.contains("config.json") }
        #expect(notices.count == 1)
        #expect(notices.first?.contains("was damaged: moved it to \(path.path).corrupt-") == true)
        #expect(notices.first?.contains("recovered 1 entry") == true)
        #expect(run.stdout.contains(" Beef · 75 meals · page 1/15\n"), "the page size that parsed is kept")
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("config.json.corrupt-") }
        #expect(aside.count == 1)

        let again = try home.run(input: "cat Beef\n")
        #expect(!again.stdout.contains("damaged"))
    }

    @Test("the source setting is the default when --source is not given; color always colours a pipe, --color never wins")
    func sourceAndColor() throws {
        let home = try TemporaryHome()
        _ = try home.run(input: "set source offline\nset color always\n")
        // Nothing listens on port 9: only the offline catalogue can answer.
        let offline = try home.run(shell: "printf 'cat Beef\\n' | SOUS_API_BASE=http://127.0.0.1:9 \"$SOUS\"")
        #expect(offline.status == 0, "stderr: \(offline.stderr)")
        #expect(offline.stdout.contains("Beef"))
        #expect(!offline.stdout.contains("unreachable"), "auto would have tried the live API first")
        #expect(offline.stdout.contains("\u{1B}["), "color always")
        let plain = try home.run(arguments: ["--color", "never"], input: "cat Beef\n")
        #expect(!plain.stdout.contains("\u{1B}["))
        let turnedOff = try home.run(input: "set color never\ncat Beef\n")
        #expect(turnedOff.stdout.contains(" Beef · 75 meals"))
        #expect(!turnedOff.stdout.contains("\u{1B}["), "felt at once, from its own confirmation on")
    }

    @Test("Edamam's key is saved privately and never shown back, not even when mistyped")
    func secretKey() throws {
        let home = try TemporaryHome()
        let secret = "k3y-\(UUID().uuidString.prefix(8))"
        let run = try home.run(input: "set edamam.app_key \(secret)\nset edamam.app_key\nset\nset edamam.app_key \(secret) extra\n")
        #expect(run.stdout.contains("edamam.app_key ••••"))
        #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr == "line 4: edamam.app_key is a key (never shown) (got something else)\n")
        let config = home.config.appendingPathComponent("sous/config.json")
        #expect(try String(contentsOf: config, encoding: .utf8).contains(secret), "saved for --source edamam")
        let mode = try FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("a mistyped line setting Edamam's key never prints the key back, as text or as JSON")
    func mistypedKey() throws {
        let home = try TemporaryHome()
        let secret = "k3y-\(UUID().uuidString.prefix(8))"
        let input = "set edamam.app_key=\(secret)\nset edamam.app_keyx \(secret)\nset edamam.\(secret) x\n"
        for arguments in [[], ["--json"]] {
            let run = try home.run(arguments: arguments, input: input)
            #expect(run.status == 1)
            #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret), "\(run.stdout)\(run.stderr)")
            #expect((run.stdout + run.stderr).contains("no such Edamam setting"), "\(run.stdout)\(run.stderr)")
        }
    }
}
