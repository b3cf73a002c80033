import FoundationEssentials

/// What `search` looks for in the cookbook, kept beside the cache (`$XDG_CACHE_HOME/sous/cookbook-index.json`)
/// so that a search need not parse every Cooklang file: per file its title, group, ingredients and tags,
/// and the file's stamp (inode, size, modification and change times).
///
/// Each search lists the folder and asks each file's status (nothing is read): a file whose stamp changed,
/// or a new one, is parsed again, a removed one is dropped, so a file edited, added or removed outside sous
/// is seen at the next search. The index is written again (atomically, 0600) only when something changed;
/// one that cannot be read or decoded, of another version or of another folder, is simply rebuilt. A cache
/// that cannot be written costs only time: the search still answers. Nothing is read at start.
public struct CookbookIndex: Sendable {
    /// The file's name in the cache directory.
    public static let fileName = "cookbook-index.json"

    /// How long after its last change a file's stamp is trusted (see `refreshed`).
    static let settlingSeconds = 2

    /// The index file, nil when there is no cache directory (then every search parses the cookbook).
    public let path: String?

    public init(cacheDirectory: URL?) {
        path = cacheDirectory?.appendingPathComponent(Self.fileName).fileSystemPath
    }

    /// The cookbook's recipes that `text` finds: every word of it in the title, an ingredient or a tag
    /// (blind to case and accents), in the cookbook's order.
    public func search(_ text: String, in cookbook: Cookbook) -> [CookbookMatch] {
        let query = CookbookQuery(text)
        guard !query.words.isEmpty else { return [] }
        return refreshed(cookbook).files.compactMap { query.match($0) }
    }

