import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MealKit
import SousCore

extension Services {
    /// The settings store and what `config.json` holds, read before anything is built from them.
    struct LoadedSettings {
        var store: any Storing<Settings, Settings.Change>
        var value: Settings
        /// A config directory that cannot be made, a damaged file moved aside, …: told at start.
        var problems: [StorageProblem]
    }

    static func loadSettings(_ directories: XDGDirectories, lockWait: LockWait) -> LoadedSettings {
        let open: @Sendable () -> (store: FileSettingsStore, problems: [StorageProblem]) = {
            FileSettingsStore.open(directories, lockWait: lockWait)
        }
        // No config.json (one lstat): the defaults, and the store (its folder made, its lock taken)
        // only at the first `set`. Opening it costs ~0.3 ms that a start without settings never needs.
        // The path is put together as text: URL's first appendingPathComponent costs ~0.1 ms.
        if let config = directories.config, isAbsent(config.fileSystemPath.appendingPathComponent(FileSettingsStore.fileName)) {
            let opened = OpenedOnce(open)
            let store = DeferredSettings(opened: OpenedStore { opened.value.store }) { opened.value.problems }
            return LoadedSettings(store: store, value: Settings(), problems: [])
        }
        let (store, problems) = open()
        // Services.make runs on the main thread before the loop starts, like the REPL's other waits;
        // loading through the store (not around it) lets it tell each problem only once.
        let loaded = BlockingTask { await store.load() }.wait()
        return LoadedSettings(store: store, value: loaded.value, problems: problems + loaded.problems)
    }

    /// Whether nothing at all is at `path` (a dangling link or an unreadable folder is something:
    /// the store is opened to say what).
    static func isAbsent(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) != 0 && errno == ENOENT
    }
}

/// The settings store opened at its first call: for a start that found no `config.json`.
private struct DeferredSettings: DeferredStore {
    let opened: OpenedStore<FileSettingsStore>, openingProblems: @Sendable () -> [StorageProblem]
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
