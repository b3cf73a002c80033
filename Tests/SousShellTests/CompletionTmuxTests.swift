import Foundation
import Testing

/// The new completions in a real terminal at 80×24: ingredient lists after commas, `pantry add`,
/// `export`'s paths, and a bare Tab that lists commands without aliases.
@Suite(
    "Completion in tmux: lists, pantry, paths, the bare Tab",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
struct CompletionTmuxTests {
    @Test func withAndPantryCompleteEachNameAfterACommas() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.type("with chicken, lemo")
        try session.press("Tab")
        _ = try session.waitFor("the second name completed") { $0.cursorLine == "sous offline> with chicken, Lemon" }
        try session.press("C-u")
        try session.type("pantry add eggs, basm")
        try session.press("Tab")
        _ = try session.waitFor("the pantry name completed") { $0.cursorLine.hasPrefix("sous offline> pantry add eggs, Basmati") }
    }

    @Test func exportCompletesAPathAndABareTabListsCommandsOnly() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try FileManager.default.createDirectory(atPath: session.path("home") + "/recipes", withIntermediateDirectories: true)
        try session.startSous()
        try session.type("export ~/rec")
        try session.press("Tab")
        _ = try session.waitFor("the folder completed") { $0.cursorLine == "sous offline> export ~/recipes/" }
        try session.press("C-u")
        try session.press("Tab")
        try session.press("Tab")
        let listed = try session.waitFor("the commands listed") { $0.contains("categories") && $0.contains("unfav") }
        #expect(!listed.lines.contains { $0.split(separator: " ").contains("cuisines") }, "aliases are not listed")
    }

    @Test("pantry remove offers the pantry's items, shop check the list's numbers with their names")
    func theUsersOwnThingsComplete() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.run("pantry add eggs, basmati rice, milk")
        try session.waitForPrompt()
        try session.type("pantry remove ba")
        try session.press("Tab")
        _ = try session.waitFor("the pantry's item completed") { $0.cursorLine == "sous offline> pantry remove basmati rice" }
        try session.press("C-u")
        try session.run("open 52772")
        try session.waitFor("the recipe") { $0.contains(" Video ") }
        try session.run("shop add")
        try session.waitFor("the list") { $0.cursorLine.hasSuffix("offline>") && $0.contains("on the shopping list") }
        // A clear screen first: the recipe above names its ingredients too.
        try session.press("C-l")
        try session.type("shop check ")
        try session.press("Tab")
        try session.press("Tab")
        _ = try session.waitFor("the items listed by number and name") { $0.contains("7 soy sauce") && $0.contains("1 minced garlic") }
    }
}

