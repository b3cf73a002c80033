#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// Writes exported documents to the real disk, resolving `~` and relative paths the way a shell would.
public struct DocumentWriter: FileWriting {
    private let writer: AtomicFileWriter
    private let currentDirectory: String
    private let home: String?

    /// - Parameters:
    ///   - currentDirectory: what relative paths are relative to; the process's own by default.
    ///   - home: what `~` means; `nil` leaves a leading `~` as a plain name.
    public init(
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        home: String? = ProcessInfo.processInfo.environment["HOME"],
        fileSystem: any FileSystem = PosixFileSystem()
    ) {
        self.writer = AtomicFileWriter(fileSystem: fileSystem)
        self.currentDirectory = currentDirectory
        self.home = home
    }

    public func write(_ data: Data, toPath path: String, nameInFolder: String, replacing: Bool) throws(FileWriteError) -> String {
        var absolute = Self.resolve(path, currentDirectory: currentDirectory, home: home)
        // A folder (a link to one included) takes the file inside it, as `cp` does; `notes/` names one.
        let status = try? writer.fileSystem.status(ofItemAt: absolute, followingSymlink: true)
        if path.hasSuffix("/") || status?.kind == .directory {
            absolute = absolute.appendingPathComponent(nameInFolder)
        }
        do {
            try writer.write(data, to: absolute, replacing: replacing)
        } catch where error.code == EEXIST {
            throw .exists(path: absolute)
        } catch {
            throw .failed(path: absolute, reason: error.reason)
        }
        return absolute
    }

    /// `~` and `~/…` become the home directory; a relative path joins the current directory.
    /// `~user` is not expanded: sous does not look other users up.
    public static func resolve(_ path: String, currentDirectory: String, home: String?) -> String {
        var expanded = path
        if let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") {
            expanded = home + path.dropFirst()
        }
        if !expanded.hasPrefix("/") {
            expanded = (currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/") + expanded
        }
        return URL(fileURLWithPath: expanded).standardized.path
    }
}
