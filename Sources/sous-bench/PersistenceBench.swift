import Foundation
import MealKit

/// Figure 6: the file stores at scale: 10,000 favorites loaded and saved, 5,000 history lines loaded.
///
/// The files are written once per round through `JSONFileStore` in the stores' format (documents
/// mirrored below), then read by a fresh `FileFavoritesStore`/`FileHistoryStore`, as a new shell would.
/// A store that reads back fewer entries than were written stops the bench: the mirror went stale.
enum PersistenceBench {
    struct Result: Codable, Sendable {
        var favorites: Int
        var favoritesFileBytes: Int
        /// A new shell's first `load()` of the favorites (ns).
        var favoritesLoad: Figure
        /// `fav` once loaded: read, merge, write all of them atomically (ns).
        var favoritesSave: Figure
        /// Load and save added, per round (ns): the target's figure.
        var favoritesLoadPlusSave: Figure
        var historyEntries: Int
        var historyFileBytes: Int
        /// A new shell's `load()` of the history (ns).
        var historyLoad: Figure
        /// One typed line recorded (interactive sessions do this for every line) (ns).
        var historyAppend: Figure
        /// The same favorites file decoded by `JSONDecoder` in one call, dates left as text (ns): a lower
        /// bound of reading the index with the toolchain's decoder instead of the store's own reader.
        var favoritesJSONDecoder: Figure
        /// The same history decoded by `JSONDecoder` in one call, dates left as text (ns).
        var historyJSONDecoder: Figure
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(favoriteCount: Int, historyCount: Int, rounds: Int) async throws -> Result {
        let meals = try await OfflineCatalog().allMeals()
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        let favorites = (0..<favoriteCount).map { index in
            var meal = meals[index % meals.count]
            meal.id = String(900_000 + index)
            return Favorite(recipe: meal, source: .live, savedAt: start.addingTimeInterval(Double(index)))
        }
        let extra = meals[0]
        let history = (0..<historyCount).map { index in
            HistoryEntry(line: SessionScript.block[index % SessionScript.block.count],
                         date: start.addingTimeInterval(Double(index)))
        }

        var load = Samples(), save = Samples(), both = Samples(), historyLoad = Samples(), append = Samples()
        var favoritesDecoder = Samples(), historyDecoder = Samples()
        var favoritesBytes = 0, historyBytes = 0
        for _ in 0..<rounds {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            favoritesBytes = try write(MirroredFavorites(entries: favorites.map(MirroredFavorite.init)),
                                       fileName: FileFavoritesStore.fileName, in: directory.url)
            historyBytes = try write(MirroredHistory(entries: history),
                                     fileName: FileHistoryStore.fileName, in: directory.url)

            favoritesDecoder.append(try decodingTime(DecodedFile<DecodedFavorite>.self, fileName: FileFavoritesStore.fileName,
                                                     in: directory.url, expecting: favoriteCount))
            historyDecoder.append(try decodingTime(DecodedFile<DecodedHistoryEntry>.self, fileName: FileHistoryStore.fileName,
                                                   in: directory.url, expecting: historyCount))

            let favoritesStore = FileFavoritesStore(directory: directory.url)
            var loaded = 0, saved = 0
            let loadTime = await Stopwatch.time { loaded = await favoritesStore.load().value.count }
            let saveTime = await Stopwatch.time { saved = await favoritesStore.add(extra, source: .offline, savedAt: start.addingTimeInterval(1e6)).value.count }
            guard loaded == favoriteCount, saved == favoriteCount + 1 else {
                throw Failure(description: "favorites: wrote \(favoriteCount), loaded \(loaded), after one more \(saved)")
            }
            load.append(loadTime)
            save.append(saveTime)
            both.append(loadTime + saveTime)

            let historyStore = FileHistoryStore(directory: directory.url)
            var lines = 0
            historyLoad.append(await Stopwatch.time { lines = await historyStore.load().value.count })
            guard lines == historyCount else {
                throw Failure(description: "history: wrote \(historyCount), loaded \(lines)")
            }
            let entry = HistoryEntry(line: "open 1", date: start.addingTimeInterval(1e6))
            append.append(await Stopwatch.time { _ = await historyStore.append(entry) })
        }
        return Result(favorites: favoriteCount, favoritesFileBytes: favoritesBytes, favoritesLoad: load.summary,
                      favoritesSave: save.summary, favoritesLoadPlusSave: both.summary, historyEntries: historyCount,
                      historyFileBytes: historyBytes, historyLoad: historyLoad.summary, historyAppend: append.summary,
                      favoritesJSONDecoder: favoritesDecoder.summary, historyJSONDecoder: historyDecoder.summary)
    }

