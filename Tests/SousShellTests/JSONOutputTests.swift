import Foundation
import Testing

/// `--json` through the real binary, as a script reads it: every line one JSON document, each with
/// its kind (or an error with its line), the exit status as in text mode.
@Suite("JSON output (real binary)", .serialized)
struct JSONOutputTests {
    /// Each stdout line parsed as a JSON object; a line that is not one fails the test.
    private static func documents(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { line in
            let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if parsed == nil { Issue.record("not a JSON object: \(line.prefix(120))", sourceLocation: sourceLocation) }
            return parsed
        }
    }

    @Test("every command kind gives one JSON document a line, with its kind")
    func everyKind() throws {
        let home = try TemporaryHome()
        let commands = [
            "categories", "areas", "ingredients chi", "cat bee", "next", "open 3", "open 3 x2", "fav", "favs",
            "shop add", "shop", "pantry add eggs, milk", "pantry", "cook", "with eggs", "today", "history", "set",
            "help open", "export", "search pie",
        ]
        let run = try home.run(arguments: ["--source", "offline", "--json", "-c", commands.joined(separator: "; ")])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        let documents = Self.documents(run.stdout)
        let kinds = documents.compactMap { $0["kind"] as? String }
        for kind in ["categories", "areas", "ingredients", "listing", "recipe", "message", "shopping", "pantry",
                     "today", "settings", "help", "document"] {
            #expect(kinds.contains(kind), "a \(kind) document")
        }
        #expect(!run.stdout.contains("\u{1B}"), "no colour in JSON")
        #expect(!run.stdout.contains("shows a recipe"), "no hints in JSON")

        let beef = try #require(documents.first { $0["kind"] as? String == "listing" })
        #expect(beef["title"] as? String == "Beef")
        #expect(beef["count"] as? Int == 75)
        #expect(beef["pages"] as? Int == 8)
        let items = try #require(beef["items"] as? [[String: Any]])
        #expect(items.count == 10)
        #expect(items[2]["name"] as? String == "Arepa pelua")
        #expect(items[2]["number"] as? Int == 3)

        let recipes = documents.filter { $0["kind"] as? String == "recipe" }
        #expect(recipes.count == 2)
        let scaled = try #require(recipes.last)
        #expect(scaled["scale"] as? Double == 2)
        let ingredients = try #require(scaled["ingredients"] as? [[String: Any]])
        let beefLine = try #require(ingredients.first { $0["name"] as? String == "Beef" })
        #expect(beefLine["measure"] as? String == "1 kg", "500g doubled")
        let quantity = try #require(beefLine["quantity"] as? [String: Any])
        #expect(quantity["amount"] as? Double == 1)
        #expect(quantity["unit"] as? String == "kg")
        let steps = try #require(scaled["steps"] as? [[String: Any]])
        #expect((steps.first?["text"] as? String)?.hasPrefix("Cook the meat") == true)
        #expect(steps.allSatisfy { $0.keys.contains("section") }, "each step says its section, null when none")
        #expect(beefLine["food"] as? String == "beef")
        #expect(ingredients.allSatisfy { $0.keys.contains("note") && $0.keys.contains("group") })
        #expect((scaled["origin"] as? [String: Any])?["reference"] as? String == scaled["id"].map { "mealdb:\($0)" })
    }

    @Test("categories numbers them A to Z with meal counts, and cat 3 opens the third, in JSON as in text")
    func categoryNumbers() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline", "--json", "-c", "categories; cat 3"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let documents = Self.documents(run.stdout)
        let items = try #require(documents.first?["items"] as? [[String: Any]])
        let names = items.compactMap { $0["name"] as? String }
        #expect(names == names.sorted() && names.count == 14)
        #expect(items[2]["number"] as? Int == 3)
        #expect(items[2]["meals"] as? Int == 60)
        #expect(documents.last?["title"] as? String == names[2])
        let text = try home.run(arguments: ["--source", "offline", "-c", "cat 3"])
        #expect(text.stdout.hasPrefix(" \(names[2]) · 60 meals · page 1/6"), "cat 3 without categories first")
    }

    @Test("shop then shop remove 1 takes off the list's first meal, not the listing's; the shopping document numbers its meals")
    func shopNumbers() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline", "--json", "-c",
                                           "search curry; shop add 2 1; search pie; shop; shop remove 1; shop"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lists = Self.documents(run.stdout).filter { $0["kind"] as? String == "shopping" }
        #expect(lists.count == 2)
        let before = try #require(lists.first?["meals"] as? [[String: Any]])
        #expect(before.compactMap { $0["number"] as? Int } == [1, 2])
        let first = try #require(before.first?["name"] as? String)
        let after = try #require(lists.last?["meals"] as? [[String: Any]])
        #expect(after.compactMap { $0["name"] as? String } == [try #require(before.last?["name"] as? String)],
                "\(first) went, whatever the pie listing numbers 1")
    }

    @Test("errors are JSON objects with the line (or -c command) they came from; the exit status is 1")
    func errors() throws {
        let home = try TemporaryHome()
        let piped = try home.run(arguments: ["--source", "offline", "--json"], input: "cat bee\nopen 99\nnonsense\n")
        #expect(piped.status == 1)
        let lines = Self.documents(piped.stdout)
        #expect(lines.count == 3)
        let errors = lines.compactMap { $0["error"] as? [String: Any] }
        #expect(errors.map { $0["line"] as? Int } == [2, 3])
        #expect((errors.first?["message"] as? String)?.hasPrefix("no item 99 here") == true)

        let commands = try home.run(arguments: ["--source", "offline", "--output", "json", "-c", "cats; open zzzz; favs"])
        #expect(commands.status == 1)
        let documents = Self.documents(commands.stdout)
        #expect(documents.compactMap { ($0["error"] as? [String: Any])?["line"] as? Int } == [2])
        #expect(documents.first?["kind"] as? String == "categories")
    }

    @Test("set output json switches a session to JSON, and it is saved")
    func setting() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: "set output json\ncats\n")
        #expect(run.status == 0)
        let last = try #require(run.stdout.split(separator: "\n").last)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(parsed["kind"] as? String == "categories")
        let again = try home.run(arguments: ["--source", "offline", "-c", "areas"])
        #expect(again.stdout.hasPrefix("{"), "the setting persists: \(again.stdout.prefix(80))")
        let text = try home.run(arguments: ["--source", "offline", "--output", "text", "-c", "areas"])
        #expect(text.stdout.contains(" cuisines"), "the flag wins for its run")
    }

    @Test("through a pipe, text carries data only: no hint lines")
    func quietPipes() throws {
        let home = try TemporaryHome()
        // `open 3` opens Beef's third meal: today's menu has fewer than three meals on some days.
        let run = try home.run(arguments: ["--source", "offline", "-c", "cats; today; areas; ingredients chi; cat bee; open 3; shop add; shop; pantry add eggs; pantry"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        for hint in ["shows a recipe", "next for page", "lists its meals", "lists meals with it", "ticks an item off",
                     "cook ranks meals by what you have", "new picks tomorrow"] {
            #expect(!run.stdout.contains(hint), "no '\(hint)' through a pipe")
        }
        #expect(run.stdout.contains(" Beef · 75 meals · page 1/8"), "the data is all there")
    }
}
