/// Why the cookbook could not read or keep a recipe: one line each, naming the file.
public enum CookbookError: Error, Hashable, Sendable {
    /// Nowhere to keep it: no data directory (HOME and XDG_DATA_HOME unset).
    case noFolder
    /// The folder or a file could not be read or written (a path in the cookbook, the reason).
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// A Cooklang file with an error, as the parser says it (`Dinner/Risotto.cook:3:7: error: …`).
    case invalid(String)
    /// No recipe with this path in the cookbook (removed since it was listed).
    case missing(String)
    /// A file to import whose kind sous does not read (only .html, .htm and .cook).
    case unsupportedFile(String)
    /// A path to import where there is nothing at all (a typo, a file moved since).
    case nothingAt(String)
    /// `set cookbook` on a folder that is not there, or on something that is not a folder.
    case noSuchFolder(String)
    case notAFolder(String)

    /// One line for the user.
    public var message: String {
        switch self {
        case .noFolder:
            return "no data directory (HOME and XDG_DATA_HOME are unset): the cookbook cannot be kept"
        case .unreadable(let path, let reason):
            return "cannot read \(path) (\(reason))"
        case .unwritable(let path, let reason):
            return "cannot save \(path) (\(reason)): the recipe was not added to the cookbook"
        case .invalid(let line):
            return line
        case .missing(let path):
            return "\(path) is no longer in the cookbook: type cookbook to list it afresh"
        case .unsupportedFile(let path):
            return "\(path) is neither a web page (.html) nor a Cooklang file (.cook): not imported"
        case .nothingAt(let path):
            return "there is no file or folder \(path): nothing imported"
        case .noSuchFolder(let path):
            return "there is no folder \(path): type set cookbook \(path) --create to make it"
        case .notAFolder(let path):
            return "\(path) is not a folder: the cookbook stays where it was"
        }
    }
}
