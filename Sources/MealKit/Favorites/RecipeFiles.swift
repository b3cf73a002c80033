#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// Favorites' recipes, one file each: `$XDG_DATA_HOME/sous/recipes/<id>.json`, the recipe's wire JSON.
///
/// One file per recipe so that `favorites.json` stays a small index: adding a favorite writes one
/// recipe, not all of them, and starting a shell reads none. Files are written atomically, 0600 in a
/// 0700 folder like the rest of the data directory; ids are made safe as `SafeFileName` says.
struct RecipeFiles: Sendable {
    /// The folder's name in the data directory.
    static let folderName = "recipes"

    let directory: URL
    private let fileSystem: any FileSystem
    private let boundary: DataDirectoryBoundary

    init(dataDirectory: URL, fileSystem: any FileSystem) {
        directory = dataDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
        self.fileSystem = fileSystem
        boundary = DataDirectoryBoundary(directory: dataDirectory.path, fileSystem: fileSystem)
    }

    /// Why nothing may be written or removed in the folder now: it is a link leading out of the data
    /// directory. Asked once a visit, before any change.
    func refusal() -> StorageProblem? {
        boundary.escape(of: directory.path).map { .symlinkRefused(path: directory.path, target: $0) }
    }

    /// The file of a meal's recipe, or `nil` for an id that cannot be a file name.
    func path(forMealID mealID: String) -> String? {
        SafeFileName.forMealID(mealID).map { directory.appendingPathComponent("\($0).json").path }
    }

    /// Writes (or rewrites) the recipe's file. A meal whose id cannot be a file name is an error: its
    /// favorite could not be opened offline.
    func write(_ recipe: Recipe) throws(FileSystemError) {
        guard let path = path(forMealID: recipe.id) else {
            throw FileSystemError(call: "open", path: directory.appendingPathComponent(recipe.id).path, code: EINVAL)
        }
        let bytes: Data
        do {
            bytes = try Self.encoder.encode(recipe)
        } catch {
            throw FileSystemError(call: "write", path: path, code: EINVAL)
        }
        if boundary.escape(of: path) != nil {
            // A recipe file linked elsewhere is the user's: it is neither replaced nor written through.
            throw FileSystemError(call: "open", path: path, code: ELOOP)
        }
        try XDGDirectories.createDirectory(at: directory, fileSystem: fileSystem)
        try AtomicFileWriter(fileSystem: fileSystem).write(bytes, to: path, mode: 0o600, replacing: true)
    }

    /// The recipe, or `nil` when its file is missing, is not a plain file, or does not hold this meal.
    func read(mealID: String) -> Recipe? {
        guard let path = path(forMealID: mealID),
              let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false), status.kind == .regular,
              let data = contents(of: path),
              let recipe = try? JSONDecoder().decode(Recipe.self, from: data), recipe.id == mealID
        else { return nil }
        return recipe
    }

    /// Removes the recipe's file; one already gone, or linked out of the data directory, is left.
    /// Removes a meal's recipe file; whether none is left (removed, or there was none).
    @discardableResult
    func remove(mealID: String) -> Bool {
        guard let path = path(forMealID: mealID), boundary.escape(of: path) == nil else { return false }
        do throws(FileSystemError) {
            try fileSystem.unlink(path)
            return true
        } catch {
            return error.code == ENOENT
        }
    }

    /// Removes what no favorite needs: recipe files of meals `keep` does not name (left by a crash
    /// between a recipe's write and the index's, or between the index's and a removal's unlink), and
    /// temporary files of interrupted writes. Only under the index's lock, where no save is half-way.
    ///
    /// `isKept` is asked of the meal id a recipe file is named after (`<id>.json`).
    func sweep(keeping isKept: (String) -> Bool) {
        guard let names = try? fileSystem.contentsOfDirectory(at: directory.path) else { return }
        for name in names {
            let temporary = name.hasPrefix(".") && name.contains(".json.tmp-")
            // A file is named after its meal's id as it is (`SafeFileName`), so the name gives the id back.
            guard temporary || (name.hasSuffix(".json") && !isKept(String(name.dropLast(5)))) else { continue }
            let path = directory.appendingPathComponent(name).path
            guard let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false),
                  status.kind == .regular else { continue }
            try? fileSystem.unlink(path)
        }
    }

    private func contents(of path: String) -> Data? {
        guard let descriptor = try? fileSystem.open(path, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW, mode: 0) else {
            return nil
        }
        defer { try? fileSystem.close(descriptor) }
        var data = Data()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while let count = try? fileSystem.read(descriptor, into: chunk), count > 0 {
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// Sorted keys, so the same recipe always makes the same file.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
