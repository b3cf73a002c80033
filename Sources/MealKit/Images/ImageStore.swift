#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// Pictures as files under `$XDG_DATA_HOME/sous/images/`, one per meal: `52772.jpg`.
///
/// Files are written atomically and are 0600 like the rest of the data directory; only JPEG and PNG
/// under the size cap are kept. Meal ids come from a source, so only safe characters reach a file name.
public struct ImageStore: ImageStoring {
    /// The folder's name in the data directory.
    public static let folderName = "images"

    public let directory: URL
    private let limit: Int
    private let fileSystem: any FileSystem
    private let boundary: DataDirectoryBoundary

    /// - Parameter dataDirectory: sous's data directory; the `images` folder in it is made when needed.
    public init(dataDirectory: URL, limit: Int = 2_000_000, fileSystem: any FileSystem = PosixFileSystem()) {
        self.directory = dataDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
        self.limit = limit
        self.fileSystem = fileSystem
        boundary = DataDirectoryBoundary(directory: dataDirectory.path, fileSystem: fileSystem)
    }

    public func keep(_ data: Data, contentType: String?, for mealID: String) throws(ImageError) -> StoredImage {
        let format = try ImageFormat.validate(data, contentType: contentType, limit: limit)
        guard let name = Self.safeName(mealID) else { throw .notAnImage("an unusable meal id") }
        let path = directory.appendingPathComponent("\(name).\(format.fileExtension)").path
        // A folder or file linked out of the data directory is the user's: never written through.
        if let outside = boundary.escape(of: path) {
            throw .unwritable(path: path, reason: "a link to \(outside), outside the data directory")
        }
        do {
            try XDGDirectories.createDirectory(at: directory, fileSystem: fileSystem)
            try AtomicFileWriter(fileSystem: fileSystem).write(data, to: path, mode: 0o600, replacing: true)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
        // A meal's picture may change format between downloads; the other file is stale then.
        let other: ImageFormat = format == .jpeg ? .png : .jpeg
        try? fileSystem.unlink(directory.appendingPathComponent("\(name).\(other.fileExtension)").path)
        return StoredImage(data: data, format: format, path: path)
    }

    public func image(for mealID: String) -> StoredImage? {
        guard let name = Self.safeName(mealID) else { return nil }
        for format in [ImageFormat.jpeg, .png] {
            let url = directory.appendingPathComponent("\(name).\(format.fileExtension)")
            guard let status = try? fileSystem.status(ofItemAt: url.path, followingSymlink: false),
                  status.kind == .regular, status.size <= limit,
                  let data = try? Data(contentsOf: url), ImageFormat(sniffing: data) == format
            else { continue }
            return StoredImage(data: data, format: format, path: url.path)
        }
        return nil
    }

    public func remove(mealID: String) {
        guard let name = Self.safeName(mealID), boundary.escape(of: directory.path) == nil else { return }
        for format in [ImageFormat.jpeg, .png] {
            try? fileSystem.unlink(directory.appendingPathComponent("\(name).\(format.fileExtension)").path)
        }
    }

    /// How old a picture of no favorite must be to be swept: a `fav` keeps an Edamam picture before
    /// the favorite that names it is saved, so a younger one may be another sous's, half-way.
    static let orphanAge: TimeInterval = 10 * 60

    /// Removes what a kill left in the folder: pictures of meals `isKept` does not name (an `unfav`
    /// killed between the favorite's removal and its picture's), at least `orphanAge` old at `now`,
    /// and temporary files whose writer has exited. One look at the folder, made by the favorites
    /// store at its first visit, under its lock.
    ///
    /// `isKept` is asked of the meal id a picture is named after (`<id>.jpg`, `SafeFileName`).
    /// Answers whether nothing was left to look at again: `false` when a picture of no favorite was too
    /// young to remove, or the folder could not be read (a folder that is not there is settled).
    @discardableResult
    func sweep(keeping isKept: (String) -> Bool, now: Date) -> Bool {
        guard boundary.escape(of: directory.path) == nil else { return false }
        guard let names = try? fileSystem.contentsOfDirectory(at: directory.path) else {
            return (try? fileSystem.status(ofItemAt: directory.path, followingSymlink: false)) == nil
        }
        var settled = true
        LeftoverFiles.removeAbandonedTemporaries(names, in: directory.path, fileSystem: fileSystem)
        let extensions = Set([ImageFormat.jpeg, .png].map { "." + $0.fileExtension })
        for name in names where !name.hasPrefix(".") {
            guard let dot = name.lastIndex(of: "."), extensions.contains(String(name[dot...])),
                  !isKept(String(name[..<dot])) else { continue }
            let path = directory.appendingPathComponent(name).path
            guard let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false), status.kind == .regular,
                  let modified = status.stamp?.modifiedSeconds else { continue }
            guard now.timeIntervalSince1970 - Double(modified) >= Self.orphanAge else {
                settled = false
                continue
            }
            try? fileSystem.unlink(path)
        }
        return settled
    }

    /// The id as a file name (see `SafeFileName`).
    static func safeName(_ mealID: String) -> String? { SafeFileName.forMealID(mealID) }
}
