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
        absolute = Self.fittingName(absolute)
        // Only a regular file is ever replaced, and it keeps its permissions (0600 stays 0600); a link
        // is neither written through nor replaced, nor is a device, a FIFO or a folder.
        var mode: UInt32?
        if let existing = try? writer.fileSystem.status(ofItemAt: absolute, followingSymlink: false) {
            guard existing.kind == .regular else { throw .notAFile(path: absolute, kind: existing.kind) }
            guard replacing else { throw .exists(path: absolute) }
            mode = existing.permissions & 0o777
        }
        do {
            try writer.write(data, to: absolute, mode: mode, replacing: replacing)
        } catch where error.code == EEXIST {
            throw .exists(path: absolute)
        } catch {
            throw .failed(path: absolute, reason: error.reason)
        }
        return absolute
    }

    /// The longest file name written, in bytes: the system's limit (NAME_MAX, 255) less what the
    /// atomic writer adds for its temporary name beside it (`.` `…` `.tmp-<pid>-<random>`).
    static let longestName = 255 - 32

    /// `path` with its last component cut to `longestName` bytes, at a character's end, keeping a
    /// short extension (`.md`): a long name (200 × "é" is 400 bytes) is written shorter rather than
    /// refused with "File name too long".
    static func fittingName(_ path: String) -> String {
        let name = path.lastPathComponent
        guard name.utf8.count > longestName else { return path }
        var stem = Substring(name)
        var suffix = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name.utf8[dot...].count <= 16 {
            stem = name[..<dot]
            suffix = String(name[dot...])
        }
        var kept = ""
        var bytes = suffix.utf8.count
        for character in stem {
            bytes += character.utf8.count
            if bytes > longestName { break }
            kept.append(character)
        }
        return path.deletingLastPathComponent.appendingPathComponent(kept + suffix)
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
