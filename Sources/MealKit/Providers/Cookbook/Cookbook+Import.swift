#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

extension Cookbook {
    /// The recipe in a file to import: a saved web page (`.html`, `.htm`) read as a page is, or a
    /// Cooklang file (`.cook`, checked: an error names its line and column). Throws `WebPageError` or
    /// `CookbookError`.
    public func recipe(inFileAt path: String) throws -> Recipe {
        let name = path.lastPathComponent
        let lowered = name.lowercased()
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") || lowered.hasSuffix(".xhtml") {
            let data = try readData(path, shownAs: path).get()
            return try RecipePageReader.recipe(in: data, encoding: nil, url: nil)
        }
        guard lowered.hasSuffix(".cook") else {
            let absent = (try? fileSystem.status(ofItemAt: path, followingSymlink: true)) == .some(nil)
            let shown = UntrustedText.sanitizedLine(path)
            throw absent ? CookbookError.nothingAt(shown) : CookbookError.unsupportedFile(shown)
        }
        let text = try readText(path, shownAs: path).get()
        let document = CooklangParser.parse(text, file: name)
        if let error = document.errors.first { throw CookbookError.invalid(UntrustedText.sanitizedLine(error.description)) }
        return Recipe(cooklang: document, path: name)
    }

    /// Whether a file's name says it is one `import` reads: a saved page or a Cooklang file.
    public static func isImportable(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return [".html", ".htm", ".xhtml", ".cook"].contains { lowered.hasSuffix($0) } && !name.hasPrefix(".")
    }

    /// The files `import <folder>` reads, by name: its pages and Cooklang files, not those of its
    /// subfolders (a downloads folder holds much else, and a cookbook's subfolders are groups to be
    /// imported one by one). Nil when `path` is not a folder.
    public func importableFiles(inFolder path: String) -> Result<[String], CookbookError>? {
        guard let status = try? fileSystem.status(ofItemAt: path, followingSymlink: true), status.kind == .directory else {
            return nil
        }
        do throws(FileSystemError) {
            let names = try fileSystem.contentsOfDirectory(at: path).filter(Self.isImportable)
            return .success(names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })
        } catch {
            return .failure(.unreadable(path: UntrustedText.sanitizedLine(path), reason: error.reason))
        }
    }

    /// A path as the user typed it, as a shell reads it: `~` and `~/…` are `home`, a relative path is
    /// taken from the current folder.
    public static func resolve(_ typed: String, home: String?) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { getcwd(UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count) != nil }
        let current = found ? String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self) : "/"
        return DocumentWriter.resolve(typed, currentDirectory: current, home: home)
    }

    /// A folder to use as the cookbook: there and a folder (made, 0700, when `create`), or why not.
    /// Answers whether it was made.
    public func prepareFolder(_ path: String, create: Bool) -> Result<Bool, CookbookError> {
        let shown = UntrustedText.sanitizedLine(path)
        let status = (try? fileSystem.status(ofItemAt: path, followingSymlink: true)) ?? nil
        switch status?.kind {
        case .directory?:
            return .success(false)
        case .some:
            return .failure(.notAFolder(shown))
        case nil:
            guard create else { return .failure(.noSuchFolder(shown)) }
            do throws(FileSystemError) {
                try XDGDirectories.createDirectory(at: URL(fileURLWithPath: path, isDirectory: true), fileSystem: fileSystem)
                return .success(true)
            } catch {
                return .failure(.unwritable(path: shown, reason: error.reason))
            }
        }
    }

    /// The cookbook's `config/aisle.conf` (cookcli keeps its aisles there): its path and what reading it
    /// gave (nil when there is none); nil when there is no cookbook folder.
    public func aisleConfig() -> (path: String, read: Result<AisleConfig?, StorageProblem>)? {
        guard let root = directory?.fileSystemPath else { return nil }
        let path = root.appendingPathComponent("config").appendingPathComponent(AisleConfigFile.fileName)
        return (path, AisleConfigFile.read(path: path, fileSystem: fileSystem))
    }
}
