import Dispatch
import FoundationEssentials
import MealKit
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The read–eval–print loop: interactive on a terminal, plain for pipes and `-c`.
public final class REPL {
    private let engine: ShellEngine
    private let terminal: any Terminal
    private let banner: String
    private let storageProblems: [StorageProblem]
    /// Set for an interactive start that should show the tour (see `FirstStart`).
    public var firstStart: FirstStart?
    /// Set for an interactive session: Ctrl-C cancels the running command, SIGTERM/SIGHUP end the loop.
    private let signals: SignalRelay?
    private let pager: Pager?
    /// The line under the prompt, shared with a command's progress and the editor; nil draws straight.
    private let status: CommandStatusLine?
    /// What `--json` or `--output` decided for this run; nil follows the `output` setting.
    private let jsonFlag: Bool?
    /// What Tab offers, refreshed lazily after each command so the editor's callback reads a plain value.
    private var completionSnapshot: CompletionContext?
    /// The session's state as the last answer left it: what decides, while a command runs, whether a
    /// progress line may be drawn (asking the engine then would queue behind the running command), and
    /// when the next timer is due for the line editor, which asks at each key.
    private var lastState = SessionState()

    /// - Parameters:
    ///   - storageProblems: what went wrong opening the stores, told before the first prompt.
    ///   - signals: the relay the interactive loop listens to; nil for pipes and `-c`.
    ///   - pager: pages output taller than the window in interactive mode (`set pager`); nil never pages.
    public init(
        engine: ShellEngine, terminal: any Terminal, banner: String, storageProblems: [StorageProblem] = [],
        signals: SignalRelay? = nil, pager: Pager? = nil, jsonFlag: Bool? = nil, status: CommandStatusLine? = nil
    ) {
        self.status = status
        self.jsonFlag = jsonFlag
        self.engine = engine
        self.terminal = terminal
        self.banner = banner
        self.storageProblems = storageProblems
        self.signals = signals
        self.pager = pager
    }

    /// The signal that ended the session (SIGTERM, SIGHUP), for the launcher to leave by.
    public var terminationSignal: Int32? { signals?.terminationSignal }

    /// The names Tab offers now; cheap after the first call until the next command runs.
    public func completionContext() -> CompletionContext {
        if let completionSnapshot { return completionSnapshot }
        var context = BlockingTask { [engine] in await engine.completionContext() }.wait()
        let home = terminal.environment["HOME"]
        context.listDirectory = { DirectoryListing.entries(in: $0, home: home) }
        completionSnapshot = context
        return context
    }

    /// Runs `-c "cmd; cmd"`: each command in turn, stopping at `quit`. Exit status 1 if any failed.
    public func run(commands: String) -> Int32 {
        show({ [engine, storageProblems] in await engine.start(problems: storageProblems) }, interactive: false)
        var failed = false
        for (index, command) in commands.split(separator: ";").enumerated() {
            let outcome = execute(String(command)).outcome
            // Errors name the command's place, as a script's name their line (`line 2: …`).
            show(outcome.screens, interactive: false, lineNumber: index + 1)
            failed = failed || outcome.failed
            if lastState.isFinished { break }
        }
        // Changes the disk still refuses at the end are lost: said, and the exit status says it too.
        let ending = show({ [engine] in await engine.endOfInput() }, interactive: false)
        return failed || ShellEngine.Outcome(screens: ending).failed ? 1 : 0
    }

