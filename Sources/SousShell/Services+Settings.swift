import Foundation
import MealKit
import SousCore

extension Services {
    /// The settings store and what `config.json` holds, read before anything is built from them.
    struct LoadedSettings {
        var store: any SettingsStoring
        var value: Settings
        /// A config directory that cannot be made, a damaged file moved aside, …: told at start.
        var problems: [StorageProblem]
    }

    static func loadSettings(_ directories: XDGDirectories, lockWait: LockWait) -> LoadedSettings {
        let (store, problems) = FileSettingsStore.open(directories, lockWait: lockWait)
        // Services.make runs on the main thread before the loop starts, like the REPL's other waits;
        // loading through the store (not around it) lets it tell each problem only once.
        let loaded = BlockingTask { await store.load() }.wait()
        return LoadedSettings(store: store, value: loaded.value, problems: problems + loaded.problems)
    }
}

extension Options {
    /// These options with the settings filling in what no flag said: a flag wins for its run. (Colour
    /// is not among them: the REPL follows the session's setting as it changes, see `Terminal.following`.)
    func filledIn(from settings: Settings) -> Options {
        var options = self
        if !settingFlags.contains(.source), let source = SourceChoice(rawValue: settings[.source]) {
            options.source = source
        }
        return options
    }
}
