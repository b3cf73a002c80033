#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Dispatch
import FoundationEssentials

/// What `search` looks for in the cookbook, kept beside the cache (`$XDG_CACHE_HOME/sous/cookbook-index`)
/// so that a search need not parse every Cooklang file: per file its title, group, ingredients and tags,
/// and the file's stamp (inode, size, modification and change times).
///
/// Each search lists the folder and asks each file's status (nothing is read): a file whose stamp changed,
/// or a new one, is parsed again, a removed one is dropped, so a file edited, added or removed outside sous
/// is seen at the next search. The index is written again (atomically, 0600) only when something changed;
/// one that cannot be read, of another version or of another folder, is simply rebuilt. A cache that cannot
/// be written costs only time: the search still answers. Nothing is read at start.
///
/// The file is one line a recipe, its fields apart by tabs (`CookbookIndexFile`): read in a millisecond or
/// two where a JSON decoder takes ten times that, since every search reads it.
public struct CookbookIndex: Sendable {
    /// The file's name in the cache directory.
    public static let fileName = "cookbook-index"
    /// How long after its last change a file's stamp is trusted (see `refreshed`).
    static let settlingSeconds = 2

    /// The index file, nil when there is no cache directory (then every search parses the cookbook).
    public let path: String?

    public init(cacheDirectory: URL?) {
        path = cacheDirectory?.appendingPathComponent(Self.fileName, isDirectory: false).fileSystemPath
    }

    /// The cookbook's recipes that `text` finds: every word of it in the title, or beginning a word of an
    /// ingredient or of a tag (blind to case and accents), in the cookbook's order.
    public func search(_ text: String, in cookbook: Cookbook) -> [CookbookMatch] {
        let query = CookbookQuery(text)
        guard !query.words.isEmpty else { return [] }
        return refreshed(cookbook).compactMap { query.match($0) }
    }

    /// The whole cookbook as `cookbook` lists it, through the index (a file is parsed only when new or
    /// changed): the recipes by group then title, and for each file that does not load its error line, in
    /// the order of the folder's names, as `Cookbook.contents()` reads them.
    public func contents(of cookbook: Cookbook) -> CookbookContents {
        var contents = CookbookContents()
        var broken: [CookbookIndexEntry] = []
        for entry in refreshed(cookbook) {
            if let recipe = entry.recipeEntry { contents.entries.append(recipe) } else { broken.append(entry) }
        }
        broken.sort { $0.path.split(separator: "/").lexicographicallyPrecedes($1.path.split(separator: "/")) }
        contents.problems = broken.compactMap(\.problem)
        contents.brokenPaths = broken.map(\.path)
        return contents
    }

    /// The index brought up to date with the folder (and saved when it changed): one entry a Cooklang
    /// file, by group then title.
    public func refreshed(_ cookbook: Cookbook) -> [CookbookIndexEntry] {
        guard let root = cookbook.directory?.fileSystemPath else { return [] }
        let stored = load(cookbook, folder: root) ?? []
        // Where each path is in the stored index: the entries themselves are copied only when something changed.
        var known: [String: Int] = [:]
        known.reserveCapacity(stored.count)
        for (place, entry) in stored.enumerated() { known[entry.path] = place }
        let files = cookbook.recipeFiles()
        var kept: [Int?] = Array(repeating: nil, count: files.count)
        var changed: [Int] = []
        for (number, file) in files.enumerated() {
            if let place = known[file.path], let stamp = file.stamp, stored[place].stamp == stamp {
                kept[number] = place
            } else {
                changed.append(number)
            }
        }
        // Nothing changed: the index as it was saved, in its order.
        if changed.isEmpty, files.count == stored.count { return stored }
        var entries: [CookbookIndexEntry?] = kept.map { $0.map { stored[$0] } }
        if !changed.isEmpty { Self.read(changed.map { files[$0] }, of: cookbook).enumerated().forEach { entries[changed[$0.offset]] = $0.element } }
        let unsorted = entries.compactMap { $0 }
        // Their numbers sorted, not the entries themselves: moving an entry costs a dozen retains.
        let index = unsorted.indices.sorted { first, second in
            let (a, b) = (unsorted[first], unsorted[second])
            return (a.group ?? "", a.nameKey, a.path) < (b.group ?? "", b.nameKey, b.path)
        }.map { unsorted[$0] }
        save(index, folder: root, fileSystem: cookbook.fileSystem)
        return index
    }

