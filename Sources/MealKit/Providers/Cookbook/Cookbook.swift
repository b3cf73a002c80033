#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// The user's own recipes: a folder of Cooklang files (`$XDG_DATA_HOME/sous/cookbook/`), the user's
/// to edit with any editor.
///
/// Nothing is cached: every call reads the folder afresh, so a file changed outside sous is seen at the
/// next command, and nothing is read at start. The folder is made (0700) at the first save; files are
/// written 0600, atomically, and never over an existing one.
public struct Cookbook: Sendable {
    /// The folder's name in the data directory.
    public static let folderName = "cookbook"
    /// The largest file read, as a page is: a Cooklang file is a few kilobytes.
    public static let maxFileBytes = RecipePageReader.maxPageBytes
    /// How deep subfolders are read (groups of groups), so a link loop or a huge tree costs little.
    static let maxDepth = 4

    /// The folder, nil when there is no data directory (nothing can be kept).
    public let directory: URL?
    let fileSystem: any FileSystem

    public init(directory: URL?, fileSystem: any FileSystem = PosixFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// The cookbook inside sous's data directory.
    public init(dataDirectory: URL?, fileSystem: any FileSystem = PosixFileSystem()) {
        self.init(directory: dataDirectory?.appendingPathComponent(Self.folderName, isDirectory: true), fileSystem: fileSystem)
    }

    /// The same cookbook kept in another folder (`set cookbook`), on the same file system.
    public func moved(to directory: URL?) -> Cookbook {
        Cookbook(directory: directory, fileSystem: fileSystem)
    }

    /// Whether a recipe id is a cookbook file's path (`Dinner/Risotto.cook`), not another source's id.
    public static func isCookbookID(_ id: String) -> Bool {
        // Byte by byte, from the end: the index asks this of every file in the folder at every search,
        // and a listing of 10,000 favorites of every favorite (their ids end in a digit, not a `k`).
        let utf8 = id.utf8
        guard let last = utf8.last, last | 0x20 == UInt8(ascii: "k") else { return false }
        var suffix = ".cook".utf8.reversed().makeIterator()
        for byte in utf8.reversed().prefix(5) {
            guard byte | 0x20 == suffix.next() else { return false }
        }
        return suffix.next() == nil
    }

    // MARK: Reading

    /// Every recipe in the folder and its subfolders, by group then name; a file that does not parse is
    /// a problem line, and the others still load. A folder not made yet is an empty cookbook.
    public func contents() -> CookbookContents {
        guard let root = directory?.fileSystemPath else { return CookbookContents() }
        var contents = CookbookContents()
        walk(root, relative: "", depth: 0, into: &contents)
        contents.entries.sort {
            ($0.group ?? "", $0.name.lowercased(), $0.path) < ($1.group ?? "", $1.name.lowercased(), $1.path)
        }
        return contents
    }

    private func walk(_ folder: String, relative: String, depth: Int, into contents: inout CookbookContents) {
        guard let names = try? fileSystem.contentsOfDirectory(at: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            // cookcli keeps its settings in config/, beside the recipes.
            if relative.isEmpty, name == "config" { continue }
            let path = folder.appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            guard let status = try? fileSystem.status(ofItemAt: path, followingSymlink: false) else { continue }
            if status.kind == .directory, depth < Self.maxDepth {
                walk(path, relative: relativePath, depth: depth + 1, into: &contents)
            } else if status.kind == .regular, Self.isCookbookID(name) {
                switch recipe(path: relativePath) {
                case .success(let recipe):
                    contents.entries.append(CookbookEntry(path: relativePath, name: recipe.name,
                                                          group: relative.isEmpty ? nil : relative))
                case .failure(let error):
                    contents.problems.append(error.message)
                    contents.brokenPaths.append(relativePath)
                }
            }
        }
    }

    /// The recipe of the file at `path` in the cookbook, read now; a file with an error in it is that
    /// error (file, line and column).
    public func recipe(path: String) -> Result<Recipe, CookbookError> {
        guard let root = directory?.fileSystemPath else { return .failure(.noFolder) }
        guard Self.isSafe(path) else { return .failure(.missing(UntrustedText.sanitizedLine(path))) }
        let text: String
        switch readText(root.appendingPathComponent(path), shownAs: path) {
        case .success(let read): text = read
        case .failure(let error): return .failure(error)
        }
        let document = CooklangParser.parse(text, file: path)
        if let error = document.errors.first { return .failure(.invalid(UntrustedText.sanitizedLine(error.description))) }
        return .success(Recipe(cooklang: document, path: path))
    }

    /// A path of the cookbook's own: relative, no `.` or `..`, nothing hidden.
    static func isSafe(_ path: String) -> Bool {
        guard isCookbookID(path) else { return false }
        var partStarts = true
        for byte in path.utf8 {
            if partStarts, byte == 0x2F || byte == 0x2E { return false }
            partStarts = byte == 0x2F
        }
        return true
    }

    /// A file's text (UTF-8, damaged bytes replaced), at most `maxFileBytes`.
    func readText(_ path: String, shownAs name: String) -> Result<String, CookbookError> {
        readData(path, shownAs: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A file's bytes, at most `maxFileBytes`; a folder or anything but a file is refused.
    public func readData(_ path: String, shownAs name: String) -> Result<Data, CookbookError> {
        let shown = UntrustedText.sanitizedLine(name)
        do throws(FileSystemError) {
            guard let status = try fileSystem.status(ofItemAt: path, followingSymlink: true) else {
                return .failure(.unreadable(path: shown, reason: "no such file"))
            }
            guard status.kind == .regular else { return .failure(.unreadable(path: shown, reason: "not a file")) }
            let descriptor = try fileSystem.open(path, flags: O_RDONLY | O_CLOEXEC, mode: 0)
            defer { try? fileSystem.close(descriptor) }
            var bytes: [UInt8] = []
            // As large as the file says it is (and one byte more, to see it ends), at most 64 KiB at a time:
            // a cookbook's files are a few kilobytes, and a first search reads a thousand of them.
            var buffer = [UInt8](repeating: 0, count: min(max(status.size, 0) + 1, 64 << 10))
            while true {
                let count = try buffer.withUnsafeMutableBytes { raw in
                    Result { () throws(FileSystemError) -> Int in try fileSystem.read(descriptor, into: raw) }
                }.get()
                if count == 0 { break }
                bytes += buffer[..<count]
                if bytes.count > Self.maxFileBytes {
                    return .failure(.unreadable(path: shown, reason: "larger than \(Self.maxFileBytes >> 20) MB"))
                }
            }
            return .success(Data(bytes))
        } catch {
            return .failure(.unreadable(path: shown, reason: error.reason))
        }
    }

    // MARK: Saving

    /// Saves `recipe` as a Cooklang file named after its title, in the cookbook's top folder: never
    /// over an existing file ("Name 2.cook" then), never outside the folder. Answers the recipe as the
    /// saved file reads (its id is the file's path), and whether the name had to change.
    public func save(_ recipe: Recipe) -> Result<(recipe: Recipe, fileName: String, taken: String?), CookbookError> {
        guard let directory else { return .failure(.noFolder) }
        let root = directory.fileSystemPath
        let wanted = CookbookFileName.forTitle(recipe.name)
        let text = CooklangWriter.write(recipe)
        do throws(FileSystemError) {
            try XDGDirectories.createDirectory(at: directory, fileSystem: fileSystem)
        } catch {
            return .failure(.unwritable(path: UntrustedText.sanitizedLine(root), reason: error.reason))
        }
        sweepAbandonedTemporaries(in: root)
        for number in 1...999 {
            let name = CookbookFileName.numbered(wanted, number)
            let path = root.appendingPathComponent(name)
            do throws(FileSystemError) {
                try AtomicFileWriter(fileSystem: fileSystem).write(Data(text.utf8), to: path, mode: 0o600, replacing: false)
            } catch where error.code == EEXIST {
                continue
            } catch {
                return .failure(.unwritable(path: name, reason: error.reason))
            }
            let saved = Recipe(cooklang: CooklangParser.parse(text, file: name), path: name)
            return .success((saved, name, number > 1 ? wanted : nil))
        }
        return .failure(.unwritable(path: wanted, reason: "999 files of that name already"))
    }

    /// Removes what a sous killed mid-save left in the top folder: hidden temporary files
    /// (`.Soup.cook.tmp-<pid>-…`) whose writer has exited. `cookbook` never lists them; this keeps them
    /// from piling up.
    func sweepAbandonedTemporaries(in root: String) {
        guard let names = try? fileSystem.contentsOfDirectory(at: root) else { return }
        LeftoverFiles.removeAbandonedTemporaries(names, in: root, fileSystem: fileSystem)
    }
}
