import FoundationEssentials
import MealKit
import SousCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `main.swift` calls: options, services, loop, exit status.
public enum Launcher {
    /// The exit status: 1 when output was lost (a full disk, a closed stdout), whatever the commands did.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        StandardOutput.protectStandardDescriptors()
        let status = runShell(arguments: arguments, environment: environment)
        return status == 0 && StandardOutput.hasFailed ? 1 : status
    }

    private static func runShell(arguments: [String], environment: [String: String]) -> Int32 {
        Locale.prepareForUTF8Input()
        signal(SIGPIPE, SIG_IGN)
        let options: Options
        do {
            options = try Options.parse(arguments, environment: environment)
        } catch {
            // The message quotes what was typed, which may hold escapes like any other outside text.
            FileDescriptorTerminal.writeToStandardError(TerminalText.sanitizedLine(error.message) + "\n")
            return 2
        }
        let terminal = FileDescriptorTerminal(color: options.color, environment: environment)
        if options.showHelp { terminal.write(Options.usage + "\n"); return 0 }
        if options.showVersion { terminal.write("sous \(Options.version)\n"); return 0 }

        let built: Services.Built
        switch Services.make(options: options, environment: environment) {
        case .success(let services): built = services
        case .failure(let error):
            terminal.writeError(TerminalText.sanitizedLine(error.message) + "\n")
            return 2
        }
        let jsonFlag = options.settingFlags.contains(.output) ? options.json : nil
        if let commands = options.commands {
            return leftForExit(REPL(engine: built.engine, terminal: terminal, banner: built.banner,
                                    storageProblems: built.problems, jsonFlag: jsonFlag), engine: built.engine)
                .run(commands: commands)
        }
        guard terminal.inputIsTTY, terminal.outputIsTTY else {
            return leftForExit(REPL(engine: built.engine, terminal: terminal, banner: built.banner,
                                    storageProblems: built.problems, jsonFlag: jsonFlag), engine: built.engine)
                .run(reader: PlainLineReader())
        }
        return runInteractive(built, terminal: terminal, environment: environment, jsonFlag: jsonFlag)
    }

    /// The shell, never freed: once its `run` returns (output written, stores saved) the process exits,
    /// which reclaims the session's memory at once; freed piece by piece, 10,000 favorites' worth of
    /// state cost as much as listing them (~13 M instructions).
    private static func leftForExit(_ repl: REPL, engine: ShellEngine) -> REPL {
        _ = Unmanaged.passRetained(repl)
        _ = Unmanaged.passRetained(engine)
        return repl
    }

    /// The shell on a terminal: libedit, Ctrl-C that never kills, SIGTERM/SIGHUP that leave cleanly.
    private static func runInteractive(_ built: Services.Built, terminal: FileDescriptorTerminal, environment: [String: String],
        jsonFlag: Bool?
    ) -> Int32 {
        let signals = SignalRelay.shared
        signals.install([SIGINT, SIGTERM, SIGHUP])
        let repl = leftForExit(REPL(engine: built.engine, terminal: terminal, banner: built.banner,
                                    storageProblems: built.problems, signals: signals, pager: Pager(environment: environment),
                                    jsonFlag: jsonFlag, status: built.status), engine: built.engine)
        repl.firstStart = FirstStart(environment: environment)
        let status: Int32
        // Faint text needs colour to be told from typing: no colour, no suggestions (see LineEditor+Suggestion).
        let suggestions = { [engine = built.engine] in
            let state = BlockingTask { await engine.state }.wait()
            return state.settings.suggest && terminal.colors.following(state).useColor
        }
        if let editor = LineEditor(signals: signals, environment: environment, width: { terminal.width },
                                   suggestions: suggestions,
                                   completionContext: { [weak repl] in repl?.completionContext() ?? CompletionContext() }) {
            status = repl.run(reader: editor)
            editor.close()
        } else {
            terminal.writeError("sous: the line editor could not start on this terminal; lines are read without editing\n")
            status = repl.run(reader: PlainLineReader(showsPrompt: true))
        }
        if let ending = repl.terminationSignal {
            // Leave the way the signal asked, so the parent sees it; stores have saved, the terminal is restored.
            signals.uninstall([ending])
            kill(getpid(), ending)
        }
        return status
    }
}

extension Locale {
    /// Takes the character encoding from the environment, falling back to C.UTF-8 when it is C/POSIX,
    /// so libedit accepts non-ASCII input and Backspace deletes whole characters.
    ///
    /// Only `LC_CTYPE`: it is all libedit reads, and the other categories change nothing sous shows
    /// (its words are English, its numbers and dates its own) while each costs a file read at every
    /// start (`LC_ALL` took ~0.2 ms).
    static func prepareForUTF8Input() {
        let current = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if current == "C" || current == "POSIX" || !current.uppercased().contains("UTF") {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        }
    }
}
