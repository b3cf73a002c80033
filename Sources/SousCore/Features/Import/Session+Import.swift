import MealKit

extension Session {
    /// An imported recipe, saved: where it went (and, when its name was taken, that nothing was
    /// replaced), then the recipe as `open` shows it.
    mutating func imported(_ recipe: Recipe, fileName: String, taken: String?) -> [Effect] {
        let saved = TerminalText.sanitizedLine(fileName)
        let notice = taken.map { "\(TerminalText.sanitizedLine($0)) is already in your cookbook: this one is saved as \(saved)" }
            ?? "saved to your cookbook as \(saved)"
        return [.show(.notice(notice))] + open(recipe, scale: 1)
    }

    mutating func reduce(_ response: CookbookExchange.Response) -> [Effect] {
        switch response {
        case .contents(let contents): return showCookbook(contents)
        case .imported(let recipe, let fileName, let taken): return imported(recipe, fileName: fileName, taken: taken)
        case .importedFolder(let report): return importedFolder(report)
        case .edited(let draft, let outcome, let copiedAs): return edited(draft, outcome, copiedAs: copiedAs)
        case .kept(let draft, let path): return kept(draft, path: path)
        case .folderChosen(let folder, let created, let aisles, let problem):
            return cookbookFolderChosen(folder, created: created, aisles: aisles, problem: problem)
        }
    }

    /// A folder imported: one line of totals, then a line for each file skipped and why.
    func importedFolder(_ report: FolderImport) -> [Effect] {
        let folder = TerminalText.sanitizedLine(report.folder)
        guard !report.imported.isEmpty || !report.skipped.isEmpty else {
            return [.show(.message(report.cancelled ? "import cancelled: nothing imported"
                : "nothing to import in \(folder): no .html, .htm or .cook files"))]
        }
        var totals = "imported \(report.imported.count)"
        if !report.skipped.isEmpty { totals += ", skipped \(report.skipped.count)" }
        if report.cancelled { totals += " before Ctrl-C (the rest of \(folder) was not read)" }
        if !report.imported.isEmpty { totals += report.skipped.isEmpty ? ": type cookbook to see them" : "; type cookbook to see them" }
        let lines = [totals] + report.skipped.map {
            "  skipped \(TerminalText.sanitizedLine($0.file)): \(TerminalText.sanitizedLine($0.reason))"
        }
        // Stopped by Ctrl-C: said as notices, which outlive the "cancelled" that ends the command.
        return lines.map { report.cancelled ? .show(.notice($0)) : .show(.message($0)) }
    }
}
