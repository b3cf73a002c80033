import Foundation
import MealKit
import SousCore
import Testing
@testable import SousShell

/// The read–eval–print loop in-process, on a fake terminal: what a person at a 60-column terminal
/// and a script through a pipe each read, with the offline catalogue and stores in memory.
@Suite("REPL on a fake terminal")
struct REPLTests {
    private static func engine() -> ShellEngine {
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                                  hostServices: HostServices(clock: .fixed(Date(timeIntervalSince1970: 1_764_000_000))))
        return ShellEngine(runner: runner)
    }

    /// Runs the lines through a REPL on `terminal`; the exit status.
    private static func run(_ lines: [String], on terminal: FakeTerminal, reader: ScriptedLines? = nil) async -> Int32 {
        let reader = reader ?? ScriptedLines(lines)
        // Handed to the loop's thread and read again only after it ends.
        nonisolated(unsafe) let repl = REPL(engine: engine(), terminal: terminal, banner: "sous · test banner")
        nonisolated(unsafe) let lines = reader
        return await runOnOwnThread { repl.run(reader: lines) }
    }

    @Test("at a terminal: the banner, prompts that follow the listing, screens wrapped to the width")
    func interactiveSession() async {
        let terminal = FakeTerminal(width: 60, isTTY: true)
        let reader = ScriptedLines(["cat bee", "open 3", "nonsense"])
        let status = await Self.run([], on: terminal, reader: reader)
        #expect(status == 0, "an interactive session ends well whatever failed")
        #expect(terminal.output.hasPrefix("sous · test banner\n"))
        #expect(reader.prompts == ["sous offline> ", "sous offline [Beef 1/8]> ", "sous offline [Beef 1/8]> ", "sous offline [Beef 1/8]> "])
        #expect(terminal.output.contains(" Beef · 75 meals · page 1/8"))
        #expect(terminal.output.contains(" Arepa pelua"))
        #expect(terminal.output.split(separator: "\n").allSatisfy({ TextLayout.displayWidth(String($0)) <= 60 }))
        #expect(terminal.errorOutput == " unknown command 'nonsense': type help to see the commands\n", "at the margin messages stand at")
        #expect(reader.history == ["cat bee", "open 3", "nonsense"], "each typed line goes to the editor's history")
    }

    @Test("through a pipe: no banner, no prompt, errors on stderr with their line, exit status 1")
    func pipedSession() async {
        let terminal = FakeTerminal(isTTY: false)
        let reader = ScriptedLines(["search pie", " ", "open 999"])
        let status = await Self.run([], on: terminal, reader: reader)
        #expect(status == 1)
        #expect(!terminal.output.contains("banner"))
        #expect(reader.prompts.allSatisfy { $0.isEmpty })
        #expect(terminal.output.contains("\"pie\""))
        #expect(terminal.errorOutput.starts(with: "line 3: no item 999 here"))
        #expect(reader.history.isEmpty, "a script's lines are not history")
    }

    @Test("a line typed twice, or starting with a space, goes to the editor's history once")
    func historyRule() async {
        let terminal = FakeTerminal(isTTY: true)
        let reader = ScriptedLines(["favs", "favs", " secret", "cats"])
        _ = await Self.run([], on: terminal, reader: reader)
        #expect(reader.history == ["favs", "cats"])
    }
}
