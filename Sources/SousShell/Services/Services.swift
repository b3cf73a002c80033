import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MealKit
import SousCore

/// Builds the services a session runs on, from the command-line options and the environment.
public enum Services {
    /// The engine, the banner line, and what went wrong opening the stores.
    public struct Built {
        public var engine: ShellEngine
        public var banner: String
        public var problems: [StorageProblem]
        /// The line under the prompt a running command's progress, the REPL's wait and the editor share.
        public var status: CommandStatusLine
    }

    /// The seconds `SOUS_TIMEOUT` asks a source's answer to be waited for (a slow network); nil when it
    /// is unset or not a number of seconds from 1 to 600.
    static func answerTimeout(_ environment: [String: String]) -> TimeInterval? {
        guard let text = environment["SOUS_TIMEOUT"], let seconds = TimeInterval(text), seconds >= 1, seconds <= 600 else {
            return nil
        }
        return seconds
    }

    /// Why `--api-base` with the offline catalogue is refused rather than ignored.
    static let offlineIgnoresAPIBase = "--api-base does not apply to --source offline, which never uses the network"

    public static func make(options: Options, environment: [String: String]) -> Result<Built, OptionsError> {
        let directories = XDGDirectories(environment: environment)
        // Told on stderr as it happens, while the command waits: the session is busy and cannot say it.
        // At a terminal it takes the place of the progress line ("fav… Ctrl-C cancels") rather than running on after it.
        let startOfLine = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2K" : ""
        let lockWait = LockWait(notice: { problem in
            FileDescriptorTerminal.writeToStandardError(startOfLine + problem.userMessage + "\n")
        })
        let settings = loadSettings(directories, lockWait: lockWait)
        let options = options.filledIn(from: settings.value)
        let historyLimit = settings.value.historySize
        let storage = DeferredStorage(dataDirectory: directories.data) {
            LocalStorage(directories, historyLimit: historyLimit, lockWait: lockWait)
        }
        let transport = makeTransport(environment: environment, warmingFallback: options.source == .auto)
        let provider: any RecipeProviding
        let sourceLine: String
        switch options.source {
        case .offline:
            if options.apiBaseFromFlag { return .failure(.unsupported(Self.offlineIgnoresAPIBase)) }
            provider = OfflineCatalog()
            let info = OfflineCatalog.bundledInfo
            sourceLine = "offline catalogue · \(info.mealCount) meals · \(info.capturedOn)"
        case .live, .auto:
            let base: URL
            if let text = options.apiBase {
                guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
                    return .failure(.invalidURL(text))
                }
                base = url
            } else {
                base = MealDBEndpoint.defaultBaseURL
            }
            // The cache sits inside the fallback: offline answers are never cached as live ones.
            let client = LiveMealDBClient(
                configuration: .init(baseURL: base, policy: HTTPPolicy().withAnswerTimeout(answerTimeout(environment))),
                transport: transport)
            let live: any RecipeProviding = settings.value.cache
                ? CachingProvider(upstream: client, base: base, directory: directories.cache, refresh: options.refresh)
                : client
            if options.source == .live {
                provider = live
                sourceLine = "TheMealDB live"
            } else {
                provider = FallbackProvider(primary: live)
                sourceLine = "TheMealDB live, offline catalogue if unreachable"
            }
        case .edamam:
            switch edamam(environment: environment, apiBase: options.apiBaseFromFlag ? options.apiBase : nil,
                          settings: settings.store, transport: transport) {
            case .success(let built): (provider, sourceLine) = built
            case .failure(let error): return .failure(error)
            }
        }
        let status = CommandStatusLine(enabled: isatty(STDOUT_FILENO) == 1,
                                       width: { FileDescriptorTerminal(color: .never, environment: environment).width },
                                       write: { FileDescriptorTerminal(color: .never, environment: environment).write($0) })
        // The editor needs the terminal both ways: not through a pipe, not for -c.
        let interactive = options.commands == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let editor: any RecipeEditing = interactive ? TerminalEditor(environment: environment, status: status) : NoTerminalEditor()
        let cookbookFolder = settings.value.isDefault(.cookbook) ? nil : settings.value[.cookbook]
        let hostServices = makeHostServices(storage: storage, directories: directories, environment: environment,
                                            transport: transport, cookbookFolder: cookbookFolder, status: status, editor: editor)
        let runner = EffectRunner(provider: provider, favorites: storage.favorites, history: storage.history,
                                  shoppingList: storage.shoppingList, pantry: storage.pantry, plan: storage.plan,
                                  hostServices: hostServices,
                                  settings: settings.store)
        let banner = "sous · \(sourceLine)\ntype help for the commands · Tab completes · Ctrl-D quits"
        let initialSource: SourceKind = options.source == .offline ? .offline : options.source == .edamam ? .edamam : .live
        var state = SessionState(source: initialSource)
        state.settings = settings.value
        state.overriddenSettings = options.settingFlags
        var notices: [String] = []
        switch AisleConfigFile.read(directories) {
        case .success(let config?):
            state.ownAisles = config
            notices = config.problems.map { $0.message(file: AisleConfigFile.path(in: directories) ?? AisleConfigFile.fileName) }
        case .success(nil): break
        case .failure(let problem): notices = [problem.userMessage]
        }
        // A cookcli collection keeps its aisles in config/aisle.conf; read only when sous has none of its own.
        if state.ownAisles == nil, cookbookFolder != nil, let (path, read) = hostServices.cookbook.aisleConfig() {
            switch read {
            case .success(let config?):
                state.cookbookAisles = config
                notices += config.problems.map { $0.message(file: path) }
            case .success(nil): break
            case .failure(let problem): notices.append(problem.userMessage)
            }
        }
        state.aisles = AisleMap.layered(own: state.ownAisles, cookbook: state.cookbookAisles)
        return .success(Built(engine: ShellEngine(runner: runner, state: state, startNotices: notices),
                              banner: banner, problems: settings.problems, status: status))
    }

    /// The one HTTP transport of the session: libcurl from the file `SOUS_LIBCURL` names (tests) or
    /// `libcurl.so.4` from the system's library folders (never from beside the binary),
    /// loaded at the first request. If it cannot be, that is said once, on stderr, and every request
    /// fails as unreachable (auto then answers from the offline catalogue).
    ///
    /// With `warmingFallback` (`--source auto`), the offline catalogue's index is read on another
    /// thread while libcurl loads: when TheMealDB turns out unreachable, the fallback's answer is
    /// ready ~1.5 ms sooner; when it answers, the index costs that much once, off the waiting thread.
    static func makeTransport(environment: [String: String], warmingFallback: Bool = false) -> HTTPTransport {
        let path = environment["SOUS_LIBCURL"].flatMap { $0.isEmpty ? nil : $0 }
        let warm: @Sendable () -> Void = {
            Task.detached(priority: .userInitiated) { _ = try? await OfflineCatalog().categories() }
        }
        return HTTPTransport(libraryPath: path, environment: environment, onUnavailable: { reason in
            let line = "sous: \(reason); no network for this session (install libcurl4)"
            FileDescriptorTerminal.writeNoticeToStandardError(TerminalText.sanitizedLine(line))
        }, whileLoading: warmingFallback ? warm : nil)
    }
}
