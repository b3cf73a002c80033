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
    private let banner: String
    private let storageProblems: [StorageProblem]
    /// Set for an interactive start that should show the tour (see `FirstStart`).
    public var firstStart: FirstStart?

    public init(engine: ShellEngine, terminal: Terminal, banner: String, storageProblems: [StorageProblem] = []) {
        self.engine = engine
        self.terminal = terminal
        self.banner = banner
        self.storageProblems = storageProblems
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
        return failed ? 1 : 0
    }

    /// Runs lines from a reader until end of input or `quit`.
    public func run(reader: any LineReading) -> Int32 {
        let interactive = terminal.inputIsTTY
        show(BlockingTask { [engine, storageProblems] in await engine.start(problems: storageProblems) }.wait(), interactive: interactive)
        if interactive { terminal.write(banner + "\n") }
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
            if interactive {
                reader.addToHistory(line)
                show(BlockingTask { [engine] in await engine.record(line: line) }.wait(), interactive: true)
            }
            let outcome = execute(line)
            show(outcome.screens, interactive: interactive, lineNumber: interactive ? nil : lineNumber)
            failed = failed || outcome.failed
            if BlockingTask({ [engine] in await engine.state.isFinished }).wait() { break }
        }
        if interactive { terminal.write("\n") }
        return failed && !interactive ? 1 : 0
    }

    private func execute(_ line: String) -> ShellEngine.Outcome {
        BlockingTask { [engine] in await engine.execute(line: line) }.wait()
    }

    /// Prints screens: errors to stderr (with the line number when reading a script), the rest to stdout.
    private func show(_ screens: [Screen], interactive: Bool, lineNumber: Int? = nil) {
        let terminal = self.terminal.following(BlockingTask { [engine] in await engine.state }.wait())
        let renderer = ScreenRenderer(width: terminal.outputIsTTY ? terminal.width : 80)
        let ansi = ANSIRenderer(useColor: terminal.useColor, hyperlinks: terminal.supportsHyperlinks)
        for screen in screens {
            if case .image(let picture) = screen,
               let drawn = ImagePresenter(method: terminal.imageProtocol, terminalWidth: renderer.width).draw(picture) {
                terminal.write(drawn)
                continue
            }
            let lines = renderer.render(screen)
            if case .error = screen {
                let prefix = lineNumber.map { "line \($0): " } ?? (interactive ? "" : "sous: ")
                let text = lines.map { prefix + $0.plainText }.joined(separator: "\n") + "\n"
                terminal.writeError(terminal.useColor && interactive ? ansi.render(lines) : text)
            } else {
                terminal.write(ansi.render(lines))
            }
        }
    }
}
