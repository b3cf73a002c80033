import Foundation
import Testing

/// Cooking mode at 80×24 and at 60 columns, as a new user met it (issue 24): the ingredients laid out
/// as the recipe screen has them, the keys never parted from their actions, the step left is the step
/// `steps` goes back to, and `n` past the last step ends cooking mode.
@Suite(
    "Cooking mode in a real terminal (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
struct CookingModeTmuxTests {
    @Test("open 52783; steps: notes after the names, names and keys whole", arguments: [80, 60])
    func layout(width: Int) throws {
        let session = try TmuxSession(width: width, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.run("open 52783")
        try session.waitForPrompt()
        try session.run("steps")
        let screen = try session.waitForPrompt(containing: "step 1/4")
        let shown = try session.scrollback()
        // What `steps` printed: everything after the line that typed it.
        let step = try #require(shown.components(separatedBy: "sous offline> steps").last)
        #expect(!step.contains("6 cut into"), "no note in the measure column:\n\(step)")
        #expect(step.contains("Italian fennel sausages, cut into"), "the note after the name:\n\(step)")
        let rows = step.split(separator: "\n").map(String.init)
        #expect(rows.allSatisfy { $0.count <= width })
        // Each name whole on its row, never broken at the edge ("smoky" above "paprika" at 60 columns).
        for name in ["Italian fennel sausages", "smoky paprika", "caster sugar", "pitted black olives", "chopped tomatoes"] {
            #expect(rows.contains { $0.contains(name) }, "\(name) on one row at \(width):\n\(step)")
        }
        // The main time of the step (simmer for 30 minutes), not the first it names.
        #expect(step.contains("t starts a 30 min timer"))
        #expect(!step.contains("(30 minutes)"), "the step's words said again beside its time:\n\(step)")
        let keys = screen.lines.filter { $0.contains(" · ") && ($0.contains("back") || $0.contains("leaves")) }
        #expect(!keys.isEmpty)
        for key in ["Enter next", "b back", "q leaves"] { #expect(screen.contains(key), "\(key) on one row at \(width)") }
    }

    @Test("steps after q goes back to the step left, 1 starts over, n past the last step ends cooking mode")
    func resumeAndEnd() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous()
        try session.run("cat Pasta")
        try session.waitForPrompt(containing: "[Pasta 1/")
        try session.run("open 52783")
        try session.waitForPrompt()
        try session.run("steps")
        try session.waitForPrompt(containing: "step 1/4")
        try session.press("Enter")
        try session.waitForPrompt(containing: "step 2/4")
        try session.run("q")
        try session.waitFor("left") { $0.contains("left the steps of Rigatoni with fennel sausage sauce at step 2") }
        try session.run("steps")
        let back = try session.waitForPrompt(containing: "step 2/4")
        #expect(back.contains("back at step 2, where you left it · 1 starts over"))
        try session.run("1")
        try session.waitForPrompt(containing: "step 1/4")
        try session.run("4")
        let last = try session.waitForPrompt(containing: "step 4/4")
        #expect(last.contains("Enter ends"))
        try session.run("n")
        let ended = try session.waitFor("cooking mode ended") { $0.contains("enjoy it") && $0.cursorLine == "sous offline [Pasta 1/1]>" }
        #expect(ended.contains("that was the last step of Rigatoni with fennel sausage sauce: enjoy it"))
        #expect(ended.cursorLine == "sous offline [Pasta 1/1]>")
        #expect(!ended.contains("page 2/"), "the listing was not paged")
    }
}
