import Foundation
import MealKit
import SousCore
import Testing
@testable import SousShell

/// Lines with wide characters wrap where the terminal would run out of columns: ⏰ and ☕ take two.
@Suite("Wide characters on a fake terminal")
struct WideCharacterWrappingTests {
    @Test("a timer named with ☕ and ⏰ wraps at 80 columns before its last word, not past the edge")
    func timerLabelWraps() async {
        let runner = EffectRunner(provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
                                  hostServices: HostServices(clock: .fixed(Date(timeIntervalSince1970: 1_764_000_000))))
        let terminal = FakeTerminal(width: 80, isTTY: true)
        // Counted one column a character, the message is exactly 80 wide and would not wrap; on
        // screen ☕ and ⏰ take two each, so it is 82 and its last word must go to the next row.
        nonisolated(unsafe) let repl = REPL(engine: ShellEngine(runner: runner), terminal: terminal, banner: "")
        nonisolated(unsafe) let reader = ScriptedLines(["timer 25m ☕ brews ⏰ at once"])
        _ = await runOnOwnThread { repl.run(reader: reader) }
        let rows = terminal.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        #expect(Array(rows.prefix(2)) == [
            " ⏱ ☕ brews ⏰ at once: 25 min started: it rings at the prompt · timers lists",
            "   them",
        ])
    }
}
