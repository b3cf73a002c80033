import Foundation
import Testing

/// Files written by the sous before its own recipe model (every recipe in TheMealDB's record shape),
/// opened by this one: everything whole, rewritten in sous's own JSON at the first start, and a kill at
/// any step of that rewrite leaves the old files or the new ones, never a loss.
@Suite("Migration to sous's own recipe JSON")
struct RecipeModelMigrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/storage/before-recipe-model")

    static let favoriteIDs: Set = ["52772", "52783", "53329", "recipe_b79327d05b8e5b838ad6cfd9576b30b6"]

    /// A home whose data directory holds the old files, as the old build left them.
    private func oldHome() throws -> TemporaryHome {
        let home = try TemporaryHome()
        let directory = home.data.appendingPathComponent("sous")
        try FileManager.default.createDirectory(at: home.data, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures, to: directory)
        return home
    }

    /// What the user meets: every favorite, the plan's three meals, the list with its tick, each recipe
    /// whole. Returns the documents printed.
    @discardableResult
    private func expectWhole(_ home: TemporaryHome, after what: String) throws -> [[String: Any]] {
        let run = try home.run(arguments: ["--source", "offline", "--json", "-c",
                                           "favs; open 4; open 52772; plan; shop"])
        #expect(run.status == 0, "\(what): \(run.stderr)")
        #expect(!run.stderr.contains("damaged"), "\(what): \(run.stderr)")
        let documents = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let byKind = Dictionary(documents.map { ($0["kind"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        let favorites = (byKind["listing"]?["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(Set(favorites) == Self.favoriteIDs, "\(what): favorites \(favorites)")
        let recipes = documents.filter { $0["kind"] as? String == "recipe" }
        #expect(recipes.count == 2, "\(what)")
        let teriyaki = recipes.first { $0["id"] as? String == "52772" }
        let steps = teriyaki?["steps"] as? [[String: Any]] ?? []
        #expect(steps.count == 6 && (steps.first?["text"] as? String)?.hasPrefix("Preheat oven to 350") == true, "\(what)")
        #expect((teriyaki?["ingredients"] as? [[String: Any]])?.count == 9, "\(what)")
        let vesuvio = recipes.first { $0["id"] as? String != "52772" }
        #expect((vesuvio?["yield"] as? [String: Any])?["amount"] as? Double == 4, "\(what): the Edamam favorite keeps its servings")
        #expect((vesuvio?["times"] as? [String: Any])?["total"] as? Double == 60, "\(what)")
        #expect((vesuvio?["origin"] as? [String: Any])?["source"] as? String == "edamam", "\(what)")
        // However far today is from the days they were planned for, the three meals are in the week or around it.
        let plan = byKind["plan"]
        let planned = ((plan?["days"] as? [[String: Any]])?.reduce(0) { $0 + (($1["meals"] as? [Any])?.count ?? 0) } ?? 0)
            + (plan?["before"] as? Int ?? 0) + (plan?["after"] as? Int ?? 0)
        #expect(planned == 3, "\(what): the plan's meals")
        let shopping = byKind["shopping"]
        #expect((shopping?["meals"] as? [[String: Any]])?.count == 3, "\(what)")
        let items = shopping?["items"] as? [[String: Any]] ?? []
        #expect(items.count > 20, "\(what)")
        #expect(items.filter { $0["checked"] as? Bool == true }.count == 1, "\(what): the ticked item stays ticked")
        return documents
    }

    private func json(_ url: URL) throws -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    @Test("the old files open whole, and the first start rewrites them in sous's own recipe JSON")
    func oldFilesOpenWholeAndAreRewritten() throws {
        let home = try oldHome()
        let directory = home.data.appendingPathComponent("sous")
        let before = try String(contentsOf: directory.appendingPathComponent("plan.json"), encoding: .utf8)
        #expect(before.contains("\"idMeal\""), "the fixture is in TheMealDB's shape")

        try expectWhole(home, after: "the first start")

        #expect(try json(directory.appendingPathComponent("favorites.json"))?["version"] as? Int == 3)
        #expect(try json(directory.appendingPathComponent("plan.json"))?["version"] as? Int == 2)
        #expect(try json(directory.appendingPathComponent("shopping.json"))?["version"] as? Int == 3)
        for name in ["plan.json", "shopping.json"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("\"idMeal\"") && text.contains("\"origin\""), "\(name) is in sous's own JSON")
        }
        for id in Self.favoriteIDs {
            let recipe = try #require(try json(directory.appendingPathComponent("recipes/\(id).json")))
            #expect(recipe["idMeal"] == nil && recipe["origin"] != nil, "recipes/\(id).json is in sous's own JSON")
        }
        try expectWhole(home, after: "the second start")
    }

    @Test("a kill at any rename or fsync of the migration leaves files that open whole, and the next start finishes it",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
    func aKillAtAnyStepLosesNothing() throws {
        for call in ["rename,renameat,renameat2", "fsync,fdatasync"] {
            var step = 1
            while step <= 20 {
                let home = try oldHome()
                let killed = try home.run(shell: """
                    strace -f -qq -o /dev/null -e inject=\(call):signal=KILL:when=\(step) \
                      "$SOUS" --source offline -c "favs; plan; shop"
                    """)
                try expectWhole(home, after: "a kill at \(call) \(step)")
                let directory = home.data.appendingPathComponent("sous")
                #expect(try json(directory.appendingPathComponent("plan.json"))?["version"] as? Int == 2,
                        "the next start finished the migration (\(call) \(step))")
                if killed.status == 0 { break }
                step += 1
            }
            #expect(step > 1, "the migration made no \(call) to kill")
            #expect(step <= 20, "the migration never ran to its end under \(call)")
        }
    }
}