    /// The index brought up to date with the folder (and saved when it changed).
    public func refreshed(_ cookbook: Cookbook) -> CookbookIndexDocument {
        guard let root = cookbook.directory?.fileSystemPath else { return CookbookIndexDocument(folder: "") }
        let stored = load(cookbook).flatMap { $0.folder == root ? $0 : nil }
        let known = Dictionary((stored?.files ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [CookbookIndexEntry] = []
        var changed = stored == nil
        // A file's times move in steps of a few milliseconds: one changed twice within a step, to the same
        // size, keeps its stamp. So a file modified in the last seconds is parsed again at the next search
        // too (as git treats "racily clean" files), until its stamp is old enough to trust.
        let settled = Int(Date().timeIntervalSince1970) - Self.settlingSeconds
        for file in cookbook.recipeFiles() {
            if let entry = known[file.path], let stamp = file.stamp, entry.stamp == stamp {
                files.append(entry)
                continue
            }
            changed = true
            var entry = CookbookIndexEntry(file, recipe: cookbook.recipe(path: file.path))
            if (file.modified ?? .max) >= settled { entry.stamp = "" }
            files.append(entry)
        }
        if files.count != known.count { changed = true }
        files.sort { ($0.group ?? "", $0.name.lowercased(), $0.path) < ($1.group ?? "", $1.name.lowercased(), $1.path) }
        let document = CookbookIndexDocument(folder: root, files: files)
        if changed { save(document, fileSystem: cookbook.fileSystem) }
        return document
    }

    private func load(_ cookbook: Cookbook) -> CookbookIndexDocument? {
        guard let path, case .success(let data) = cookbook.readData(path, shownAs: Self.fileName),
              let document = try? JSONDecoder().decode(CookbookIndexDocument.self, from: data),
              document.version == CookbookIndexDocument.currentVersion else { return nil }
        return document
    }

    /// Written whole or not at all; a cache folder that cannot be made or written is left as it is.
    private func save(_ document: CookbookIndexDocument, fileSystem: any FileSystem) {
        guard let path, let data = try? JSONEncoder().encode(document) else { return }
        do throws(FileSystemError) {
            try XDGDirectories.createDirectory(at: URL(fileURLWithPath: path.deletingLastPathComponent), fileSystem: fileSystem)
            try AtomicFileWriter(fileSystem: fileSystem).write(data, to: path, mode: 0o600, replacing: true, durable: false)
        } catch {
            return
        }
    }
}

/// The index as kept on disk: the folder it is of, and one entry a Cooklang file.
public struct CookbookIndexDocument: Codable, Hashable, Sendable {
    static let currentVersion = 1
    public var version: Int
    /// The cookbook folder's path: an index of another folder is rebuilt.
    public var folder: String
    public var files: [CookbookIndexEntry]

    init(folder: String, files: [CookbookIndexEntry] = []) {
        version = Self.currentVersion
        self.folder = folder
        self.files = files
    }
}

/// One Cooklang file as the index keeps it: what a search compares, and the stamp that says whether
/// the file changed since.
public struct CookbookIndexEntry: Codable, Hashable, Sendable {
    /// The file's path in the cookbook ("Dinner/Risotto.cook"): the recipe's id.
    public var path: String
    /// Inode, size, modification and change times, as one string; equal means unchanged.
    var stamp: String
    public var name: String
    public var group: String?
    /// The ingredients as the file names them (`@olive oil{…}` is "olive oil").
    public var foods: [String]
    public var tags: [String]
    /// The file does not parse (its error line): it is kept so it is not parsed again, and never found.
    public var problem: String?

    /// The recipe as the cookbook lists it; nil for a file that does not parse.
    public var recipeEntry: CookbookEntry? {
        problem == nil ? CookbookEntry(path: path, name: name, group: group) : nil
    }

    init(_ file: CookbookFile, recipe: Result<Recipe, CookbookError>) {
        path = file.path
        // No stamp from the file system: never equal, so the file is parsed at every search.
        stamp = file.stamp ?? ""
        group = file.group
        switch recipe {
        case .success(let recipe):
            name = recipe.name
            var seen: Set<String> = []
            foods = recipe.ingredients.map(\.name).filter { seen.insert($0.lowercased()).inserted }
            tags = recipe.tags
        case .failure(let error):
            name = String(file.path.lastPathComponent.dropLast(5))
            foods = []
            tags = []
            problem = error.message
        }
    }
}

/// A cookbook recipe a search found, and what of it the words matched besides its title.
public struct CookbookMatch: Hashable, Sendable {
    public var entry: CookbookEntry
    /// The ingredients that words not in the title matched ("lemon" for `search chicken lemon` on
    /// "Roast Chicken").
    public var foods: [String]
    /// The tags that such words matched.
    public var tags: [String]

    public init(entry: CookbookEntry, foods: [String] = [], tags: [String] = []) {
        self.entry = entry
        self.foods = foods
        self.tags = tags
    }
}

/// The words of a search, folded, and how a cookbook file answers them: a word is in the title (anywhere,
/// as the sources' name searches go), or begins a word of an ingredient or of a tag ("tomato" finds
/// "cherry tomatoes", "rice" does not find "licorice").
struct CookbookQuery {
    let words: [String]

    init(_ text: String) {
        var words: [String] = []
        for word in text.foldedForSearch.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) where !words.contains(String(word)) {
            words.append(String(word))
        }
        self.words = words
    }

    func match(_ file: CookbookIndexEntry) -> CookbookMatch? {
        guard let entry = file.recipeEntry else { return nil }
        let name = file.name.foldedForSearch
        var foods: [String] = []
        var tags: [String] = []
        for word in words where !name.contains(word) {
            if let food = file.foods.first(where: { Self.beginsAWord($0.foldedForSearch, with: word) }) {
                if !foods.contains(food) { foods.append(food) }
            } else if let tag = file.tags.first(where: { Self.beginsAWord($0.foldedForSearch, with: word) }) {
                if !tags.contains(tag) { tags.append(tag) }
            } else {
                return nil
            }
        }
        return CookbookMatch(entry: entry, foods: foods, tags: tags)
    }

    /// Whether a word of `text` starts with `prefix` (words split at anything not a letter or digit).
    static func beginsAWord(_ text: String, with prefix: String) -> Bool {
        var searched = Substring(text)
        while let range = searched.firstRange(of: prefix) {
            if range.lowerBound == text.startIndex { return true }
            let before = text[text.index(before: range.lowerBound)]
            if !before.isLetter && !before.isNumber { return true }
            searched = searched[range.upperBound...]
        }
        return false
    }
}