    /// The time `JSONDecoder` takes to decode the file in one call, its bytes already read.
    private static func decodingTime<File: DecodedList>(
        _ type: File.Type, fileName: String, in directory: URL, expecting count: Int
    ) throws -> Double {
        let data = try Data(contentsOf: directory.appendingPathComponent(fileName))
        var decoded = 0
        let time = Stopwatch.time { decoded = (try? JSONDecoder().decode(File.self, from: data))?.count ?? 0 }
        guard decoded == count else { throw Failure(description: "JSONDecoder read \(decoded) of \(count) in \(fileName)") }
        return time
    }

    /// `sous-bench favorites-home DIR COUNT`: a data directory holding COUNT favorites as sous writes
    /// them, for bench/bench.py's whole-process figures: each a meal of the catalogue (its name and
    /// picture address, a distinct id), saved an hour and a few seconds after the one before, with its
    /// recipe file under `recipes/` as `fav` writes it (sorted keys, slashes unescaped).
    static func writeFavoritesHome(dataDirectory: URL, count: Int) async throws {
        let meals = try await OfflineCatalog().allMeals()
        let recipes = dataDirectory.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let start = Date(timeIntervalSince1970: 1_733_000_000)
        var favorites: [Favorite] = []
        favorites.reserveCapacity(count)
        for index in 0..<count {
            var meal = meals[index % meals.count]
            meal.id = String(900_000 + index)
            let file = recipes.appendingPathComponent("\(meal.id).json")
            guard FileManager.default.createFile(atPath: file.path, contents: try encoder.encode(meal),
                                                 attributes: [.posixPermissions: 0o600]) else {
                throw Failure(description: "could not write \(file.path)")
            }
            let savedAt = start.addingTimeInterval(Double(index) * 3_607 + Double(index % 1_000) / 1_000)
            favorites.append(Favorite(recipe: meal, source: index % 5 == 0 ? .offline : .live, savedAt: savedAt))
        }
        _ = try write(MirroredFavorites(entries: favorites.map(MirroredFavorite.init)),
                      fileName: FileFavoritesStore.fileName, in: dataDirectory)
    }

    private static func write<Document: StoreDocument>(_ document: Document, fileName: String, in directory: URL) throws -> Int {
        let store = JSONFileStore<Document>(directory: directory, fileName: fileName)
        let visit = store.update { _ in document }
        guard visit.saved else { throw Failure(description: "could not write \(fileName): \(visit.problems)") }
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        return (attributes[.size] as? Int) ?? 0
    }
}

/// `favorites.json` as `FileFavoritesStore` writes it (its own document type is internal to MealKit):
/// the version-3 index. The recipe files are not read at load, so the bench does not write them; the
/// save writes the one recipe of the favorite it adds, as `fav` does.
private struct MirroredFavorites: StoreDocument {
    static let formatVersion = 3
    static let entriesKey = "favorites"
    var entries: [MirroredFavorite]
}

/// One entry of `favorites.json`: the favorite's own keys, with the meal's id and the time of the change.
private struct MirroredFavorite: Codable, Sendable {
    var favorite: Favorite

    private enum Keys: String, CodingKey { case id, changedAt }

    init(_ favorite: Favorite) { self.favorite = favorite }

    init(from decoder: any Decoder) throws { favorite = try Favorite(from: decoder) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(favorite.id, forKey: .id)
        try container.encode(favorite.savedAt, forKey: .changedAt)
        try favorite.encode(to: encoder)
    }
}

/// `history.json` as `FileHistoryStore` writes it.
private struct MirroredHistory: StoreDocument {
    static let formatVersion = 1
    static let entriesKey = "history"
    var entries: [HistoryEntry]
}

/// A list file as `JSONDecoder` reads it with types of its own: the bench's measure of the toolchain's
/// decoder on the stores' files.
private protocol DecodedList: Decodable { var count: Int { get } }

private struct DecodedFile<Entry: Decodable>: DecodedList {
    var count: Int

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        _ = try container.decode(Int.self, forKey: AnyKey(stringValue: "version"))
        let key = container.allKeys.first { $0.stringValue != "version" }
        count = try key.map { try container.decode([Entry].self, forKey: $0).count } ?? 0
    }
}

/// An index entry with every field the store reads, its dates as text (parsing them would cost more).
private struct DecodedFavorite: Decodable {
    var id: String
    var name: String
    var thumbnail: String?
    var source: String
    var savedAt: String
    var changedAt: String?
    var removed: Bool?
}

private struct DecodedHistoryEntry: Decodable {
    var date: String
    var line: String
}
