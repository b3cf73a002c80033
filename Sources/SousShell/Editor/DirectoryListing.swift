import FoundationEssentials
import MealKit

/// The names in a folder as the user typed it, for Tab after `export`: `~` is the home folder, a
/// relative folder is the working directory's, and folders end in "/" so Tab can go inside.
enum DirectoryListing {
    static func entries(in typedFolder: String, home: String?) -> [String] {
        var folder = typedFolder.isEmpty ? "." : typedFolder
        if folder == "~" || folder.hasPrefix("~/"), let home { folder = home + folder.dropFirst() }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.map { name in
            var isFolder = false
            let path = folder.appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder ? name + "/" : name
        }
    }
}