    /// Runs lines from a reader until end of input or `quit`.
    public func run(reader: any LineReading) -> Int32 {
        let interactive = terminal.inputIsTTY
        // Opening the stores may wait for another sous's lock: Ctrl-C stops that wait too.
        show({ [engine, storageProblems] in await engine.start(problems: storageProblems) },
             interactive: interactive, cancellable: true)
        if interactive {
            if !printsJSON(lastState) {
                let banner = self.banner.split(separator: "\n", omittingEmptySubsequences: false).map { StyledLine(String($0)) }
                terminal.write(ANSIRenderer(useColor: false, hyperlinks: false)
                    .render(TextLayout.fitted(banner, width: terminal.width)))
            }
            for line in cancellable(BlockingTask { [engine] in await engine.historyLines() }) {
                reader.addToHistory(line)
            }
            if terminal.outputIsTTY { reader.ring(with: promptAlarm()) }
        }
        if interactive, let firstStart, firstStart.shouldShowTour {
            show(execute("tour").outcome.screens, interactive: true)
            firstStart.markSeen()
        }
        var lineNumber = 0
        var failed = false
        while true {
            let prompt = interactive ? BlockingTask { [engine] in await engine.state.prompt }.wait() : ""
            guard let line = reader.readLine(prompt: prompt) else { break }
            lineNumber += 1
            if let length = reader.cutLineLength {
                let error = SousError.lineTooLong(bytes: length, limit: PlainLineReader.maximumLineLength)
                show([.error(error)], interactive: interactive, lineNumber: interactive ? nil : lineNumber)
                failed = true
                continue
            }
            // At a terminal the line is recorded first (the session applies the history rule; the editor
            // keeps what the session kept), in the same cancellable run as the command. What is typed
            // meanwhile is not echoed into its answer: the next prompt shows it.
            let quiet = interactive && terminal.outputIsTTY ? QuietInput.silencing(STDIN_FILENO) : nil
            let (recorded, outcome) = execute(line, recording: interactive)
            if let recorded { reader.addToHistory(recorded) }
            completionSnapshot = nil
            show(outcome.screens, interactive: interactive, lineNumber: interactive ? nil : lineNumber)
            quiet?.restore()
            failed = failed || outcome.failed
            if signals?.terminationSignal != nil { break }
            if lastState.isFinished { break }
        }
        if interactive { terminal.write("\n") }
        let ending = show({ [engine] in await engine.endOfInput() }, interactive: interactive)
        // A mistyped command at a terminal is no failure of the session; changes lost at the end are.
        return (failed && !interactive) || ShellEngine.Outcome(screens: ending).failed ? 1 : 0
    }

    /// What a command left: its answer, and the state and next due timer after it, asked in the same
    /// run so that showing the answer needs no second wait on the engine.
    private struct Entered: Sendable {
        var recorded: String?
        var outcome: ShellEngine.Outcome
        var state: SessionState
    }

    /// Runs one line, recorded to history first when `recording`. In an interactive session Ctrl-C
    /// (or SIGTERM) cancels it wherever it waits, another sous's lock included.
    private func execute(_ line: String, recording: Bool = false) -> (recorded: String?, outcome: ShellEngine.Outcome) {
        let entered = run(line, recording: recording)
        lastState = entered.state
        return (entered.recorded, entered.outcome)
    }

    private func run(_ line: String, recording: Bool) -> Entered {
        let task = BlockingTask { [engine] () -> Entered in
            let (recorded, outcome) = recording ? await engine.enter(line: line) : (nil, await engine.execute(line: line))
            return Entered(recorded: recorded, outcome: outcome, state: await engine.state)
        }
        defer { status?.reset() }
        guard let watcher = cancelling(task) else { return task.wait() }
        defer { watcher.cancel() }
        guard terminal.outputIsTTY else { return task.wait() }
        // A command that takes a while says so on one line, gone when the answer comes (or Ctrl-C,
        // whose echoed ^C it clears too); a quick one shows nothing.
        if let entered = task.wait(seconds: Self.progressDelay) {
            // Ctrl-C echoed "^C" where the answer goes: the line is cleared so "cancelled" stands alone.
            if entered.outcome.screens.contains(.error(.source(.cancelled))) { terminal.write("\r\u{1B}[2K") }
            return entered
        }
        if !printsJSON(lastState) {
            let draw = { [terminal, lastState] in
                terminal.write(ANSIRenderer(useColor: terminal.colors.useColor, hyperlinks: false)
                    .render(StyledLine(TextLayout.truncate(" " + ProgressLine.text(for: line, in: lastState), width: terminal.width - 1), .dim)))
            }
            if let status { status.showWaiting(draw) } else { draw() }
        }
        let entered = task.wait()
        terminal.write("\r\u{1B}[2K")
        return entered
    }

    /// Waits for `task`, which Ctrl-C (or SIGTERM) cancels in an interactive session.
    private func cancellable<Value>(_ task: BlockingTask<Value>) -> Value {
        let watcher = cancelling(task)
        defer { watcher?.cancel() }
        let value = task.wait()
        // The terminal echoed "^C" where the answer goes: the line is cleared so "cancelled" stands alone.
        if task.wasCancelled, terminal.outputIsTTY { terminal.write("\r\u{1B}[2K") }
        return value
    }

