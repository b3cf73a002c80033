import Foundation
import MealKit
import SousCore

/// Builds the services a session runs on, from the command-line options and the environment.
public enum Services {
    /// The engine, the banner line, and what went wrong opening the stores.
    public struct Built {
        public var engine: ShellEngine
        public var banner: String
        public var problems: [StorageProblem]
    }

    public static func make(options: Options, environment: [String: String]) -> Result<Built, OptionsError> {
        let directories = XDGDirectories(environment: environment)
        let settings = loadSettings(directories)
        let options = options.filledIn(from: settings.value)
        let storage = LocalStorage.open(directories, historyLimit: settings.value.historySize)
        let provider: any RecipeProviding
        let sourceLine: String
        switch options.source {
        case .offline:
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
            let client = LiveMealDBClient(baseURL: base)
            let live: any RecipeProviding = settings.value.cache
                ? CachingProvider(upstream: client, directory: directories.cache, refresh: options.refresh) : client
            if options.source == .live {
                provider = live
                sourceLine = "TheMealDB live"
            } else {
                provider = FallbackProvider(primary: live)
                sourceLine = "TheMealDB live, offline catalogue if unreachable"
            }
        case .edamam:
            switch edamam(environment: environment, settings: settings.store) {
            case .success(let built): (provider, sourceLine) = built
            case .failure(let error): return .failure(error)
            }
        }
        var runner = EffectRunner(provider: provider, favorites: storage.favorites, history: storage.history,
                                  shoppingList: storage.shoppingList, pantry: storage.pantry, plan: storage.plan,
                                  extras: makeExtras(storage: storage, environment: environment),
                                  settings: settings.store)
        runner.imageKeeper = StoreImageKeeper(store: runner.extras.images, fetcher: runner.extras.imageFetcher)
        let banner = "sous · \(sourceLine)\ntype help for the commands · Tab completes · Ctrl-D quits"
        let initialSource: SourceKind = options.source == .offline ? .offline : options.source == .edamam ? .edamam : .live
        var state = SessionState(source: initialSource)
        state.settings = settings.value
        state.overriddenSettings = options.settingFlags
        var notices: [String] = []
        switch AisleConfigFile.read(directories) {
        case .success(let config?):
            state.aisles = AisleMap.builtIn.overridden(by: config)
            notices = config.problems.map { $0.message(file: AisleConfigFile.path(in: directories) ?? AisleConfigFile.fileName) }
        case .success(nil): break
        case .failure(let problem): notices = [problem.userMessage]
        }
        return .success(Built(engine: ShellEngine(runner: runner, state: state, startNotices: notices),
                              banner: banner, problems: storage.problems + settings.problems))
    }
}
