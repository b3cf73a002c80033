import Foundation
import Testing

/// The real binary through a pipe, as a script would use it: no prompt, no colour, errors on stderr
/// with line numbers, the exit status, and files on disk under a private XDG data directory.
@Suite("Piped sessions (real binary)", .serialized)
struct PipedSessionTests {
    @Test("the issue's session: categories, two Beef pages, a recipe, a favorite saved in full")
    func browseAndFavorite() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "categories\ncat Beef\nnext\nopen 3\nfav\nfavs\nopen 1\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains(" 14 categories"))
        #expect(run.stdout.contains(" Beef · 75 meals · page 1/8"))
        #expect(run.stdout.contains(" Beef · 75 meals · page 2/8"))
        #expect(run.stdout.contains("    3  Arepa pelua"))
        #expect(run.stdout.contains(" Ingredients"))
        #expect(run.stdout.contains("★ Arepa pelua saved to favorites"))
        #expect(run.stdout.contains(" Favorites · 1 meal · page 1/1"))
        #expect(!run.stdout.contains("sous>"), "no prompt through a pipe")
        #expect(!run.stdout.contains("\u{1B}"), "no colour through a pipe")

        let saved = try Data(contentsOf: home.data.appendingPathComponent("sous/favorites.json"))
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.contains("Arepa pelua"))
        #expect(!text.contains("Cook the meat"), "favorites.json is an index: the steps are not in it")
        let recipes = home.data.appendingPathComponent("sous/recipes")
        let files = try FileManager.default.contentsOfDirectory(atPath: recipes.path)
        #expect(files.count == 1)
        let recipeFile = recipes.appendingPathComponent(try #require(files.first))
        let recipe = String(decoding: try Data(contentsOf: recipeFile), as: UTF8.self)
        #expect(recipe.contains("Cook the meat"), "the full recipe is in its own file, so it opens offline")

        let again = try home.run(arguments: ["-c", "favs; open 1"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("Arepa pelua ★"))
        #expect(again.stdout.contains("Shred the meat"))

        // A damaged recipe file costs that recipe, said in one line; the shell carries on.
        try Data("{\"idMeal\": ".utf8).write(to: recipeFile)
        let id = recipeFile.deletingPathExtension().lastPathComponent
        let damaged = try home.run(arguments: ["-c", "favs; open 1; categories"])
        #expect(damaged.stderr == "line 2: the saved recipe of Arepa pelua is missing or damaged: open it by id \(id) to fetch it again\n")
        #expect(damaged.stdout.contains(" 14 categories"))
        #expect(!damaged.stdout.contains("Shred the meat"))
        let fetched = try home.run(arguments: ["-c", "favs; open 1; open \(id)"])
        #expect(fetched.stdout.contains("Shred the meat"), "open by id then fetches it from the source")
    }

    @Test("errors go to stderr with their line number, the session carries on, the status says so")
    func errors() throws {
        let home = try TemporaryHome()
        let run = try home.run(input: "cat Beeef\nopen 99\ncat Beef\nopen 99\nblah\nsearch a\n")
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "line 1: no category 'Beeef'. Did you mean Beef?",
            "line 2: nothing is listed yet: try cat Beef, search chicken or favs",
            "line 4: no item 99 here: this listing has 1–75",
            "line 5: unknown command 'blah': type help to see the commands",
            "line 6: search needs 2 letters at least (got 'a')",
        ])
        #expect(run.stdout.contains(" Beef · 75 meals · page 1/8"))
    }

    @Test("clear through a pipe, or for a script reading JSON, writes nothing: no escape reaches the data")
    func clearInAPipeWritesNothing() throws {
        let home = try TemporaryHome()
        for arguments in [["-c", "clear"], ["--json", "-c", "clear"]] {
            let run = try home.run(arguments: arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stdout.isEmpty && run.stderr.isEmpty, "\(arguments): \(run.stdout.debugDescription) \(run.stderr.debugDescription)")
        }
        let piped = try home.run(input: "cat Beef\nclear\nopen 1\n")
        #expect(piped.status == 0)
        #expect(!piped.stdout.contains("\u{1B}") && piped.stdout.contains("Beef and Mustard Pie"))
    }

    @Test("-c runs commands separated by ';' and stops at quit")
    func commandFlag() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["-c", "search crème; quit; categories"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"crème\""))
        #expect(!run.stdout.contains("categories"))
    }

    @Test("-c given twice runs both in order, numbered as one list; it never drops the first")
    func commandFlagTwice() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline", "-c", "open 52772", "-c", "scale 0; scale 2"])
        #expect(run.stdout.contains("Teriyaki Chicken Casserole"))
        #expect(run.stderr == "line 2: scale 0 is out of range: use more than 0 and at most 100\n")
        #expect(run.stdout.contains("scaled ×2"))
        #expect(run.status == 1)
    }

    @Test("--help, --version and a bad flag")
    func flags() throws {
        let home = try TemporaryHome()
        #expect(try home.run(arguments: ["--help"]).stdout.contains("usage: sous"))
        #expect(try home.run(arguments: ["--version"]).stdout.hasPrefix("sous "))
        let bad = try home.run(arguments: ["--frobnicate"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "sous: unknown option '--frobnicate' (see sous --help)\n")
    }

    @Test("sous --help and help fit 80 columns, the Edamam note after the options")
    func helpFitsEightyColumns() throws {
        let home = try TemporaryHome()
        let usage = try home.run(arguments: ["--help"]).stdout
        let help = try home.run(arguments: ["--source", "offline", "-c", "help"]).stdout
        for text in [usage, help] {
            let lines = text.split(separator: "\n")
            #expect(lines.count > 10)
            for line in lines { #expect(line.count <= 80, "\(line.count): [\(line)]") }
        }
        let options = try #require(usage.range(of: "options:"))
        let edamam = try #require(usage.range(of: "Edamam (--source edamam) needs"))
        #expect(options.upperBound <= edamam.lowerBound)
        #expect(!usage[edamam.lowerBound...].contains("\n  --"), "no option after the note")
    }

    @Test("a closed pipe ends quietly")
    func closedPipe() throws {
        let home = try TemporaryHome()
        let run = try home.run(shell: "\"$SOUS\" --source offline -c 'cat Beef; letter b; search pie' | head -1")
        #expect(run.status == 0)
        #expect(run.stdout == " Beef · 75 meals · page 1/8\n")
        #expect(run.stderr.isEmpty)
    }

    @Test("output to a full disk or a closed stdout is said on stderr, once, and the exit status is 1; the stores stay whole",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func unwritableOutput() throws {
        let home = try TemporaryHome()
        let full = try home.run(shell: "\"$SOUS\" --source offline -c 'cats; cat Beef' > /dev/full")
        #expect(full.status == 1)
        #expect(full.stderr == "sous: cannot write the output: No space left on device\n")
        // Closed: the files sous opens (favorites, their lock) must not take descriptor 1 and get the listing.
        let closed = try home.run(shell: "\"$SOUS\" --source offline -c 'cats; cat Beef; open 1; fav' >&-")
        #expect(closed.status == 1)
        #expect(closed.stderr == "sous: cannot write the output: standard output is closed\n")
        let favorites = try Data(contentsOf: home.data.appendingPathComponent("sous/favorites.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: favorites) as? [String: Any])
        #expect((document["favorites"] as? [Any])?.count == 1, "the favorite was saved, and its file is JSON only")
        // Nothing to write, nothing lost.
        #expect(try home.run(shell: "\"$SOUS\" --source offline -c quit >&-").status == 0)
    }

    @Test("numbers on screen go with the command that fits: open 3 after categories, area 3 after areas")
    func numbersOnScreen() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            categories
            fav 3
            open 3
            areas
            area 3
            areas
            open 5

            """)
        #expect(run.stderr.contains("line 2: 3 is a category on screen, not a meal: cat 3 (or open 3) lists its meals"), "\(run.stderr)")
        #expect(!run.stderr.contains("nothing is listed yet") && !run.stderr.contains("line 5"), "\(run.stderr)")
        #expect(run.stdout.contains(" Chicken · "), "open 3 listed category 3, Chicken")
        #expect(run.stdout.contains("    3 Argentinian"))
        #expect(run.stdout.contains(" Argentinian · 10 meals"), "area 3 listed cuisine 3")
        #expect(run.stdout.contains(" British · "), "open 5 after areas listed cuisine 5")
    }
}
