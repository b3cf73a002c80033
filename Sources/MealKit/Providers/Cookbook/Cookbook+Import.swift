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
        guard lowered.hasSuffix(".cook") else { throw CookbookError.unsupportedFile(UntrustedText.sanitizedLine(path)) }
        let text = try readText(path, shownAs: path).get()
        let document = CooklangParser.parse(text, file: name)
        if let error = document.errors.first { throw CookbookError.invalid(UntrustedText.sanitizedLine(error.description)) }
        return Recipe(cooklang: document, path: name)
    }
}
