import Foundation
import MealKit
import SousCore

/// Builds the services a session runs on, from the command-line options and the environment.
public enum Services {
    public static func makeEngine(options: Options, environment: [String: String]) -> (engine: ShellEngine, banner: String, problems: [StorageProblem]) {
        let provider: any RecipeProviding = OfflineCatalog()
        let info = OfflineCatalog.bundledInfo
        let storage = LocalStorage.open(XDGDirectories(environment: environment))
        let runner = EffectRunner(provider: provider, favorites: storage.favorites, history: storage.history,
                                  extras: makeExtras(storage: storage, environment: environment))
        let banner = "sous · offline catalogue · \(info.mealCount) meals · \(info.capturedOn) · "
            + "type help, Tab completes, Ctrl-D quits"
        return (ShellEngine(runner: runner), banner, storage.problems)
    }
}
