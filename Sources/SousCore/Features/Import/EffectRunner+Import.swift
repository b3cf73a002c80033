import FoundationEssentials
import MealKit

extension EffectRunner {
    /// What the cookbook asked for: its contents, a recipe imported and saved, a folder imported, a
    /// recipe written or changed in the editor, another folder used as the cookbook.
    func load(_ request: CookbookExchange.Request) async throws -> CookbookExchange.Response {
        let cookbook = hostServices.cookbook
        switch request {
        case .contents:
            return .contents(hostServices.cookbookIndex.contents(of: cookbook))
        case .importing(.file(let typed)):
            let path = Cookbook.resolve(typed, home: hostServices.homeDirectory)
            if let files = cookbook.importableFiles(inFolder: path) {
                return .importedFolder(await importFolder(path, shownAs: typed, files: try files.mapError(SousError.cookbookFile).get()))
            }
            return try save(try await readRecipe(.file(path)))
        case .importing(let source):
            return try save(try await readRecipe(source))
        case .write, .edit, .reopen, .keep:
            return try await edit(request)
        case .useFolder(let typed, let create):
            return try useFolder(typed, create: create)
        }
    }

    /// The recipe of a page or a file, or the failure the user reads.
    private func readRecipe(_ source: ImportSource) async throws -> Recipe {
        do {
            switch source {
            case .url(let url): return try await hostServices.webRecipes.recipe(at: url)
            case .file(let path): return try hostServices.cookbook.recipe(inFileAt: path)
            }
        } catch let error as WebPageError {
            throw SousError.cookbook(.page(error))
        } catch let error as CookbookError {
            throw SousError.cookbook(.file(error))
        }
    }

    private func save(_ recipe: Recipe) throws -> CookbookExchange.Response {
        switch hostServices.cookbook.save(recipe) {
        case .success(let saved): return .imported(saved.recipe, fileName: saved.fileName, taken: saved.taken)
        case .failure(let error): throw SousError.cookbook(.file(error))
        }
    }

    /// Every page and Cooklang file of a folder, one line of progress each on a terminal; a recipe
    /// already in the cookbook by its name is skipped, so importing a folder again adds nothing twice.
    /// Ctrl-C stops between two files.
    private func importFolder(_ folder: String, shownAs typed: String, files: [String]) async -> FolderImport {
        let cookbook = hostServices.cookbook
        var report = FolderImport(folder: typed)
        var names = Set(cookbook.contents().entries.map(\.name.foldedForSearch))
        defer { hostServices.progress.report(nil) }
        for (index, file) in files.enumerated() {
            if Task.isCancelled {
                report.cancelled = true
                break
            }
            hostServices.progress.report("importing \(index + 1) of \(files.count) · \(TerminalText.sanitizedLine(file))… Ctrl-C stops")
            let recipe: Recipe
            do {
                recipe = try await readRecipe(.file(folder.appendingPathComponent(file)))
            } catch let error as SousError {
                report.skipped.append(.init(file: file, reason: Self.skipReason(error)))
                continue
            } catch {
                report.skipped.append(.init(file: file, reason: String(describing: error)))
                continue
            }
            guard names.insert(recipe.name.foldedForSearch).inserted else {
                report.skipped.append(.init(file: file, reason: "\(TerminalText.sanitizedLine(recipe.name)) is already in your cookbook"))
                continue
            }
            switch cookbook.save(recipe) {
            case .success(let saved): report.imported.append(saved.fileName)
            case .failure(let error): report.skipped.append(.init(file: file, reason: error.message))
            }
        }
        return report
    }

