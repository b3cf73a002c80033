#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// The user's `$XDG_CONFIG_HOME/sous/aisle.conf`, which overrides sous's aisles. Only ever read.
public enum AisleConfigFile {
    /// The file's name in the config directory: Cooklang's, so a CookCLI user's file can be copied over.
    public static let fileName = "aisle.conf"

    /// A file this large is not a list of aisles; it is refused rather than read into memory.
    static let sizeLimit = 1 << 20

    /// The file's path, when there is a config directory.
    public static func path(in directories: XDGDirectories) -> String? {
        // Put together as text: URL's first `appendingPathComponent(_:)` costs ~0.1 ms (see `fileSystemPath`).
        directories.config.map { $0.fileSystemPath.appendingPathComponent(fileName) }
    }

    /// The user's aisles: `nil` when there is no such file (or no config directory), a problem when the
    /// file is there but cannot be read. A link is followed: dotfiles are often links.
    public static func read(
        _ directories: XDGDirectories, fileSystem: any FileSystem = PosixFileSystem()
    ) -> Result<AisleConfig?, StorageProblem> {
        guard let path = path(in: directories) else { return .success(nil) }
        return read(path: path, fileSystem: fileSystem)
    }

    /// The aisles in the file at `path` (a cookcli collection's `config/aisle.conf` too).
    public static func read(path: String, fileSystem: any FileSystem = PosixFileSystem()) -> Result<AisleConfig?, StorageProblem> {
        do {
            guard let status = try fileSystem.status(ofItemAt: path, followingSymlink: true) else { return .success(nil) }
            guard status.kind == .regular else {
                return .failure(.unreadable(path: path, reason: "not a regular file"))
            }
            guard status.size <= sizeLimit else {
                return .failure(.unreadable(path: path, reason: "larger than 1 MB"))
            }
            let descriptor = try fileSystem.open(path, flags: O_RDONLY | O_CLOEXEC, mode: 0)
            defer { try? fileSystem.close(descriptor) }
            var bytes: [UInt8] = []
            let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
            defer { chunk.deallocate() }
            while bytes.count <= sizeLimit {
                let count = try fileSystem.read(descriptor, into: chunk)
                if count == 0 { break }
                bytes += chunk[0..<count]
            }
            guard bytes.count <= sizeLimit else { return .failure(.unreadable(path: path, reason: "larger than 1 MB")) }
            return .success(AisleConfig.parse(String(decoding: bytes, as: UTF8.self)))
        } catch {
            return .failure(.unreadable(path: path, reason: error.reason))
        }
    }
}
