#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

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

    init(dataDirectory: URL, fileSystem: any FileSystem) {
        directory = dataDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
        self.fileSystem = fileSystem
    }

    /// The file of a meal's recipe, or `nil` for an id that cannot be a file name.
    func path(forMealID mealID: String) -> String? {
        SafeFileName.forMealID(mealID).map { directory.appendingPathComponent("\($0).json").path }
    }

    /// Writes (or rewrites) the recipe's file. A meal whose id cannot be a file name is an error: its
    /// favorite could not be opened offline.
    func write(_ recipe: MealDetail) throws(FileSystemError) {
        guard let path = path(forMealID: recipe.id) else {
            throw FileSystemError(call: "open", path: directory.appendingPathComponent(recipe.id).path, code: EINVAL)
        }
        let bytes: Data
        do {
            bytes = try Self.encoder.encode(recipe)
        } catch {
            throw FileSystemError(call: "write", path: path, code: EINVAL)
        }
        try XDGDirectories.createDirectory(at: directory, fileSystem: fileSystem)
        try AtomicFileWriter(fileSystem: fileSystem).write(bytes, to: path, mode: 0o600, replacing: true)
    }

    /// The recipe, or `nil` when its file is missing, is not a plain file, or does not hold this meal.
    func read(mealID: String) -> MealDetail? {
        guard let path = path(forMealID: mealID),
              let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false), status.kind == .regular,
              let data = FileManager.default.contents(atPath: path),
              let recipe = try? JSONDecoder().decode(MealDetail.self, from: data), recipe.id == mealID
        else { return nil }
        return recipe
    }

    /// Removes the recipe's file; one already gone is fine.
    func remove(mealID: String) {
        guard let path = path(forMealID: mealID) else { return }
        try? fileSystem.unlink(path)
    }

    /// Sorted keys, so the same recipe always makes the same file.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
