import Foundation
import MealKit
import SousCore
import Testing
@testable import SousShell

/// Timers ringing at the prompt, in-process: what the REPL hands the line editor (how long it may
/// wait for a key, and the bell and line to print above the typed line), with a clock the test moves.
@Suite("REPL: timers ring at the prompt")
struct PromptAlarmTests {
    /// The session's clock, moved by hand.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var instant = Date(timeIntervalSince1970: 1_796_115_600)
        var now: Date { lock.withLock { instant } }
        func advance(_ seconds: TimeInterval) { lock.withLock { instant += seconds } }
    }

    /// Lines typed in turn; before each one, `whileTyping` runs with the alarm the REPL handed over,
    /// as the user's keys would be waited for.
    final class TypingReader: LineReading {
        private var lines: [String]
        private let whileTyping: (Int, PromptAlarm?) -> Void
        private(set) var alarm: PromptAlarm?
        private(set) var prompts: [String] = []

        init(_ lines: [String], whileTyping: @escaping (Int, PromptAlarm?) -> Void) {
            self.lines = lines
            self.whileTyping = whileTyping
        }

        func readLine(prompt: String) -> String? {
            prompts.append(prompt)
            whileTyping(prompts.count - 1, alarm)
            return lines.isEmpty ? nil : lines.removeFirst()
        }

        func addToHistory(_ line: String) {}
        func ring(with alarm: PromptAlarm) { self.alarm = alarm }
    }

    private static func run(_ reader: TypingReader, on terminal: FakeTerminal, clock: Clock) async -> Int32 {
        let runner = EffectRunner(
            provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
            hostServices: HostServices(clock: SessionClock(now: { clock.now }, utcOffset: .utc)))
        nonisolated(unsafe) let repl = REPL(engine: ShellEngine(runner: runner), terminal: terminal, banner: "sous")
        nonisolated(unsafe) let lines = reader
        return await runOnOwnThread { repl.run(reader: lines) }
    }

    @Test("the editor may wait until the timer is due, then rings it once with the bell; the next command does not again")
    func ringsOnceAtThePrompt() async {
        let clock = Clock()
        let terminal = FakeTerminal(isTTY: true)
        nonisolated(unsafe) var waits: [Int32?] = []
        nonisolated(unsafe) var rings: [String] = []
        let reader = TypingReader(["timer 2s tea", "timers"]) { index, alarm in
            guard let alarm, index < 2 else { return }
            waits.append(alarm.millisecondsToNext())
            guard index == 1 else { return }
            clock.advance(0.5)
            waits.append(alarm.millisecondsToNext())
            clock.advance(2)
            waits.append(alarm.millisecondsToNext())
            rings.append(alarm.ring())
            rings.append(alarm.ring())
            waits.append(alarm.millisecondsToNext())
        }
        _ = await Self.run(reader, on: terminal, clock: clock)
        #expect(waits == [nil, 2_000, 1_500, 0, nil], "no timer: wait for keys only; then until it is due")
        #expect(rings == ["\u{07} ⏰ tea: 2 s done\n", ""], "a bell and one line, in the session's words, once")
        #expect(terminal.output.contains("no timer is running"))
        #expect(!terminal.output.contains("⏰"), "rung at the prompt, it is not announced again at the next command")
    }

    @Test("several timers due at once ring one line each; the cooking prompt stays as it was")
    func severalAtOnceKeepTheStepPrompt() async {
        let clock = Clock()
        let terminal = FakeTerminal(isTTY: true)
        nonisolated(unsafe) var rung = ""
        let reader = TypingReader(["open 52772", "steps", "", "timer 2s tea", "timer 2s eggs", "timer 1h stock", "n"]) { index, alarm in
            guard index == 6, let alarm else { return }
            clock.advance(3)
            rung = alarm.ring()
        }
        _ = await Self.run(reader, on: terminal, clock: clock)
        #expect(rung == "\u{07} ⏰ tea: 2 s done\n\u{07} ⏰ eggs: 2 s done\n")
        #expect(reader.prompts[6] == "sous offline step 2/6> ", "a ring changes nothing of the prompt")
        #expect(reader.prompts[7] == "sous offline step 3/6> ", "the steps go on after it")
    }

    @Test("through a pipe nothing rings at a prompt: what is left is said when input ends")
    func pipesSayWhatIsLeft() async {
        let clock = Clock()
        let terminal = FakeTerminal(isTTY: false)
        let reader = TypingReader(["timer 25m rice"]) { _, _ in }
        _ = await Self.run(reader, on: terminal, clock: clock)
        #expect(reader.alarm == nil)
        #expect((terminal.output + terminal.errorOutput).contains("timer rice: 25 min was still running (25:00 left) when input ended"))
    }
}
