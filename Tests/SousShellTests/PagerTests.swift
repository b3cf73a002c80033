import Foundation
import Testing

/// The pager at 80×24 with sous's default (no `PAGER`): only what is much taller than the window
/// pages; it says how to leave, leaves at the end so the next command is not swallowed, and puts the
/// head of what it showed back under it.
@Suite("Pager at 80×24 (real binary in tmux)", .serialized)
struct PagerTests {
    @Test("a recipe a little taller than the window is printed, not paged")
    func recipesDoNotPage() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "env -u PAGER ")
        try session.run("open 52772")
        // Waiting for the end of the recipe, not for a prompt: the one before the typed line is one too.
        let screen = try session.waitFor("the end of the recipe, straight on the screen") {
            $0.contains(" Video ") && $0.cursorLine.hasSuffix("offline>")
        }
        #expect(!screen.contains("[sous]"), "no pager prompt")
    }

    @Test("a long listing pages, says how to leave, and the command typed after its end runs")
    func longOutputPagesAndLetsTheNextCommandThrough() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "env -u PAGER ")
        try session.run("ingredients")
        try session.waitFor("the pager's prompt") { $0.lastLine.hasPrefix("[sous] space for more, b back, q to the prompt") }
        try session.press("G")
        let after = try session.waitForPrompt()
        #expect(after.contains("ingredients ↑ (paged above)"), "the head comes back under the last page")
        try session.run("cats")
        // The command reached sous, not the pager: its answer, then sous's prompt again.
        _ = try session.waitFor("the categories and the prompt") { $0.contains(" 14 categories") && $0.cursorLine.hasSuffix("offline>") }
    }

    @Test("a 49-line recipe at 24 rows prints straight: the scrollback holds it, the keyboard stays sous's")
    func aFortyNineLineRecipeIsNotPaged() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "env -u PAGER ")
        try session.run("open 52783")
        let screen = try session.waitFor("the end of the recipe, straight on the screen") {
            $0.contains(" Source  http://www.ottolenghi.co.uk") && $0.cursorLine.hasSuffix("offline>")
        }
        #expect(!screen.contains("[sous]"), "no pager prompt")
        #expect(try session.scrollback().contains(" Rigatoni with fennel sausage sauce · id 52783"))
    }

    @Test("keys typed into the pager never write a file: 'search pie' there leaves no 'earch pie'")
    func typingIntoThePagerWritesNoFile() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        let folder = session.path("home")
        try session.run("cd '\(folder)'")
        try session.startSous(before: "env -u PAGER ")
        try session.run("ingredients")
        try session.waitFor("the pager's prompt") { $0.lastLine.hasPrefix("[sous] space for more, b back, q to the prompt") }
        try session.run("search pie")
        try session.run("ls")
        // less says it keeps no log file ("press RETURN"); q then leaves it.
        try session.waitFor("the keys read by less") { $0.lastLine.contains("not available") || $0.lastLine.hasPrefix("[sous]") }
        try session.press("q")
        try session.waitFor("sous's prompt") { $0.cursorLine.hasSuffix("offline>") }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        #expect(files.isEmpty, "less wrote \(files)")
    }

    @Test("while a timer runs nothing pages, so the timer can ring on time")
    func noPagingWhileATimerRuns() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "env -u PAGER ")
        try session.run("timer 10m")
        try session.waitForPrompt()
        try session.run("ingredients")
        let screen = try session.waitFor("the whole list, straight") {
            $0.contains("Zucchini") && $0.cursorLine.hasSuffix("offline>")
        }
        #expect(!screen.contains("[sous]"), "no pager prompt")
    }

    @Test("TERM=dumb: help prints straight, with no warning from less, where a capable terminal pages it")
    func aDumbTerminalIsNotPaged() throws {
        // At 12 rows help (50 lines) is over three windows: a terminal less can drive pages it.
        let capable = try TmuxSession(width: 80, height: 12)
        defer { capable.close() }
        try capable.startSous(before: "env -u PAGER ")
        try capable.run("help")
        try capable.waitFor("the pager's prompt") { $0.lastLine.hasPrefix("[sous] space for more") }

        let dumb = try TmuxSession(width: 80, height: 12)
        defer { dumb.close() }
        try dumb.startSous(before: "env -u PAGER TERM=dumb ")
        try dumb.run("help")
        let screen = try dumb.waitFor("help, straight, and the prompt") {
            $0.cursorLine.hasSuffix("offline>") && !$0.cursorLine.hasSuffix("help")
        }
        let shown = try dumb.scrollback()
        #expect(!shown.contains("WARNING"), "less's warning: \(shown)")
        #expect(!shown.contains("[sous]"), "no pager prompt")
        #expect(!screen.contains("(END)"))
    }
}