    /// Why a file was skipped, short: the file is already named on its line.
    private static func skipReason(_ error: SousError) -> String {
        switch error {
        case .cookbook(.page(.noRecipe)): return "no recipe data"
        case .cookbook(.file(.unreadable(_, let reason))): return "unreadable (\(reason))"
        case .cookbook(.file(.invalid(let line))):
            // "file.cook:3:7: error: …" as "line 3, column 7: …".
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]) else { return line }
            return "line \(row), column \(column):" + parts[4]
        default: return error.message
        }
    }

    /// `new`, `edit`, and the answer to "reopen the editor?".
    private func edit(_ request: CookbookExchange.Request) async throws -> CookbookExchange.Response {
        let cookbook = hostServices.cookbook
        switch request {
        case .write(let title):
            guard hostServices.editor.hasTerminal else { throw SousError.cookbook(.needsTerminal("new")) }
            let draft = try cookbook.makeDraft(Cookbook.template(title: title)).mapError(SousError.cookbookFile).get()
            return try await runEditor(on: draft, copiedAs: nil)
        case .edit(let target):
            guard hostServices.editor.hasTerminal else { throw SousError.cookbook(.needsTerminal("edit")) }
            var copiedAs: String?
            let path: String
            switch target {
            case .file(let file):
                path = file
            case .named(let name):
                let contents = cookbook.contents()
                let found = CookbookNames.entries(named: name, among: contents.entries, brokenPaths: contents.brokenPaths)
                guard let entry = found.first else { throw SousError.cookbook(.notInCookbook(name)) }
                guard found.count == 1 else { throw SousError.ambiguousName(.meal, name, candidates: found.map(CookbookNames.shown)) }
                path = entry.path
            case .copy(let recipe):
                let saved = try cookbook.save(recipe).mapError(SousError.cookbookFile).get()
                path = saved.fileName
                copiedAs = saved.fileName
            }
            let draft = try cookbook.draft(ofRecipeAt: path).mapError(SousError.cookbookFile).get()
            return try await runEditor(on: draft, copiedAs: copiedAs)
        case .reopen(let draft):
            return try await runEditor(on: draft, copiedAs: nil)
        case .keep(let draft):
            return .kept(draft, path: try cookbook.keep(draft).mapError(SousError.cookbookFile).get())
        default:
            preconditionFailure("not an editing request")
        }
    }

    /// The editor on `draft`, then the file checked: unchanged, with errors, or saved under its name.
    private func runEditor(on draft: CookbookDraft, copiedAs: String?) async throws -> CookbookExchange.Response {
        let cookbook = hostServices.cookbook
        guard let path = cookbook.absolutePath(of: draft.path) else { throw SousError.cookbook(.file(.noFolder)) }
        let run = await hostServices.editor.edit(fileAt: path)
        let check = try cookbook.check(draft).mapError(SousError.cookbookFile).get()
        if run != .closed, check == .unchanged {
            cookbook.discard(draft)
            throw SousError.cookbook(run == .noEditor ? .noEditor : .editorFailed(Self.reason(run)))
        }
        switch check {
        case .unchanged:
            cookbook.discard(draft)
            return .edited(draft, .unchanged, copiedAs: copiedAs)
        case .invalid(let errors):
            return .edited(draft, .invalid(errors), copiedAs: copiedAs)
        case .valid(let recipe) where draft.kind == .new:
            let saved = try cookbook.adopt(draft, title: recipe.name.isEmpty ? "Recipe" : recipe.name).mapError(SousError.cookbookFile).get()
            return .edited(draft, .saved(saved.recipe, fileName: saved.fileName, taken: saved.taken), copiedAs: copiedAs)
        case .valid(let recipe):
            return .edited(draft, .saved(recipe, fileName: draft.path, taken: nil), copiedAs: copiedAs)
        }
    }

    private static func reason(_ run: EditorRun) -> String {
        if case .failed(let reason) = run { return reason }
        return ""
    }

    /// `set cookbook`: the folder resolved (`~`, relative paths), checked or made, then used.
    private func useFolder(_ typed: String?, create: Bool) throws -> CookbookExchange.Response {
        let place = hostServices.cookbookPlace
        var created = false
        var folder: String?
        if let typed {
            let path = Cookbook.resolve(typed, home: hostServices.homeDirectory)
            created = try place.cookbook.prepareFolder(path, create: create).mapError(SousError.cookbookFile).get()
            place.cookbook = place.cookbook.moved(to: URL(fileURLWithPath: path, isDirectory: true))
            folder = path
        } else {
            place.cookbook = place.cookbook.moved(to: hostServices.dataDirectory.map {
                URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent(Cookbook.folderName, isDirectory: true)
            })
        }
        var aisles: AisleConfig?
        var problem: String?
        if let (path, read) = place.cookbook.aisleConfig() {
            switch read {
            case .success(let config):
                aisles = config
                let problems = config?.problems.map { $0.message(file: path) } ?? []
                problem = problems.isEmpty ? nil : problems.joined(separator: "\n")
            case .failure(let storageProblem):
                problem = storageProblem.userMessage
            }
        }
        return .folderChosen(folder, created: created, aisles: aisles, problem: problem)
    }
}

extension SousError {
    /// A cookbook file's failure as the error the session reads.
    static func cookbookFile(_ error: CookbookError) -> SousError { .cookbook(.file(error)) }
}