    /// The entries of `files`, each parsed: on both processors when there are many (a first search over
    /// a whole cookbook). A file's times move in steps of a few milliseconds, so one changed twice within a
    /// step, to the same size, keeps its stamp: a file modified in the last seconds gets no stamp, and is
    /// parsed again at the next search too (as git treats "racily clean" files), until its stamp is settled.
    private static func read(_ files: [CookbookFile], of cookbook: Cookbook) -> [CookbookIndexEntry] {
        let settled = Int(Date().timeIntervalSince1970) - settlingSeconds
        @Sendable func entry(_ file: CookbookFile) -> CookbookIndexEntry {
            var entry = CookbookIndexEntry(file, text: cookbook.readText(cookbook.directory!.fileSystemPath.appendingPathComponent(file.path),
                                                                      shownAs: file.path))
            if (file.modified ?? .max) >= settled { entry.stamp = nil }
            return entry
        }
        guard files.count >= 64 else { return files.map(entry) }
        let results = UnsafeMutableBufferPointer<CookbookIndexEntry?>.allocate(capacity: files.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        let chunks = 8
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for number in stride(from: chunk, to: files.count, by: chunks) { slots[number] = entry(files[number]) }
        }
        return results.compactMap { $0 }
    }

    private func load(_ cookbook: Cookbook, folder: String) -> [CookbookIndexEntry]? {
        guard let path, case .success(let data) = cookbook.readData(path, shownAs: Self.fileName) else { return nil }
        return CookbookIndexFile.entries(in: data, folder: folder)
    }

    /// Written whole or not at all; a cache folder that cannot be made or written is left as it is.
    private func save(_ entries: [CookbookIndexEntry], folder: String, fileSystem: any FileSystem) {
        guard let path else { return }
        do throws(FileSystemError) {
            try XDGDirectories.createDirectory(at: URL(fileURLWithPath: path.deletingLastPathComponent), fileSystem: fileSystem)
            try AtomicFileWriter(fileSystem: fileSystem).write(bytes: CookbookIndexFile.bytes(of: entries, folder: folder),
                                                              to: path, mode: 0o600, replacing: true, durable: false)
        } catch {
            return
        }
    }
}

/// One Cooklang file as the index keeps it: what a search compares, and the stamp that says whether
/// the file changed since.
public struct CookbookIndexEntry: Hashable, Sendable {
    /// The file's path in the cookbook ("Dinner/Risotto.cook"): the recipe's id.
    public var path: String
    /// Inode, size, modification and change times; nil when not known or not settled (never equal).
    var stamp: FileStamp?
    /// Its title, as `cookbook` lists it: the front matter's, else the file's name.
    public var name: String
    public var group: String?
    /// The ingredients as the file names them (`@olive oil{…}` is "olive oil"), each once.
    public var foods: [String] { CookbookIndexFile.items(of: foodList) }
    public var tags: [String] { CookbookIndexFile.items(of: tagList) }
    /// The ingredients and the tags as the index file keeps them (each escaped, apart by U+001F): taken
    /// apart only for the recipes a search finds.
    var foodList: String
    var tagList: String
    /// The file does not parse (its error line): it is kept so it is not parsed again, and never found.
    public var problem: String?
    /// The title folded for search; the ingredients and the tags folded, every run of characters that are
    /// not letters or digits one space, each begun by a space: " olive oil cherry tomatoes". A word begins
    /// a word of theirs when " word" is in them.
    var nameKey: String
    var foodKey: String
    var tagKey: String

    init(path: String, stamp: FileStamp?, name: String, group: String?, foods: [String], tags: [String], problem: String?) {
        self.init(path: path, stamp: stamp, name: name, group: group, foodList: CookbookIndexFile.list(of: foods),
                  tagList: CookbookIndexFile.list(of: tags), problem: problem,
                  keys: (name.foldedForSearch, foods.map(CookbookQuery.wordKey).joined(), tags.map(CookbookQuery.wordKey).joined()))
    }

    /// An entry as the index file keeps it.
    init(path: String, stamp: FileStamp?, name: String, group: String?, foodList: String, tagList: String, problem: String?,
         keys: (name: String, foods: String, tags: String)) {
        self.path = path
        self.stamp = stamp
        self.name = name
        self.group = group
        self.foodList = foodList
        self.tagList = tagList
        self.problem = problem
        nameKey = keys.name
        foodKey = keys.foods
        tagKey = keys.tags
    }

