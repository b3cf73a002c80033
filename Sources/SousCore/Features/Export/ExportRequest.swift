/// What `export` was asked for: which meal, where to, in which format.
public struct ExportRequest: Equatable, Sendable {
    public enum Format: Equatable, Sendable {
        case markdown
        /// The recipe record as TheMealDB sends it (`idMeal`, `strIngredient1`, …).
        case json
    }

    /// A listing number (or a five-digit id); nil is the open meal.
    public var item: Int?
    /// The path as typed (`~` and relative paths are the writer's to resolve); nil prints it.
    public var path: String?
    public var format: Format
    /// Replace an existing file.
    public var force: Bool

    public init(item: Int? = nil, path: String? = nil, format: Format = .markdown, force: Bool = false) {
        self.item = item
        self.path = path
        self.format = format
        self.force = force
    }

    /// `export`, `export 3`, `export 3 ~/x.md --force`, `export --json x.json`: options go anywhere, a
    /// leading number is the item, the rest is the path (spaces and all, as typed).
    static func parse(_ argument: String?, usage: String) throws(SousError) -> ExportRequest {
        var request = ExportRequest()
        var words: [String] = []
        for word in (argument ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            switch word {
            case "--json": request.format = .json
            case "--markdown", "--md": request.format = .markdown
            case "--force", "-f": request.force = true
            default:
                if word.hasPrefix("--") { throw .unknownOption(word, usage: usage + " [--json] [--force]") }
                words.append(word)
            }
        }
        if let first = words.first, let number = Int(first) {
            request.item = number
            words.removeFirst()
        } else if let first = words.first, looksLikeNumber(first) {
            // A listing number sous cannot use (9223372036854775808, 1e308, nan, ½), not a file name.
            throw .notAnItemNumber(first)
        }
        if !words.isEmpty { request.path = words.joined(separator: " ") }
        return request
    }

    /// A word that reads as a number (`1e308`, `nan`, `inf`, `3.5`, `½`, `١٢`) rather than a file name
    /// (`2024.md`, `2024-12-01`, `./12`).
    static func looksLikeNumber(_ word: String) -> Bool {
        Double(word) != nil || word.allSatisfy(\.isNumber)
    }
}
