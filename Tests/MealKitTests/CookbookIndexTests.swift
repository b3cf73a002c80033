import Foundation
import MealKit
import Testing

/// The cookbook's search index beside the cache: what a search finds (title, ingredient, tag), and how
/// the index follows the folder (files edited, added, removed outside sous), on a real folder.
@Suite("Cookbook search index")
struct CookbookIndexTests {
    let directory: TemporaryDirectory
    let cookbook: Cookbook
    let index: CookbookIndex
    var indexPath: String { index.path ?? "" }

    init() throws {
        directory = try TemporaryDirectory()
        cookbook = Cookbook(directory: directory.url.appendingPathComponent("cookbook", isDirectory: true))
        index = CookbookIndex(cacheDirectory: directory.url.appendingPathComponent("cache/sous", isDirectory: true))
        try write("---\ntitle: Roast Chicken\ntags: [sunday, quick]\n---\nRub the @chicken{1} with @lemon{1} and @thyme{2%sprigs}.\n",
                  to: "Dinner/Roast Chicken.cook")
        try write("---\ntitle: Risotto\ntags: vegetarian\n---\nStir the @arborio rice{300%g} into the @vegetable stock{1%l}.\n",
                  to: "Risotto.cook")
        try write("Simmer the @licorice{1} in @cherry tomatoes{200%g}.\n", to: "Odd Soup.cook")
    }

    /// Writes a Cooklang file and dates it a minute back, as a cookbook's files are: the index trusts
    /// the stamps of files that have settled (see `CookbookIndex.refreshed`).
    func write(_ text: String, to path: String, settled: Bool = true) throws {
        let url = cookbook.directory!.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        if settled { try settle(path) }
    }