    /// The entry of a file read (or not): its title, tags and ingredients as `Recipe(cooklang:path:)` maps
    /// them, without the rest of the mapping (steps written out), which a search does not need.
    init(_ file: CookbookFile, text: Result<String, CookbookError>) {
        let fileName = String(file.path.split(separator: "/").last ?? Substring(file.path)).dropLast(5)
        switch text.map({ CooklangParser.parse($0, file: file.path) }) {
        case .success(let document) where document.errors.isEmpty:
            let foods = CooklangIngredientList.names(of: document)
            self.init(path: file.path, stamp: file.stamp, name: Recipe.cooklangTitle(document.metadata) ?? String(fileName),
                      group: file.group, foods: foods, tags: Recipe.cooklangTags(document.metadata), problem: nil)
        case .success(let document):
            let line = UntrustedText.sanitizedLine(document.errors.first?.description ?? file.path)
            self.init(path: file.path, stamp: file.stamp, name: String(fileName), group: file.group, foods: [], tags: [], problem: line)
        case .failure(let error):
            self.init(path: file.path, stamp: file.stamp, name: String(fileName), group: file.group, foods: [], tags: [],
                      problem: error.message)
        }
    }

    /// The recipe as the cookbook lists it; nil for a file that does not parse.
    public var recipeEntry: CookbookEntry? {
        problem == nil ? CookbookEntry(path: path, name: name, group: group) : nil
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
/// "cherry tomatoes", "rice" does not find "licorice"). Compared as bytes (`memmem`): a search runs over
/// every recipe of the cookbook.
struct CookbookQuery {
    let words: [String]
    /// Each word's bytes, and " word" (its word key without the trailing space) for beginnings of words.
    private let inName: [[UInt8]]
    private let beginning: [[UInt8]]

    init(_ text: String) {
        var words: [String] = []
        for word in text.foldedForSearch.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            let word = String(word)
            if !words.contains(word), !Self.wordKey(word).trimmingWhitespace().isEmpty { words.append(word) }
        }
        self.words = words
        inName = words.map { Array($0.utf8) }
        beginning = words.map { Array(Self.wordKey($0).utf8.dropLast()) }
    }

    func match(_ file: CookbookIndexEntry) -> CookbookMatch? {
        guard file.problem == nil else { return nil }
        var foods: [String] = []
        var tags: [String] = []
        for number in words.indices where !Self.contains(file.nameKey, inName[number]) {
            if Self.contains(file.foodKey, beginning[number]) {
                // Which ingredient: asked only of the recipes found, a handful.
                if let food = file.foods.first(where: { Self.contains(Self.wordKey($0), beginning[number]) }), !foods.contains(food) {
                    foods.append(food)
                }
            } else if Self.contains(file.tagKey, beginning[number]) {
                if let tag = file.tags.first(where: { Self.contains(Self.wordKey($0), beginning[number]) }), !tags.contains(tag) {
                    tags.append(tag)
                }
            } else {
                return nil
            }
        }
        return CookbookMatch(entry: CookbookEntry(path: file.path, name: file.name, group: file.group), foods: foods, tags: tags)
    }

    /// " cherry tomatoes ": folded, each run of characters other than letters and digits one space,
    /// begun and ended by a space.
    static func wordKey(_ text: String) -> String {
        let folded = text.foldedForSearch
        // Byte by byte when ASCII (most ingredients): an index build makes a key of every ingredient.
        if folded.utf8.allSatisfy({ $0 < 0x80 }) {
            var key: [UInt8] = [32]
            key.reserveCapacity(folded.utf8.count + 2)
            for byte in folded.utf8 {
                if (48...57).contains(byte) || (97...122).contains(byte) || (65...90).contains(byte) {
                    key.append(byte)
                } else if key.last != 32 {
                    key.append(32)
                }
            }
            if key.last != 32 { key.append(32) }
            return String(decoding: key, as: UTF8.self)
        }
        var key = " "
        for character in folded {
            if character.isLetter || character.isNumber {
                key.append(character)
            } else if key.last != " " {
                key.append(" ")
            }
        }
        if key.last != " " { key.append(" ") }
        return key
    }

    static func contains(_ haystack: String, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        var haystack = haystack
        return haystack.withUTF8 { bytes in
            needle.withUnsafeBufferPointer { wanted in
                guard let start = bytes.baseAddress, let first = wanted.first, wanted.count <= bytes.count else { return false }
                let last = bytes.count - wanted.count
                var from = 0
                // The first byte found by memchr, the rest compared by memcmp.
                while from <= last, let found = memchr(start + from, Int32(first), last - from + 1) {
                    let at = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + at, wanted.baseAddress!, wanted.count) == 0 { return true }
                    from = at + 1
                }
                return false
            }
        }
    }
}

extension Recipe {
    /// A Cooklang recipe's title, as `init(cooklang:path:)` takes it (nil: the file's name).
    static func cooklangTitle(_ metadata: CooklangMetadata) -> String? { metadata.text("title", "name") }
    /// A Cooklang recipe's tags, as `init(cooklang:path:)` takes them.
    static func cooklangTags(_ metadata: CooklangMetadata) -> [String] { metadata.value("tags", "tag", "keywords")?.items ?? [] }
}
