/// What `export` was asked for: which meal, where to, in which format.
public struct ExportRequest: Equatable, Sendable {
    public enum Format: Equatable, Sendable {
        case markdown
        /// sous's own JSON of the recipe (as favorites keep it).
        case json
        /// A Cooklang file with front matter, read back by `import`.
        case cooklang
        /// schema.org Recipe JSON-LD, as recipe sites publish it; a page holding it when the file is `.html`.
        case schema

        /// The file extension an export in this format takes in a folder.
        var fileExtension: String {
            switch self {
            case .markdown: "md"
            case .json: "json"
            case .cooklang: "cook"
            case .schema: "jsonld"
            }
        }

        /// The format a file name asks for by its extension (`x.cook`, `x.jsonld`, `x.html`), or nil.
        static func named(by path: String) -> Format? {
            guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
            return switch path[path.index(after: dot)...].lowercased() {
            case "cook": .cooklang
            case "jsonld", "html", "htm": .schema
            case "json": .json
            case "md", "markdown": .markdown
            default: nil
            }
        }
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

    /// `export`, `export 3`, `export 3 ~/x.md --force`, `export --json x.json`, `export --cooklang`,
    /// `export x.cook`: options go anywhere, a leading number is the item, the rest is the path (spaces
    /// and all, as typed). With no format option the file's extension names the format (`.cook`,
    /// `.jsonld` or `.html`, `.json`), else it is Markdown.
    static func parse(_ argument: String?, usage: String) throws(SousError) -> ExportRequest {
        var request = ExportRequest()
        var words: [String] = []
        var chosen: Format?
        for word in (argument ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            switch word {
            case "--json": chosen = .json
            case "--markdown", "--md": chosen = .markdown
            case "--cooklang", "--cook": chosen = .cooklang
            case "--schema", "--jsonld": chosen = .schema
            case "--force", "-f": request.force = true
            default:
                if word.hasPrefix("--") { throw .unknownOption(word, usage: usage + " [--cooklang|--schema|--json] [--force]") }
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
        request.format = chosen ?? request.path.flatMap(Format.named(by:)) ?? .markdown
        return request
    }

    /// A word that reads as a number (`1e308`, `nan`, `inf`, `3.5`, `½`, `١٢`) rather than a file name
    /// (`2024.md`, `2024-12-01`, `./12`).
    static func looksLikeNumber(_ word: String) -> Bool {
        Double(word) != nil || word.allSatisfy(\.isNumber)
    }
}
