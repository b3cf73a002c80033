#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// Where sous keeps its files, by the XDG Base Directory rules, worked out from an environment.
///
/// Each directory is `nil` when it cannot be determined (no usable `XDG_…_HOME`, no `HOME`, no
/// password entry); the session then keeps that kind of data in memory only.
public struct XDGDirectories: Hashable, Sendable {
    /// `$XDG_DATA_HOME/sous`, else `$HOME/.local/share/sous`: favorites, history, shopping list.
    public var data: URL?
    /// `$XDG_CACHE_HOME/sous`, else `$HOME/.cache/sous`: the response cache.
    public var cache: URL?
    /// `$XDG_CONFIG_HOME/sous`, else `$HOME/.config/sous`: settings.
    public var config: URL?

    /// The application's folder name inside each base directory.
    public static let applicationName = "sous"

    /// Works the directories out from `environment`; nothing is created.
    ///
    /// - Parameters:
    ///   - environment: the process environment, injected so tests need not change the real one.
    ///   - accountHome: the home directory to use when `HOME` is unset or unusable; by default the
    ///     password database's entry for this user, as the shell itself would find it.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        accountHome: @autoclosure () -> String? = XDGDirectories.passwordDatabaseHome()
    ) {
        // Evaluated once and only if some variable needs it, so tests can count on laziness.
        var resolvedHome: String??
        func home() -> String? {
            if let resolvedHome { return resolvedHome }
            let found = Self.usableAbsolutePath(environment["HOME"]) ?? Self.usableAbsolutePath(accountHome())
            resolvedHome = .some(found)
            return found
        }
        func base(_ variable: String, fallback: String) -> URL? {
            if let explicit = Self.usableAbsolutePath(environment[variable]) {
                return URL(fileURLWithPath: explicit, isDirectory: true)
            }
            guard let home = home() else { return nil }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        data = base("XDG_DATA_HOME", fallback: ".local/share")?.appendingPathComponent(Self.applicationName, isDirectory: true)
        cache = base("XDG_CACHE_HOME", fallback: ".cache")?.appendingPathComponent(Self.applicationName, isDirectory: true)
        config = base("XDG_CONFIG_HOME", fallback: ".config")?.appendingPathComponent(Self.applicationName, isDirectory: true)
    }

    /// Makes the data directory exist and answers it, or says why it cannot.
    public func prepareDataDirectory(fileSystem: any FileSystem = PosixFileSystem()) -> Result<URL, StorageProblem> {
        guard let data else { return .failure(.noDataDirectory) }
        do {
            try Self.createDirectory(at: data, fileSystem: fileSystem)
            return .success(data)
        } catch {
            return .failure(.unwritable(path: error.path, reason: error.reason))
        }
    }

    /// Makes the config directory exist and answers it, or says why it cannot.
    public func prepareConfigDirectory(fileSystem: any FileSystem = PosixFileSystem()) -> Result<URL, StorageProblem> {
        guard let config else { return .failure(.noDataDirectory) }
        do {
            try Self.createDirectory(at: config, fileSystem: fileSystem)
            return .success(config)
        } catch {
            return .failure(.unwritable(path: error.path, reason: error.reason))
        }
    }

    /// Creates `directory` and any missing parents as 0700; directories that exist keep their mode.
    ///
    /// The XDG spec asks for 0700 on directories we create, since favorites and history are private;
    /// an existing folder's mode is the user's choice and is left alone.
    public static func createDirectory(at directory: URL, fileSystem: any FileSystem = PosixFileSystem()) throws(FileSystemError) {
        let components = directory.standardizedFileURL.pathComponents
        var path = ""
        for component in components {
            path = path.isEmpty ? component : (path == "/" ? "/" + component : path + "/" + component)
            if let status = try fileSystem.status(ofItemAt: path, followingSymlink: true) {
                guard status.kind == .directory else {
                    throw FileSystemError(call: "mkdir", path: path, code: ENOTDIR)
                }
                continue
            }
            do {
                try fileSystem.makeDirectory(at: path, mode: 0o700)
            } catch where error.code == EEXIST {
                continue  // another process made it first
            }
            // The umask may have taken bits away; put back exactly 0700 on what we made.
            try fileSystem.changeMode(of: path, to: 0o700)
        }
    }

    /// The current user's home directory from the password database, or `nil`.
    public static func passwordDatabaseHome() -> String? {
        // The reentrant form: getpwuid's shared buffer is not safe when two threads ask at once.
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        let status = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = entry.pw_dir else { return nil }
        return String(cString: directory)
    }

    /// The XDG spec: a variable that is unset, empty or not absolute is to be ignored.
    static func usableAbsolutePath(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
