#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials
import MealKit

/// Whether this is sous's first interactive start, remembered by a `seen-tour` file in the config
/// directory, so the tour shows once and then only when asked for.
public struct FirstStart: Sendable {
    /// The marker's name in `$XDG_CONFIG_HOME/sous/`.
    public static let markerName = "seen-tour"

    private let marker: URL?
    private let fileSystem: any FileSystem

    public init(directories: XDGDirectories, fileSystem: any FileSystem = PosixFileSystem()) {
        marker = directories.config?.appendingPathComponent(Self.markerName, isDirectory: false)
        self.fileSystem = fileSystem
    }

    /// The marker in the config directory the environment names.
    public init(environment: [String: String]) {
        self.init(directories: XDGDirectories(environment: environment))
    }

    /// True until the tour has been shown. With no config directory there is no way to remember it,
    /// so the tour is not forced on every start: `tour` still shows it.
    public var shouldShowTour: Bool {
        guard let marker else { return false }
        return (try? fileSystem.status(ofItemAt: marker.fileSystemPath, followingSymlink: false)) == .some(nil)
    }

    /// Records that the tour was shown; best effort (a read-only config folder shows it again next time).
    public func markSeen() {
        guard let marker else { return }
        try? XDGDirectories.createDirectory(at: marker.deletingLastPathComponent(), fileSystem: fileSystem)
        try? AtomicFileWriter(fileSystem: fileSystem).write(
            Data("The sous tour was shown; delete this file to see it on the next start.\n".utf8),
            to: marker.fileSystemPath, mode: 0o600, replacing: true)
    }
}
