#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// A recipe being written or changed in the user's editor: the file the editor opens, and what it
/// held before, so an untouched file is told from a changed one.
public struct CookbookDraft: Hashable, Sendable {
    /// Whether the file is a new recipe's draft (hidden, renamed to the recipe's name once it reads
    /// well) or a recipe of the cookbook changed in place.
    public enum Kind: Hashable, Sendable {
        case new
        case inPlace
    }

    /// The file's path inside the cookbook (`.draft-…cook`, `Dinner/Risotto.cook`).
    public var path: String
    public var kind: Kind
    /// The text the editor was opened on.
    public var original: String
}

/// What a draft holds once the editor is closed.
public enum DraftCheck: Hashable, Sendable {
    /// Nothing typed: the template as it was, or an empty file.
    case unchanged
    /// Errors, each `file:line:column: error: …`.
    case invalid([String])
    case valid(Recipe)
}

extension Cookbook {
    /// What `new` opens the editor on: a recipe in Cooklang with a word on each part, to be written over.
    public static func template(title: String?) -> String {
        let name = title.map { UntrustedText.sanitizedLine($0).trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        return """
            ---
            title: \(name ?? "")
            servings: 2
            tags:
            ---
            -- Write the recipe below, then save and close the editor. In the steps:
            -- @ingredient{amount%unit}, #cookware{}, ~{time%minutes}.
            -- A blank line starts a new step; lines starting with -- are comments.
            -- An unchanged file saves nothing.


            """
    }

    /// A new hidden draft in the cookbook's top folder holding `text` (`cookbook` never lists it).
    public func makeDraft(_ text: String) -> Result<CookbookDraft, CookbookError> {
        guard let directory else { return .failure(.noFolder) }
        let root = directory.fileSystemPath
        do throws(FileSystemError) {
            try XDGDirectories.createDirectory(at: directory, fileSystem: fileSystem)
        } catch {
            return .failure(.unwritable(path: UntrustedText.sanitizedLine(root), reason: error.reason))
        }
        for _ in 0..<100 {
            let name = ".draft-\(UInt32.random(in: 0...UInt32.max)).cook"
            do throws(FileSystemError) {
                try AtomicFileWriter(fileSystem: fileSystem).write(Data(text.utf8), to: root.appendingPathComponent(name),
                                                                   mode: 0o600, replacing: false)
                return .success(CookbookDraft(path: name, kind: .new, original: text))
            } catch where error.code == EEXIST {
                continue
            } catch {
                return .failure(.unwritable(path: name, reason: error.reason))
            }
        }
        return .failure(.unwritable(path: ".draft.cook", reason: "no free name for a draft"))
    }

    /// The draft of a recipe already in the cookbook: its own file, edited in place.
    public func draft(ofRecipeAt path: String) -> Result<CookbookDraft, CookbookError> {
        guard let root = directory?.fileSystemPath else { return .failure(.noFolder) }
        guard Self.isSafe(path) else { return .failure(.missing(UntrustedText.sanitizedLine(path))) }
        return readText(root.appendingPathComponent(path), shownAs: path).map {
            CookbookDraft(path: path, kind: .inPlace, original: $0)
        }
    }

    /// The absolute path of a file of the cookbook, for the editor.
    public func absolutePath(of path: String) -> String? {
        directory.map { $0.fileSystemPath.appendingPathComponent(path) }
    }

    /// The draft as the editor left it: unchanged, with errors (file, line and column), or a recipe.
    public func check(_ draft: CookbookDraft) -> Result<DraftCheck, CookbookError> {
        guard let path = absolutePath(of: draft.path) else { return .failure(.noFolder) }
        let text: String
        switch readText(path, shownAs: draft.path) {
        case .success(let read): text = read
        case .failure(let error): return .failure(error)
        }
        if text == draft.original || text.trimmingWhitespaceAndNewlines().isEmpty { return .success(.unchanged) }
        let shownName = draft.kind == .new ? "draft" : draft.path
        let document = CooklangParser.parse(text, file: shownName)
        if !document.errors.isEmpty {
            return .success(.invalid(document.errors.map { UntrustedText.sanitizedLine($0.description) }))
        }
        var recipe = Recipe(cooklang: document, path: draft.path)
        if recipe.steps.isEmpty && recipe.ingredients.isEmpty {
            return .success(.invalid(["\(shownName): error: no ingredients and no steps: write the recipe under the comments"]))
        }
        if draft.kind == .new, recipe.name == Self.untitled(draft.path) { recipe.name = "" }
        return .success(.valid(recipe))
    }

    /// The name a file with no title gets from its file name (what `Recipe(cooklang:path:)` falls back on).
    private static func untitled(_ path: String) -> String { String(path.lastPathComponent.dropLast(5)) }

    /// Moves a new recipe's draft, which reads well, to the recipe's safe name (its title, else
    /// "Recipe"), never over an existing file: answers the recipe as saved, its file's name, and the
    /// name it wanted when that one was taken.
    public func adopt(_ draft: CookbookDraft, title: String) -> Result<(recipe: Recipe, fileName: String, taken: String?), CookbookError> {
        guard let root = directory?.fileSystemPath else { return .failure(.noFolder) }
        let wanted = CookbookFileName.forTitle(title)
        let text: String
        switch readText(root.appendingPathComponent(draft.path), shownAs: draft.path) {
        case .success(let read): text = read
        case .failure(let error): return .failure(error)
        }
        switch place(text, namedLike: wanted, in: root) {
        case .success(let name):
            try? fileSystem.unlink(root.appendingPathComponent(draft.path))
            let saved = Recipe(cooklang: CooklangParser.parse(text, file: name), path: name)
            return .success((saved, name, name == wanted ? nil : wanted))
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Keeps a new recipe's draft that still has errors under a name that says so ("Soup (draft).cook"),
    /// never over an existing file: answers its absolute path. `cookbook` names its error until it is fixed.
    public func keep(_ draft: CookbookDraft) -> Result<String, CookbookError> {
        guard let root = directory?.fileSystemPath else { return .failure(.noFolder) }
        guard draft.kind == .new else { return .success(root.appendingPathComponent(draft.path)) }
        let source = root.appendingPathComponent(draft.path)
        let text: String
        switch readText(source, shownAs: draft.path) {
        case .success(let read): text = read
        case .failure(let error): return .failure(error)
        }
        let title = CooklangParser.parse(text, file: draft.path).metadata.text("title", "name") ?? "New recipe"
        let wanted = String(CookbookFileName.forTitle(title).dropLast(5)) + " (draft).cook"
        return place(text, namedLike: wanted, in: root).map {
            try? fileSystem.unlink(source)
            return root.appendingPathComponent($0)
        }
    }

    /// Removes a new recipe's draft that holds nothing worth keeping.
    public func discard(_ draft: CookbookDraft) {
        guard draft.kind == .new, let path = absolutePath(of: draft.path) else { return }
        try? fileSystem.unlink(path)
    }

    /// Writes `text` as `wanted`, or "Name 2.cook", "Name 3.cook"… when taken: the name used.
    private func place(_ text: String, namedLike wanted: String, in root: String) -> Result<String, CookbookError> {
        sweepAbandonedTemporaries(in: root)
        for number in 1...999 {
            let name = CookbookFileName.numbered(wanted, number)
            do throws(FileSystemError) {
                try AtomicFileWriter(fileSystem: fileSystem).write(Data(text.utf8), to: root.appendingPathComponent(name),
                                                                   mode: 0o600, replacing: false)
                return .success(name)
            } catch where error.code == EEXIST {
                continue
            } catch {
                return .failure(.unwritable(path: name, reason: error.reason))
            }
        }
        return .failure(.unwritable(path: wanted, reason: "999 files of that name already"))
    }
}
