import FoundationEssentials

/// The settings in `config.json` under the config directory, shared safely by every sous running at once.
///
/// Each `set` changes that one key in the newest file under its lock and saves before answering, so
/// two shells setting different keys keep both. When the disk fails the session goes on with the
/// value in memory and saves it with the first call that can; each problem is reported once.
public actor FileSettingsStore: SettingsStoring {
    /// The file's name in the config directory.
    public static let fileName = "config.json"

    /// The path of `config.json`.
    public nonisolated let path: String

    private var file: ReplayedFile<SettingsDocument, Settings>

    /// - Parameters:
    ///   - directory: the config directory, which must exist (`XDGDirectories.prepareConfigDirectory()`).
    ///   - fileSystem: the system calls, replaceable so tests can make one fail.
    ///   - clock: names the `.corrupt-<time>` copy of a damaged file.
    ///   - lockWait: what to do while another sous holds the lock.
    public init(
        directory: URL, fileSystem: any FileSystem = PosixFileSystem(),
        clock: @escaping @Sendable () -> Date = { Date() }, lockWait: LockWait = LockWait()
    ) {
        let store = JSONFileStore<SettingsDocument>(
            directory: directory, fileName: Self.fileName, fileSystem: fileSystem, clock: clock, lockWait: lockWait)
        path = store.path
        file = ReplayedFile(store, read: \.settings, make: SettingsDocument.init(settings:))
    }

    /// The settings store for these directories: the file in the config directory (made 0700 if
    /// needed), or memory when there is none, with why.
    public static func open(
        _ directories: XDGDirectories, fileSystem: any FileSystem = PosixFileSystem(), lockWait: LockWait = LockWait()
    ) -> (store: any SettingsStoring, problems: [StorageProblem]) {
        switch directories.prepareConfigDirectory(fileSystem: fileSystem) {
        case .success(let directory):
            return (FileSettingsStore(directory: directory, fileSystem: fileSystem, lockWait: lockWait), [])
        case .failure(let problem):
            return (InMemorySettingsStore(), [problem])
        }
    }

    public func load() -> Stored<Settings> { file.synchronize() }

    public func set(_ key: SettingKey, to value: String?) -> Stored<Settings> {
        file.apply { $0.setting(key, to: value) }
    }

    public func saveWaitingChanges() -> Int { file.saveWaitingChanges() }
}