    /// Cancels `task` when Ctrl-C, SIGTERM or SIGHUP arrives, until the watcher answered is cancelled;
    /// nil without signals (pipes, `-c`), where nothing can arrive.
    private func cancelling<Value>(_ task: BlockingTask<Value>) -> (any DispatchSourceRead)? {
        guard let signals else { return nil }
        let watcher = DispatchSource.makeReadSource(fileDescriptor: signals.descriptor, queue: .global())
        watcher.setEventHandler {
            let arrived = signals.drain()
            if arrived.contains(where: { [SIGINT, SIGTERM, SIGHUP].contains($0) }) { task.cancel() }
        }
        watcher.resume()
        return watcher
    }

    /// What lets the line editor ring a timer while the user types: how long until the next is due,
    /// and the bell and line of each due one, drawn as the session's screens always are.
    private func promptAlarm() -> PromptAlarm {
        PromptAlarm(
            millisecondsToNext: { [weak self] in
                guard let self, let due = self.lastState.timers.nextDue else { return nil }
                let milliseconds = (due.timeIntervalSince(self.engine.clock.now()) * 1000).rounded(.up)
                return Int32(max(0, min(milliseconds, Double(Int32.max))))
            },
            ring: { [weak self] in self?.ringDueTimers() ?? "" })
    }

    /// Rings the timers due now (the session then knows them rung, so the next command does not
    /// again): the text the line editor prints above the line being typed.
    private func ringDueTimers() -> String {
        let (screens, state) = BlockingTask { [engine] in (await engine.ringDueTimers(), await engine.state) }.wait()
        lastState = state
        guard !printsJSON(state) else { return jsonText(screens, line: nil) }
        let (renderer, ansi) = renderers(for: state)
        return screens.map { "\u{07}" + ansi.render(renderer.render($0)) }.joined()
    }

    /// How long a command runs before its progress line shows.
    static let progressDelay = 0.3

    /// Shows what `work` answers, with the state it leaves asked in the same run; Ctrl-C stops it when
    /// `cancellable` (at start, opening the stores may wait for another sous's lock).
    @discardableResult
    private func show(
        _ work: @escaping @Sendable () async -> [Screen], interactive: Bool, cancellable isCancellable: Bool = false
    ) -> [Screen] {
        let task = BlockingTask { [engine] () -> (screens: [Screen], state: SessionState) in
            let screens = await work()
            return (screens, await engine.state)
        }
        let answered = isCancellable ? cancellable(task) : task.wait()
        lastState = answered.state
        show(answered.screens, interactive: interactive)
        return answered.screens
    }

