import Foundation
import Testing

/// The real binary killed at each call that changes the disk while `import <file>` saves into the
/// cookbook, through strace's fault injection: the cookbook then holds the new recipe whole or not at
/// all, `cookbook` lists nothing half-written or temporary, the file already there under the recipe's
/// name is untouched, and the next save sweeps the killed one's temporary file.
@Suite("Cookbook import at every crash point (strace)",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace"))
struct CookbookCrashPointTests {
    /// What the user had written under the name the imported recipe wants.
    static let theirs = "Simmer the @tomatoes{1%kg} my way.\n"

    /// A home whose cookbook holds "Garden Soup.cook", and a saved page of a recipe of that name beside it.
    private func preparedHome() throws -> TemporaryHome {
        let home = try TemporaryHome()
        try FileManager.default.createDirectory(at: cookbook(home), withIntermediateDirectories: true)
        try Self.theirs.write(to: cookbook(home).appendingPathComponent("Garden Soup.cook"), atomically: true, encoding: .utf8)
        try CookbookPipedTests.page("Garden Soup").write(to: page(home), atomically: true, encoding: .utf8)
        return home
    }

    private func cookbook(_ home: TemporaryHome) -> URL { home.data.appendingPathComponent("sous/cookbook") }
    private func page(_ home: TemporaryHome) -> URL { home.root.appendingPathComponent("soup.html") }

    @Test("a kill at any write, fsync, rename or link of an import leaves the new recipe whole or absent, and the old file as it was",
          arguments: ["write,writev,pwrite64", "fsync,fdatasync", "rename,renameat,renameat2,link,linkat"])
    func importIsWholeOrAbsent(calls: String) throws {
        let untouched = try preparedHome()
        let clean = try untouched.run(arguments: ["-c", "import \(page(untouched).path)"])
        try #require(clean.status == 0, "the import itself: \(clean.stderr)")
        let whole = try String(contentsOf: cookbook(untouched).appendingPathComponent("Garden Soup 2.cook"), encoding: .utf8)

        var step = 1
        while step <= 40 {
            let home = try preparedHome()
            let injected = try home.run(shell: """
                strace -f -qq -o /dev/null -e inject=\(calls):signal=KILL:when=\(step) \
                  "$SOUS" --source offline -c "import \(page(home).path)"
                """)
            let what = "import killed at \(calls) \(step)"
            #expect(try String(contentsOf: cookbook(home).appendingPathComponent("Garden Soup.cook"), encoding: .utf8) == Self.theirs,
                    "\(what): the file already there was changed")
            let shown = try FileManager.default.contentsOfDirectory(atPath: cookbook(home).path).filter { !$0.hasPrefix(".") }.sorted()
            #expect(shown == ["Garden Soup.cook"] || shown == ["Garden Soup 2.cook", "Garden Soup.cook"], "\(what): \(shown)")
            if shown.contains("Garden Soup 2.cook") {
                let saved = try String(contentsOf: cookbook(home).appendingPathComponent("Garden Soup 2.cook"), encoding: .utf8)
                #expect(saved == whole, "\(what): a partial recipe: \(saved)")
            }
            let listed = try home.run(arguments: ["-c", "cookbook"])
            #expect(listed.status == 0 && listed.stderr.isEmpty, "\(what): \(listed.stderr)")
            let meals = shown.count == 1 ? " Cookbook · 1 meal · " : " Cookbook · 2 meals · "
            #expect(listed.stdout.hasPrefix(meals), "\(what): \(listed.stdout)")
            #expect(!listed.stdout.contains("tmp"), "\(what): a temporary file is listed: \(listed.stdout)")
            if injected.status == 0 {
                #expect(shown.count == 2, "\(what): ran to its end, yet nothing was saved")
                break
            }
            // The next import sweeps what the killed one left (its writer is gone).
            let again = try home.run(arguments: ["-c", "import \(page(home).path)"])
            #expect(again.status == 0, "\(what), then again: \(again.stderr)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: cookbook(home).path).filter { $0.contains(".tmp-") }
            #expect(leftovers.isEmpty, "\(what), then again: \(leftovers) left")
            step += 1
        }
        #expect(step > 1, "import made no \(calls) to kill at")
        #expect(step <= 40, "import never ran to its end")
    }
}
