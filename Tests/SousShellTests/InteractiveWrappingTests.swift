import Foundation
import Testing

/// What sous writes in a real 80×24 terminal (tmux) wraps at words, at any width, and keeps every
/// word of a recipe's measures.
@Suite(
    "Wrapping in a terminal (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
final class InteractiveWrappingTests {
    let session: TmuxSession

    init() throws {
        session = try TmuxSession(width: 80, height: 24)
    }

    deinit { session.close() }

    /// The rows from the last one starting with `opening` up to the next prompt (the typed command
    /// itself may take two rows, as the terminal wraps it).
    private func rows(from opening: String) throws -> [String] {
        let lines = try session.scrollback().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.lastIndex(where: { $0.hasPrefix(opening) }) else { return [] }
        return Array(lines[start...].prefix { !$0.hasPrefix("sous") })
    }

    @Test(arguments: [80, 43])
    func errorsWrapAtWordsUnderAHangingIndent(width: Int) throws {
        try session.resize(width: width, height: 24)
        try session.startSous()
        let name = "Chicken Breasts marinated overnight in yoghurt lemon and garlic with retry"
        try session.run("cat " + name)
        try session.waitFor("the error") { $0.contains("no category '") }
        try session.waitForPrompt()
        let rows = try rows(from: " no category '").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let shown = try session.scrollback()
        #expect(rows.count >= 2, "\(shown)")
        #expect(rows.allSatisfy { $0.count <= width }, "\(rows)")
        // The margin and hanging indent of every message and notice: one space, then three.
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("   ") }, "a hanging indent: \(rows)")
        let words = rows.flatMap { $0.split(separator: " ").map(String.init) }
        let typed = name.split(separator: " ").map(String.init)
        let quoted = words.drop { !$0.hasPrefix("'") }
        // Every typed word comes back whole, in order, inside the quotes.
        #expect(Array(quoted.prefix(typed.count)).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'.")) } == typed,
                "\(rows)")
    }

    @Test("libcurl's load failure on stderr wraps between words at 80 columns; through a pipe it stays one line")
    func libcurlNoticeWrapsAtWords() throws {
        let missing = "/nonexistent/sous-test/libcurl.so.4"
        try session.startSous(before: "SOUS_LIBCURL=\(missing) ", after: " --source live --api-base http://127.0.0.1:9")
        try session.run("cat Beef")
        try session.waitFor("the notice and the error") { $0.contains("(install libcurl4)") && $0.contains("TheMealDB cannot be reached") }
        try session.waitForPrompt()
        let shown = try session.scrollback()
        let lines = shown.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("sous: libcurl could not be loaded") }, "\(shown)")
        let rows = [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(rows.count >= 2 && rows.allSatisfy { $0.count <= 80 }, "\(shown)")
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "a hanging indent: \(rows)")
        let words = rows.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(words.contains("object") && words.contains("libcurl4)"), "no word cut at the edge: \(rows)")
        let piped = try TemporaryHome().run(arguments: ["--source", "live", "--api-base", "http://127.0.0.1:9", "-c", "cat Beef"],
                                            environment: ["SOUS_LIBCURL": missing])
        #expect(piped.stderr.split(separator: "\n").first?.hasSuffix("no network for this session (install libcurl4)") == true,
                "\(piped.stderr)")
    }

    @Test("a recipe at a terminal shows its id by the title and ends with what to do next; a pipe gets neither hint")
    func recipeIdAndNextActions() throws {
        try session.startSous()
        try session.run("open 52772")
        try session.waitFor("the next actions") { $0.contains(" fav · shop add · scale 2 · export") }
        try session.waitForPrompt()
        #expect(try session.scrollback().contains(" Teriyaki Chicken Casserole · id 52772"))
        let piped = try TemporaryHome().run(arguments: ["--source", "offline", "-c", "open 52772"])
        #expect(piped.stdout.hasPrefix(" Teriyaki Chicken Casserole · id 52772\n"))
        #expect(!piped.stdout.contains("shop add"))
    }

    @Test func aRecipeShowsEveryWordOfItsMeasures() throws {
        try session.startSous()
        try session.run("open Rigatoni with fennel sausage sauce")
        try session.waitFor("the recipe's links") { $0.contains("Source") }
        try session.waitForPrompt()
        let text = try session.scrollback()
        #expect(text.contains("   6            Italian fennel sausages, cut into 1.5cm-thick slices"))
        #expect(text.contains("fennel bulb, trimmed and roughly chopped; reserve any fronds to"))
        #expect(text.contains("                garnish"))
        #expect(!text.contains("…"))
    }
}
