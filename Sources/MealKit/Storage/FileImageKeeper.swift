#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Pictures as files under `$XDG_DATA_HOME/sous/images/`, one per meal: `recipe_f2de….jpg`, 0600.
///
/// Only JPEG and PNG under the size cap are kept, recognised by their first bytes (Edamam's links
/// often have no extension). Files are written atomically, so a picture is whole or absent. The
/// naming (`<id>.jpg|png`, safe characters only) matches the `img` command's store, so either finds
/// the other's files.
public struct FileImageKeeper: ImageKeeping {
    public let directory: URL
    public let sizeLimit: Int
    public let timeout: TimeInterval
    private let fileSystem: any FileSystem

    /// - Parameter dataDirectory: sous's data directory; `images/` in it is made when first needed.
    public init(dataDirectory: URL, sizeLimit: Int = 2_000_000, timeout: TimeInterval = 15,
                fileSystem: any FileSystem = PosixFileSystem()) {
        self.directory = dataDirectory.appendingPathComponent("images", isDirectory: true)
        self.sizeLimit = sizeLimit
        self.timeout = timeout
        self.fileSystem = fileSystem
    }

    public func keepImage(from url: URL, forMealID id: String) async -> Result<URL, StorageProblem> {
        guard let name = Self.safeName(id) else { return .failure(.imageNotKept(mealName: id, reason: "an unusable meal id")) }
        let data: Data
        switch await download(url) {
        case .body(let body): data = body
        case .refused(let reason): return .failure(.imageNotKept(mealName: id, reason: reason))
        }
        guard let fileExtension = Self.fileExtension(sniffing: data) else {
            return .failure(.imageNotKept(mealName: id, reason: "the answer was not a JPEG or PNG picture"))
        }
        let target = directory.appendingPathComponent("\(name).\(fileExtension)")
        do {
            try XDGDirectories.createDirectory(at: directory, fileSystem: fileSystem)
            try write(data, to: target.path)
        } catch {
            return .failure(.unwritable(path: error.path, reason: error.reason))
        }
        // The picture may have changed format since an earlier save; the other file is stale then.
        for other in ["jpg", "png"] where other != fileExtension {
            try? fileSystem.unlink(directory.appendingPathComponent("\(name).\(other)").path)
        }
        return .success(target)
    }

    public func localImage(forMealID id: String) async -> URL? {
        guard let name = Self.safeName(id) else { return nil }
        for fileExtension in ["jpg", "png"] {
            let url = directory.appendingPathComponent("\(name).\(fileExtension)")
            if let status = try? fileSystem.status(ofItemAt: url.path, followingSymlink: false), status.kind == .regular {
                return url
            }
        }
        return nil
    }

    // MARK: Helpers

    /// The body of a 200 under the size cap, or why not (in words without the URL: it may be signed).
    private enum Download { case body(Data), refused(String) }

    private func download(_ url: URL) async -> Download {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return .refused("not a web address")
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        do {
            let (data, response) = try await session.data(from: url)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard status == 200 else {
                return .refused(status == 403 ? "the link has expired (HTTP 403)" : "HTTP \(status)")
            }
            guard data.count <= sizeLimit else { return .refused("larger than \(sizeLimit / 1_000_000) MB") }
            return .body(data)
        } catch {
            if case .cancelled = LiveMealDBClient.mapped(error) { return .refused("cancelled") }
            return .refused("it could not be downloaded")
        }
    }

    /// Writes through a temporary file in the same folder, fsync, rename: whole or not at all.
    private func write(_ data: Data, to target: String) throws(FileSystemError) {
        let temporary = target + ".tmp-\(getpid())"
        let descriptor = try fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode: 0o600)
        var open = true
        do throws(FileSystemError) {
            try fileSystem.changeMode(of: descriptor, to: 0o600)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 1)
            defer { buffer.deallocate() }
            data.copyBytes(to: buffer)
            var offset = 0
            while offset < buffer.count {
                let written = try fileSystem.write(descriptor, from: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                guard written > 0 else { throw FileSystemError(call: "write", path: temporary, code: EIO) }
                offset += written
            }
            try fileSystem.synchronize(descriptor)
            open = false
            try fileSystem.close(descriptor)
            try fileSystem.rename(temporary, to: target)
        } catch {
            if open { try? fileSystem.close(descriptor) }
            try? fileSystem.unlink(temporary)
            throw error
        }
    }

    /// `jpg` or `png` from the magic bytes, nil for anything else.
    static func fileExtension(sniffing data: Data) -> String? {
        let head = [UInt8](data.prefix(8))
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return "jpg" }
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return "png" }
        return nil
    }

    /// The id as a file name: letters, digits, `-` and `_` only, at most 64 of them.
    static func safeName(_ id: String) -> String? {
        let allowed = id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        return allowed && !id.isEmpty && id.count <= 64 ? id : nil
    }
}
