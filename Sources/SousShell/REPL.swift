import Foundation
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
    private let terminal: Terminal
    /// The last line given to the editor's history, for the same no-repeat rule as the saved history.
    private var lastHistoryLine: String?
    private let banner: String
    private let storageProblems: [StorageProblem]
    /// Set for an interactive start that should show the tour (see `FirstStart`).
    public var firstStart: FirstStart?
    /// Set for an interactive session: Ctrl-C cancels the running command, SIGTERM/SIGHUP end the loop.
    private let signals: SignalRelay?
    private let pager: Pager?
    /// What Tab offers, refreshed lazily after each command so the editor's callback reads a plain value.
    private var completionSnapshot: CompletionContext?

    /// - Parameters:
    ///   - storageProblems: what went wrong opening the stores, told before the first prompt.
    ///   - signals: the relay the interactive loop listens to; nil for pipes and `-c`.
    ///   - pager: pages output taller than the window in interactive mode (`set pager`); nil never pages.
    public init(
        engine: ShellEngine, terminal: Terminal, banner: String, storageProblems: [StorageProblem] = [],
        signals: SignalRelay? = nil, pager: Pager? = nil
    ) {
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
        let context = BlockingTask { [engine] in await engine.completionContext() }.wait()
        completionSnapshot = context
        return context
    }

    /// Runs `-c "cmd; cmd"`: each command in turn, stopping at `quit`. Exit status 1 if any failed.
    public func run(commands: String) -> Int32 {
        show(BlockingTask { [engine, storageProblems] in await engine.start(problems: storageProblems) }.wait(), interactive: false)
        var failed = false
        for command in commands.split(separator: ";") {
            let outcome = execute(String(command))
            show(outcome.screens, interactive: false)
            failed = failed || outcome.failed
            if BlockingTask({ [engine] in await engine.state.isFinished }).wait() { break }
        }
        show(BlockingTask { [engine] in await engine.endOfInput() }.wait(), interactive: false)
        return failed ? 1 : 0
    }

    /// Runs lines from a reader until end of input or `quit`.
    public func run(reader: any LineReading) -> Int32 {
        let interactive = terminal.inputIsTTY
        show(BlockingTask { [engine, storageProblems] in await engine.start(problems: storageProblems) }.wait(), interactive: interactive)
        if interactive {
            terminal.write(banner + "\n")
            var previous: String?
            for line in BlockingTask({ [engine] in await engine.historyLines() }).wait() {
                reader.addToHistory(line)
                previous = line
            }
            lastHistoryLine = previous
        }
        if interactive, let firstStart, firstStart.shouldShowTour {
            show(execute("tour").screens, interactive: true)
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
            if interactive {
                if HistoryPolicy.shouldRecord(line, after: lastHistoryLine) {
                    reader.addToHistory(line.trimmingCharacters(in: .whitespaces))
                    lastHistoryLine = line.trimmingCharacters(in: .whitespaces)
                }
                show(BlockingTask { [engine] in await engine.record(line: line) }.wait(), interactive: true)
            }
            let outcome = execute(line)
            completionSnapshot = nil
            show(outcome.screens, interactive: interactive, lineNumber: interactive ? nil : lineNumber)
            failed = failed || outcome.failed
            if signals?.terminationSignal != nil { break }
            if BlockingTask({ [engine] in await engine.state.isFinished }).wait() { break }
        }
        if interactive { terminal.write("\n") }
        show(BlockingTask { [engine] in await engine.endOfInput() }.wait(), interactive: interactive)
        return failed && !interactive ? 1 : 0
    }

    /// Runs one line. In an interactive session Ctrl-C (or SIGTERM) cancels it while it runs.
    private func execute(_ line: String) -> ShellEngine.Outcome {
        let task = BlockingTask { [engine] in await engine.execute(line: line) }
        guard let signals else { return task.wait() }
        let watcher = DispatchSource.makeReadSource(fileDescriptor: signals.descriptor, queue: .global())
        watcher.setEventHandler {
            let arrived = signals.drain()
            if arrived.contains(where: { [SIGINT, SIGTERM, SIGHUP].contains($0) }) { task.cancel() }
        }
        watcher.resume()
        defer { watcher.cancel() }
        return task.wait()
    }

    /// Prints screens: errors to stderr (with the line number when reading a script), the rest to stdout,
    /// through the pager when an interactive session's output is taller than the window.
    private func show(_ screens: [Screen], interactive: Bool, lineNumber: Int? = nil) {
        let state = BlockingTask { [engine] in await engine.state }.wait()
        let terminal = self.terminal.following(state)
        let renderer = ScreenRenderer(width: terminal.outputIsTTY ? terminal.width : 80)
        let ansi = ANSIRenderer(useColor: terminal.useColor, hyperlinks: terminal.supportsHyperlinks)
        let paging = interactive && terminal.outputIsTTY && state.usesPager && pager != nil
        var output = ""
        var rows = 0
        for screen in screens {
            if case .image(let picture) = screen,
               let drawn = ImagePresenter(method: terminal.imageProtocol, terminalWidth: renderer.width).draw(picture) {
                terminal.write(drawn)
                continue
            }
            // A due timer is heard as well as seen: the bell, in a terminal only.
            if case .timerDone = screen, interactive, terminal.outputIsTTY { terminal.write("\u{07}") }
            let lines = renderer.render(screen)
            if case .error = screen {
                // What came before the error is shown before it.
                terminal.write(output)
                output = ""
                rows = 0
                let prefix = lineNumber.map { "line \($0): " } ?? (interactive ? "" : "sous: ")
                let text = lines.map { prefix + $0.plainText }.joined(separator: "\n") + "\n"
                terminal.writeError(terminal.useColor && interactive ? ansi.render(lines) : text)
            } else if paging {
                output += ansi.render(lines)
                rows += lines.count
            } else {
                terminal.write(ansi.render(lines))
            }
        }
        guard !output.isEmpty else { return }
        if let pager, pager.shouldPage(rows: rows, height: terminal.height), pager.page(output) { return }
        terminal.write(output)
    }
}
