import Foundation
import Testing

/// `new` and `edit` in a real terminal (tmux): the terminal handed to a scripted editor that reads
/// the keyboard as a real one does, the recipe checked on save, the question after an error, Ctrl-C
/// that reaches the editor and never sous.
@Suite(
    "Cookbook editing in a real terminal (tmux)",
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it through scripts/ensure-deps.sh)"))
struct CookbookEditTmuxTests {
    /// An editor as a shell script: asks for a title on the terminal and writes a step; a draft with
    /// the broken ingredient it wrote before is fixed without asking (the user fixing it).
    static let editor = """
        #!/bin/sh
        if grep -q '@peas{300%g for' "$1"; then
          sed -i 's/@peas{300%g for/@peas{300%g} for/' "$1"
          exit 0
        fi
        printf 'title? '
        read title
        sed -i "s/^title: \\$/title: $title/" "$1"
        case "$title" in
          *Peas*) echo 'Cook @peas{300%g for 10 minutes.' >> "$1" ;;
          *) echo 'Boil @eggs{2} for ~{8%minutes}.' >> "$1" ;;
        esac
        """

    private func session(editor: String) throws -> TmuxSession {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sous-editor-\(UUID().uuidString.prefix(8)).sh")
        try editor.write(to: scratch, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path)
        return try TmuxSession(width: 80, height: 24, environment: ["EDITOR": scratch.path])
    }

    private func cookbook(_ session: TmuxSession) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: session.path("data") + "/sous/cookbook"))?.sorted() ?? []
    }

    @Test("new: the editor has the keyboard; the recipe is saved under its title and shown; an error asks, Enter reopens")
    func newRecipe() throws {
        let session = try session(editor: Self.editor)
        defer { session.close() }
        try session.startSous()
        try session.run("new")
        try session.waitFor("the editor's question") { $0.cursorLine == "title?" || $0.cursorLine == "title? " }
        try session.run("Boiled Eggs")
        var screen = try session.waitForPrompt(containing: "offline")
        #expect(screen.contains("saved to your cookbook as Boiled Eggs.cook"), "\(screen.text)")
        #expect(screen.contains("Boiled Eggs · id Boiled Eggs.cook"))
        #expect(cookbook(session) == ["Boiled Eggs.cook"], "no draft left behind")
        // The line editor has the terminal back: Tab completes, the command runs.
        try session.type("cookb")
        try session.press("Tab")
        try session.press("Enter")
        screen = try session.waitForPrompt(containing: "[cookbook 1/1]")
        #expect(screen.contains("1  Boiled Eggs"))

        try session.run("new")
        try session.waitFor("the editor's question") { $0.cursorLine.hasPrefix("title?") }
        try session.run("Mushy Peas")
        screen = try session.waitFor("the question") { $0.cursorLine.hasPrefix("reopen the editor? [Y/n]") }
        #expect(screen.contains("draft:11:11: error:"), "\(screen.text)")
        try session.press("Enter")
        screen = try session.waitForPrompt()
        #expect(screen.contains("saved to your cookbook as Mushy Peas.cook"), "\(screen.text)")
        #expect(cookbook(session) == ["Boiled Eggs.cook", "Mushy Peas.cook"])

        // edit in place: the file itself (the editor adds a step), checked and shown again.
        try session.run("edit Mushy Peas")
        try session.waitFor("the editor's question") { $0.cursorLine.hasPrefix("title?") }
        try session.press("Enter")
        screen = try session.waitForPrompt()
        #expect(screen.contains(" Mushy Peas.cook saved"), "\(screen.text)")
        #expect(screen.contains("Boil eggs (2) for 8 minutes."), "the change is read back")
        #expect(cookbook(session) == ["Boiled Eggs.cook", "Mushy Peas.cook"])
    }

    @Test("Ctrl-C in the editor stops the editor, not sous; the untouched template leaves nothing behind")
    func interrupt() throws {
        let session = try session(editor: "#!/bin/sh\necho editing\nexec sleep 30\n")
        defer { session.close() }
        try session.startSous()
        let sous = try session.foregroundPID()
        try session.run("new")
        try session.waitFor("the editor") { $0.contains("editing") }
        try session.press("C-c")
        let screen = try session.waitForPrompt()
        #expect(screen.contains("nothing saved: the template was not changed"), "\(screen.text)")
        #expect(try session.foregroundPID() == sous, "sous is still running")
        #expect(cookbook(session).isEmpty)
        try session.run("help new")
        try session.waitFor("help's answer, from the same sous") { $0.contains("write a recipe in your editor") }
    }

    @Test("with an error, n keeps the draft under a name that says so and says where")
    func keepDraft() throws {
        let session = try session(editor: "#!/bin/sh\nsed -i 's/^title: $/title: Pea Soup/' \"$1\"\necho 'Cook @peas{3 for 2 minutes.' >> \"$1\"\n")
        defer { session.close() }
        try session.startSous()
        try session.run("new")
        try session.waitFor("the question") { $0.cursorLine.hasPrefix("reopen the editor? [Y/n]") }
        try session.run("n")
        let screen = try session.waitForPrompt()
        #expect(screen.text.replacingOccurrences(of: "\n  ", with: "").contains("Pea Soup (draft).cook, errors and all: type edit Pea Soup (draft) to go on"), "\(screen.text)")
        #expect(cookbook(session) == ["Pea Soup (draft).cook"])
    }
}

extension CookbookEditTmuxTests {
    @Test("with no VISUAL, no EDITOR and no vi, new says in one line to set EDITOR and leaves nothing behind")
    func noEditor() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("sous-no-vi-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.startSous(before: "PATH=\(empty.path) ")
        try session.run("new")
        let screen = try session.waitFor("the refusal") { $0.contains("no editor found") }
        #expect(screen.contains("no editor found: set EDITOR (for example, export EDITOR=nano) and try again"), "\(screen.text)")
        try session.waitForPrompt()
        #expect((try? FileManager.default.contentsOfDirectory(atPath: session.path("data") + "/sous/cookbook")) ?? [] == [])
    }
}