    func settle(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)],
                                              ofItemAtPath: cookbook.directory!.appendingPathComponent(path).path)
    }

    func found(_ text: String) -> [String] { index.search(text, in: cookbook).map(\.entry.name) }

    @Test("every word must be in the title, begin a word of an ingredient, or begin a word of a tag; blind to case and accents")
    func matching() throws {
        #expect(found("chicken") == ["Roast Chicken"])
        #expect(found("CHICKEN lemon") == ["Roast Chicken"])
        #expect(found("chicken rice") == [], "both words must be found")
        #expect(found("rice") == ["Risotto"], "an ingredient's second word")
        #expect(found("tomato") == ["Odd Soup"], "the beginning of a word: cherry tomatoes")
        #expect(found("orice") == [], "not inside a word: licorice")
        #expect(found("veget") == ["Risotto"])
        #expect(found("sunday") == ["Roast Chicken"], "a tag")
        #expect(found("risôtto") == ["Risotto"], "accents folded")

        let match = try #require(index.search("roast lemon sunday", in: cookbook).first)
        #expect(match.entry == CookbookEntry(path: "Dinner/Roast Chicken.cook", name: "Roast Chicken", group: "Dinner"))
        #expect(match.foods == ["lemon"], "what the words found beside the title")
        #expect(match.tags == ["sunday"])
        #expect(index.search("chicken", in: cookbook).first?.foods == [], "a word in the title needs no reason")
    }

    @Test("the index is written beside the cache, 0600, and used: an unchanged file is not parsed again")
    func keptAndUsed() throws {
        #expect(found("chicken") == ["Roast Chicken"])
        let attributes = try FileManager.default.attributesOfItem(atPath: indexPath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // Change what the index says of an unchanged file: a search that parsed it would not see this.
        let text = try String(contentsOfFile: indexPath, encoding: .utf8)
        #expect(text.contains("\tRoast Chicken\t"))
        try text.replacingOccurrences(of: "\tRoast Chicken\t", with: "\tRoast Pheasant\t")
            .replacingOccurrences(of: "\troast chicken\t", with: "\troast pheasant\t")
            .write(toFile: indexPath, atomically: true, encoding: .utf8)
        #expect(found("pheasant") == ["Roast Pheasant"])
    }

    @Test("a file edited, added or removed outside sous is seen at the next search")
    func followsTheFolder() throws {
        #expect(found("chicken") == ["Roast Chicken"])
        try write("---\ntitle: Roast Chicken\n---\nRub the @chicken{1} with @lime{1}.\n", to: "Dinner/Roast Chicken.cook")
        #expect(found("chicken lime") == ["Roast Chicken"])
        #expect(found("chicken lemon") == [])
        try write("Fry the @chicken{2} wings.\n", to: "Wings.cook")
        #expect(found("chicken") == ["Wings", "Roast Chicken"], "the top folder first, then the groups")
        try FileManager.default.removeItem(atPath: cookbook.directory!.appendingPathComponent("Dinner/Roast Chicken.cook").path)
        #expect(found("chicken") == ["Wings"])
    }

    @Test("a file edited just after it was indexed, to the same size, is still seen (its stamp had not settled)")
    func racyEdit() throws {
        try write("Boil the @pasta{100%g}.\n", to: "Pasta.cook", settled: false)
        #expect(found("pasta") == ["Pasta"])
        let handle = try FileHandle(forWritingTo: cookbook.directory!.appendingPathComponent("Pasta.cook"))
        try handle.write(contentsOf: Data("Boil the @penne{100%g}.\n".utf8))
        try handle.close()
        #expect(found("penne") == ["Pasta"])
    }

    @Test("a damaged index, one of another version or of another folder, is rebuilt")
    func rebuilt() throws {
        #expect(found("chicken") == ["Roast Chicken"])
        let whole = try String(contentsOfFile: indexPath, encoding: .utf8)
        let damages = [String(whole.dropLast(9)), "\u{0}\u{1}binary", "sous cookbook index 99\t\(cookbook.directory!.path)\n", "",
                       whole.replacingOccurrences(of: "\tRisotto\t", with: "\tRisotto\t\t")]
        for damage in damages {
            try damage.write(toFile: indexPath, atomically: true, encoding: .utf8)
            #expect(found("chicken") == ["Roast Chicken"], "\(damage)")
            #expect(try String(contentsOfFile: indexPath, encoding: .utf8) == whole, "rebuilt whole")
        }
        let other = Cookbook(directory: directory.url.appendingPathComponent("other", isDirectory: true))
        #expect(index.search("chicken", in: other).isEmpty, "another folder's index is not this one's")
        #expect(found("chicken") == ["Roast Chicken"])
    }

    @Test("a broken file is never found and the others still are; no cache folder still searches")
    func brokenAndNoCache() throws {
        try write("Mix @flour{200%g and bake the chicken.\n", to: "Broken chicken.cook")
        #expect(found("chicken") == ["Roast Chicken"])
        let uncached = CookbookIndex(cacheDirectory: nil)
        #expect(uncached.search("lemon", in: cookbook).map(\.entry.name) == ["Roast Chicken"])
        #expect(uncached.path == nil)
    }

    @Test("the cookbook listing through the index is the folder as it reads afresh: recipes by group then title, broken files' lines, edits seen")
    func listing() throws {
        try write("Mix @flour{200%g and bake.\n", to: "Broken.cook")
        try write("Also @broken{.\n", to: "Dinner/Also Broken.cook")
        let listed = index.contents(of: cookbook)
        #expect(listed.entries.map(\.name) == ["Odd Soup", "Risotto", "Roast Chicken"])
        #expect(listed == cookbook.contents(), "the same as reading every file")
        #expect(listed.brokenPaths == ["Broken.cook", "Dinner/Also Broken.cook"])
        #expect(listed.problems.count == 2 && listed.problems[0].hasPrefix("Broken.cook:1:"), "\(listed.problems)")
        #expect(FileManager.default.fileExists(atPath: indexPath), "the index is kept for the next command")

        try write("---\ntitle: Roast Pheasant\n---\nRub the @pheasant{1}.\n", to: "Dinner/Roast Chicken.cook")
        try write("Mix @flour{200%g} and bake.\n", to: "Broken.cook")
        let again = index.contents(of: cookbook)
        #expect(again.entries.map(\.name) == ["Broken", "Odd Soup", "Risotto", "Roast Pheasant"])
        #expect(again == cookbook.contents())
    }

    @Test("names with tabs, line breaks, backslashes and the list separator come back from the index file as written")
    func escapes() throws {
        try write("---\ntitle: \"Odd\\\\Name\\tTab\"\ntags: [a\u{1F}b, c]\n---\nAdd the @back\\slash oil{1} and @salt\u{1F}pepper{1}.\n",
                  to: "Odd.cook")
        let fresh = index.search("odd", in: cookbook)
        let reread = index.search("odd", in: cookbook)
        #expect(fresh == reread, "read back from the file as it was written")
        let entry = try #require(index.refreshed(cookbook).first { $0.path == "Odd.cook" })
        #expect(entry.name == "Odd\\Name\tTab")
        #expect(entry.tags == ["a\u{1F}b", "c"])
        #expect(entry.foods.count == 2 && entry.foods[1] == "salt\u{1F}pepper", "\(entry.foods)")
    }
}
