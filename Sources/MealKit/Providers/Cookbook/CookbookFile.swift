/// A Cooklang file of the cookbook as its folder lists it, before it is read: its path, its group and
/// its stamp (what says whether it changed).
public struct CookbookFile: Hashable, Sendable {
    /// The path inside the cookbook, "/"-separated ("Dinner/Risotto.cook").
    public var path: String
    /// The subfolder it is in ("Dinner"), nil at the top.
    public var group: String?
    /// Inode, size, modification and change times; nil when the file system does not say.
    public var stamp: FileStamp?
    /// When it was last modified (seconds since 1970), nil when the file system does not say.
    public var modified: Int?
}

extension Cookbook {
    /// Every Cooklang file in the folder and its subfolders, as `contents()` finds them (plain files only,
    /// nothing hidden, not cookcli's `config/`, at most `maxDepth` folders deep), each asked its status but
    /// not read.
    public func recipeFiles() -> [CookbookFile] {
        guard let root = directory?.fileSystemPath else { return [] }
        var files: [CookbookFile] = []
        listFiles(root, relative: "", depth: 0, into: &files)
        return files
    }

    private func listFiles(_ folder: String, relative: String, depth: Int, into files: inout [CookbookFile]) {
        guard let names = try? fileSystem.contentsOfDirectory(at: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            if relative.isEmpty, name == "config" { continue }
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            guard let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false) else { continue }
            if status.kind == .directory, depth < Self.maxDepth {
                listFiles(path, relative: relativePath, depth: depth + 1, into: &files)
            } else if status.kind == .regular, Self.isCookbookID(name) {
                files.append(CookbookFile(path: relativePath, group: relative.isEmpty ? nil : relative, stamp: status.stamp,
                                          modified: status.stamp?.modifiedSeconds))
            }
        }
    }
}

extension Cookbook {
    /// Whether the cookbook holds a plain file at `path` (one of its own: relative, nothing hidden).
    public func hasFile(_ path: String) -> Bool {
        guard let root = directory?.fileSystemPath, Self.isSafe(path),
              let status = try? fileSystem.status(ofItemAt: root.appendingPathComponent(path), followingSymlink: true)
        else { return false }
        return status.kind == .regular
    }
}