    /// Prints screens: errors to stderr (with the line number when reading a script), the rest to stdout,
    /// through the pager when an interactive session's output is taller than the window. The state is
    /// the one the command that made them left (`lastState`).
    ///
    /// Notices (the source fell back, a file could not be saved) are not data: through a pipe they go to
    /// stderr, so what a script reads on stdout is only the answers, and in JSON they always do.
    private func show(_ screens: [Screen], interactive: Bool, lineNumber: Int? = nil) {
        let state = lastState
        // `clear` clears a terminal (home, then erase the display, as Ctrl-L does); a pipe, a script
        // reading JSON and a terminal that cannot (`TERM=dumb`) are told nothing.
        if screens.contains(.clearScreen), terminal.outputIsTTY, !printsJSON(state), terminal.environment["TERM"] != "dumb" {
            terminal.write("\u{1B}[H\u{1B}[2J")
        }
        let shown = screens.filter { $0 != .clearScreen }
        let (notices, answers) = partitioned(shown, noticesApart: printsJSON(state) || !terminal.outputIsTTY)
        if printsJSON(state) {
            if !notices.isEmpty { terminal.writeError(jsonText(notices, line: lineNumber)) }
            showJSON(answers, line: lineNumber)
            return
        }
        let screens = answers
        if !notices.isEmpty {
            let (renderer, _) = renderers(for: state)
            terminal.writeError(notices.flatMap { renderer.render($0) }
                .map { "sous: " + $0.plainText.trimmingWhitespace() + "\n" }.joined())
        }
        let colors = terminal.colors.following(state)
        let (renderer, ansi) = renderers(for: state)
        // While a timer runs nothing pages: a pager holds the keyboard and the screen until it quits,
        // and a timer must ring when it is due, not when the pager is left.
        let paging = interactive && terminal.outputIsTTY && state.usesPager && pager != nil && state.timers.isEmpty
        var output = ""
        var rows = 0
        var pagedHead: StyledLine?
        for screen in screens {
            if case .image(let picture) = screen,
               let drawn = ImagePresenter(method: ImageProtocol.detect(environment: terminal.environment, useColor: colors.useColor),
                                           terminalWidth: renderer.width).draw(picture) {
                terminal.write(drawn)
                continue
            }
            // A due timer is heard as well as seen: the bell, in a terminal only.
            if case .timers(.done) = screen, interactive, terminal.outputIsTTY { terminal.write("\u{07}") }
            // Through a pipe, output is data: hints of what to type next are for a person at a terminal.
            let lines = renderer.render(screen).filter { terminal.outputIsTTY || !$0.isHint }
            if case .error = screen {
                // What came before the error is shown before it.
                terminal.write(output)
                output = ""
                rows = 0
                // The error wraps in the room the prefix leaves, its rows under its first word.
                let prefix = lineNumber.map { "line \($0): " } ?? (interactive ? "" : "sous: ")
                let errorLines = ScreenRenderer(width: renderer.width - prefix.count, utcOffset: renderer.utcOffset,
                                                wrapsLongLines: interactive && terminal.outputIsTTY).render(screen)
                let margin = String(repeating: " ", count: prefix.count)
                let text = errorLines.enumerated().map { ($0 == 0 ? prefix : margin) + $1.plainText }.joined(separator: "\n") + "\n"
                terminal.writeError(colors.useColor && interactive ? ansi.render(errorLines) : text)
            } else if paging {
                if pagedHead == nil { pagedHead = lines.first { !$0.plainText.trimmingWhitespace().isEmpty } }
                output += ansi.render(lines)
                rows += lines.count
            } else {
                terminal.write(ansi.render(lines))
            }
        }
        guard !output.isEmpty else { return }
        if let pager, pager.shouldPage(rows: rows, height: terminal.height), pager.page(output) {
            // The pager leaves its last page on screen: the head of what it showed comes back under it.
            if let head = pagedHead { terminal.write(ansi.render([head + StyledLine(" ↑ (paged above)", .dim)])) }
            return
        }
        terminal.write(output)
    }

    /// The notices among `screens` and the rest, in order; all of them as the rest unless `noticesApart`.
    private func partitioned(_ screens: [Screen], noticesApart: Bool) -> (notices: [Screen], rest: [Screen]) {
        guard noticesApart else { return ([], screens) }
        var notices: [Screen] = []
        var rest: [Screen] = []
        for screen in screens {
            if case .notice = screen { notices.append(screen) } else { rest.append(screen) }
        }
        return (notices, rest)
    }

    /// How screens are laid out and coloured now: the width, and the colours the settings allow.
    private func renderers(for state: SessionState) -> (ScreenRenderer, ANSIRenderer) {
        let colors = terminal.colors.following(state)
        // Through a pipe the screens lay out at 80 columns, but an error or a message stays one line.
        let renderer = ScreenRenderer(width: terminal.outputIsTTY ? terminal.width : 80, utcOffset: engine.clock.utcOffset,
                                      wrapsLongLines: terminal.outputIsTTY)
        return (renderer, ANSIRenderer(useColor: colors.useColor, hyperlinks: colors.supportsHyperlinks))
    }

    /// Whether results go out as JSON Lines: the flag for this run, else the `output` setting.
    private func printsJSON(_ state: SessionState) -> Bool {
        jsonFlag ?? state.settings.printsJSON
    }

    /// One JSON document a screen on standard output, errors included (with the line they came from),
    /// so a script reads one stream; the exit status still says whether every command succeeded.
    private func showJSON(_ screens: [Screen], line: Int?) {
        let text = jsonText(screens, line: line)
        if !text.isEmpty { terminal.write(text) }
    }

    /// The screens as JSON Lines, each with the input line it answers when there is one.
    private func jsonText(_ screens: [Screen], line: Int?) -> String {
        let renderer = ScreenRenderer(width: 80, utcOffset: engine.clock.utcOffset)
        return screens.map { renderer.json($0, line: line) + "\n" }.joined()
    }
}
