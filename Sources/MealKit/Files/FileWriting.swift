import FoundationEssentials

/// Where `export` writes: a path as the user typed it (`~/x.md`, `notes/x.md`), resolved by the writer.
public protocol FileWriting: Sendable {
    /// Writes `data` whole (or not at all) and answers the absolute path written.
    /// - Parameters:
    ///   - nameInFolder: the file's name when `path` is an existing folder (or ends in `/`): the file
    ///     goes inside it, as `cp` puts a file into a folder.
    ///   - replacing: when false, an existing file is `FileWriteError.exists`, left untouched; when true,
    ///     a regular file is replaced and keeps its permissions. Anything else at the path is
    ///     `FileWriteError.notAFile`, left untouched either way.
    func write(_ data: Data, toPath path: String, nameInFolder: String, replacing: Bool) async throws(FileWriteError) -> String
}

/// Why a file could not be written, with the absolute path.
public enum FileWriteError: Error, Hashable, Sendable {
    case exists(path: String)
    case failed(path: String, reason: String)
    /// Something other than a regular file is there (a link, a folder, a device, a FIFO): never
    /// written through, never replaced, `--force` or not.
    case notAFile(path: String, kind: FileStatus.Kind)
}

/// Files kept in memory: for tests, and for sessions that must not write (there are none yet).
public actor InMemoryFileWriter: FileWriting {
    public private(set) var files: [String: Data]
    /// Directories whose files fail to write, to stand in for a read-only disk.
    private let unwritable: Set<String>
    /// Directories that exist, beyond those holding a file.
    private let directories: Set<String>
    private let currentDirectory: String

    public init(
        files: [String: Data] = [:], unwritable: Set<String> = [], directories: Set<String> = [],
        currentDirectory: String = "/work"
    ) {
        self.files = files
        self.unwritable = unwritable
        self.directories = directories
        self.currentDirectory = currentDirectory
    }

    public func write(_ data: Data, toPath path: String, nameInFolder: String, replacing: Bool) throws(FileWriteError) -> String {
        var absolute = DocumentWriter.resolve(path, currentDirectory: currentDirectory, home: "/home/cook")
        let isFolder = path.hasSuffix("/") || directories.contains(absolute) || unwritable.contains(absolute)
            || files.keys.contains { $0.hasPrefix(absolute + "/") }
        if isFolder { absolute = absolute.appendingPathComponent(nameInFolder) }
        if unwritable.contains(absolute.deletingLastPathComponent) {
            throw .failed(path: absolute, reason: "Permission denied")
        }
        if !replacing, files[absolute] != nil { throw .exists(path: absolute) }
        files[absolute] = data
        return absolute
    }
}
