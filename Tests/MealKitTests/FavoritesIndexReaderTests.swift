import Foundation
@testable @_spi(Fuzzing) import MealKit
import Testing

/// The hand-written reader of `favorites.json` reads what `JSONDecoder` reads, or declines.
@Suite("Favorites index reader")
struct FavoritesIndexReaderTests {
    /// The entries as the store's decoder reads the file, or `nil` where it throws.
    private func decoded(_ bytes: [UInt8]) -> [FavoriteRecord]? {
        struct Whole: Decodable {
            var document: FavoritesDocument
            init(from decoder: any Decoder) throws { document = try FavoritesDocument(reading: decoder) }
        }
        return (try? StoreCoding.decoder().decode(Whole.self, from: Data(bytes)))?.document.entries
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The file sous writes for these records.
    private func written(_ records: [FavoriteRecord]) throws -> [UInt8] {
        var parts = EncodedParts()
        return try FavoritesDocument.fileBytes(of: FavoritesDocument(entries: records), reusing: &parts)
    }

    private static let odd = [
        "Quote \" and backslash \\ and slash /", "tab\tnew line\ncarriage\r", "bell \u{07} nul \u{0}", "",
        "Crème brûlée", "鶏の唐揚げ", "🍲 stew 👩‍🍳", "e\u{301} combining", "\u{2028} line separator", "{\"not\":[json]}",
    ]

    private func records(names: [String]) -> [FavoriteRecord] {
        let start = Date(timeIntervalSince1970: 1_764_000_000.125)
        return names.enumerated().map { index, name in
            let id = String(900_000 + index)
            let thumbnail = index.isMultiple(of: 2) ? URL(string: "https://www.themealdb.com/images/\(id).jpg") : nil
            let favorite = Favorite(summary: MealSummary(id: id, name: name, thumbnailURL: thumbnail),
                                    source: [SourceKind.live, .offline, .edamam][index % 3],
                                    savedAt: start.addingTimeInterval(Double(index)))
            return FavoriteRecord(mealID: id, changedAt: start.addingTimeInterval(Double(index) + 0.5), favorite: favorite)
        }
    }

    @Test("a file sous wrote, odd names and removals included, reads as the decoder reads it")
    func roundTripsWhatSousWrites() throws {
        var records = records(names: Self.odd)
        records.append(FavoriteRecord(mealID: "52772", changedAt: Date(timeIntervalSince1970: 1_764_100_000), favorite: nil))
        let file = try written(records)
        let read = try #require(FavoritesIndexReader.read(file))
        #expect(read.entries == records)
        #expect(read.entries == decoded(file))
        // Each entry's bytes are its own line, the bytes a save copies.
        let lines = String(decoding: file, as: UTF8.self).split(separator: "\n").dropFirst(3).dropLast(2)
        #expect(read.ranges.map { $0.map { String(decoding: file[$0], as: UTF8.self) } }
                == lines.map { String($0.hasSuffix(",") ? $0.dropLast() : $0[...]).trimmingCharacters(in: .whitespaces) })
    }

    @Test("random names of awkward characters read back exactly")
    func randomNamesRoundTrip() throws {
        let pool: [Character] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", "\u{7F}", "é", "ß",
                                 "€", "\u{FFFD}", "𝄞", "🍲", "\u{200D}", "\u{FEFF}", "'", "}", "]", ":", ","]
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        let names = (0..<300).map { _ in String((0..<(next() % 24)).map { _ in pool[next() % pool.count] }) }
        let file = try written(records(names: names))
        let read = try #require(FavoritesIndexReader.read(file))
        #expect(read.entries == decoded(file))
        #expect(read.entries.map { $0.favorite?.name } == names)
    }

    @Test("a file written by hand: other spacing and key order, escapes, no changedAt, nulls")
    func readsAHandWrittenFileAsTheDecoderDoes() throws {
        let file = bytes("""
        {"favorites":[
          { "source" : "live", "savedAt" : "2025-05-20T14:33:20.123Z", "name" : "\\u0041pple \\/ pie \\ud83c\\udf72",
            "id" : "1", "thumbnail" : null },
          {"id":"2","removed":true},
          {"id":"3","removed":false,"name":"Plain","source":"edamam","savedAt":"2025-05-20T14:33:20Z","changedAt":null},
          {"\\u0069d":"4","name":"Esc\\"aped\\\\","source":"offline","savedAt":"2025-05-20T14:33:21.000Z",
           "thumbnail":"file:///tmp/4.jpg"}
        ],
        "version":2}
        """)
        let read = try #require(FavoritesIndexReader.read(file))
        let expected = try #require(decoded(file))
        #expect(read.entries == expected)
        #expect(read.entries.map(\.favorite?.name) == ["Apple / pie 🍲", nil, "Plain", "Esc\"aped\\"])
        // An entry spread over lines is not kept as bytes: the next save writes it on one line.
        #expect(read.ranges.map { $0 == nil } == [true, false, false, true])
    }

    @Test("what the reader does not know it leaves to the decoder", arguments: [
        // Another version, or none.
        #"{"version":4,"favorites":[]}"#, #"{"favorites":[]}"#, #"{"version":02,"favorites":[]}"#,
        #"{"version":2.0,"favorites":[]}"#, #"{"version":2,"favorites":null}"#,
        // A version-1 entry (its recipe inline), a key sous does not write, a key given twice, a number.
        #"{"version":1,"favorites":[{"meal":{"idMeal":"1","strMeal":"A"},"source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        #"{"version":2,"favorites":[{"id":"1","name":"A","source":"live","savedAt":"2025-05-20T14:33:20.123Z","rating":"5"}]}"#,
        #"{"version":2,"favorites":[{"id":"1","id":"2","name":"A","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        #"{"version":2,"favorites":[{"id":1,"name":"A","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        #"{"version":2,"version":2,"favorites":[]}"#, #"{"version":2,"favorites":[],"other":1}"#,
        // Values the decoder refuses: a wrong source, a date that is none, a missing name, removed as text.
        #"{"version":2,"favorites":[{"id":"1","name":"A","source":"web","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        #"{"version":2,"favorites":[{"id":"1","name":"A","source":"live","savedAt":"yesterday"}]}"#,
        #"{"version":2,"favorites":[{"id":"1","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        #"{"version":2,"favorites":[{"id":"1","removed":"yes"}]}"#,
        // Damage: truncated, trailing bytes, a raw control character, a lone surrogate, an unknown escape.
        #"{"version":2,"favorites":[{"id":"1","name":"A","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}"#,
        #"{"version":2,"favorites":[]} x"#, "{\"version\":2,\"favorites\":[{\"id\":\"1\",\"name\":\"A\tB\",\"source\":\"live\",\"savedAt\":\"2025-05-20T14:33:20.123Z\"}]}",
        #"{"version":2,"favorites":[{"id":"1","name":"\ud83c","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        #"{"version":2,"favorites":[{"id":"1","name":"\q","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#,
        "\u{FEFF}{\"version\":2,\"favorites\":[]}", "", "[]", "{}",
    ])
    func declinesWhatItDoesNotKnow(text: String) {
        #expect(FavoritesIndexReader.read(bytes(text)) == nil)
    }

    /// One line as sous writes a favorite, with `changes` made to its text.
    private func line(_ changes: [(String, String)] = []) -> [UInt8] {
        var entry = #"{"changedAt":"2025-05-20T14:33:21.500Z","id":"52772","name":"Teriyaki Chicken Casserole","#
            + #""savedAt":"2025-05-20T14:33:20.123Z","source":"live","#
            + #""thumbnail":"https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg"}"#
        for (old, new) in changes { entry = entry.replacingOccurrences(of: old, with: new) }
        return bytes("{\n  \"version\" : 3,\n  \"favorites\" : [\n    \(entry)\n  ]\n}\n")
    }

    @Test("a line in sous's shape is read straight through, as the decoder reads it; any other gives way to the general reading",
          arguments: [
              [], [("2025-05-20T14:33:20.123Z", "2025-05-20T14:33:21.500Z")], [("live", "offline")], [("live", "edamam")],
              // No picture, another picture, sous's own kept copy, a path with escapes and a port.
              [(#","thumbnail":"https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg""#, "")],
              [("https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg", "http://example.org:8080/a%20b/c.jpg?w=1&h=2")],
              [("https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg", "file:///home/me/.local/share/sous/images/52772.jpg")],
              [("https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg", "https://exa mple.org/a.jpg")],
              // Escapes, a name not ASCII, dates in another form, a removal, spacing, keys in another order.
              [("Teriyaki", #"Teri\"yaki"#)], [("Teriyaki", "Téri🍲yaki")], [("21.500Z", "21Z")], [("20.123Z", "20Z")],
              [(#""name":"Teriyaki Chicken Casserole","#, #""name" : "Teriyaki Chicken Casserole","#)],
              [(#"{"changedAt":"2025-05-20T14:33:21.500Z","id":"52772","#, #"{"id":"52772","changedAt":"2025-05-20T14:33:21.500Z","#)],
          ])
    func theWrittenShapeReadsAsTheDecoderReadsIt(changes: [(String, String)]) throws {
        let file = line(changes)
        let read = try #require(FavoritesIndexReader.read(file))
        #expect(read.entries == decoded(file))
        #expect(FavoritesReaderCheck.readerAgreesWithDecoder(file))
    }

    @Test("a line in sous's shape that the decoder refuses is refused by the reader too", arguments: [
        [("live", "web")], [("2025-05-20T14:33:20.123Z", "2025-05-20T14:33:2x.123Z")], [("\"live\"", "true")],
        [("\"52772\"", "52772")], [(",\"source\":\"live\"", "")], [("\"id\"", "\"id\":\"1\",\"id\"")],
        [("Casserole\"", "Casserole\",\"rating\":\"5\"")], [("Casserole", "Casserole\u{1}")],
    ])
    func theWrittenShapeRefusesWhatTheDecoderRefuses(changes: [(String, String)]) {
        let file = line(changes)
        #expect(FavoritesIndexReader.read(file) == nil)
        #expect(FavoritesReaderCheck.readerAgreesWithDecoder(file))
    }

    @Test("bad UTF-8 in a name is left to the decoder")
    func declinesBadUTF8() {
        var file = bytes(#"{"version":2,"favorites":[{"id":"1","name":"AB","source":"live","savedAt":"2025-05-20T14:33:20.123Z"}]}"#)
        let at = file.firstIndex(of: UInt8(ascii: "B"))!
        file[at] = 0xC3
        #expect(FavoritesIndexReader.read(file) == nil)
        // And in a line of the shape sous writes, read straight through.
        var written = line([("Teriyaki", "TeriBaki")])
        written[written.firstIndex(of: UInt8(ascii: "B"))!] = 0xC3
        #expect(FavoritesIndexReader.read(written) == nil)
    }

    @Test("every line of a damaged file sous wrote: the reader declines, and the store keeps the other lines")
    func aDamagedLineIsSalvagedAsBefore() async throws {
        let records = records(names: ["One", "Two", "Three"])
        var text = String(decoding: try written(records), as: UTF8.self)
        text = text.replacingOccurrences(of: #""name":"Two""#, with: #""name":2"#)
        #expect(FavoritesIndexReader.read(bytes(text)) == nil)
        let directory = try TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory.file(FileFavoritesStore.fileName), contents: Data(text.utf8)))
        let loaded = await FileFavoritesStore(directory: directory.url).load()
        #expect(loaded.value.map(\.name) == ["One", "Three"])
    }

    @Test("a favorites file JSONEncoder pretty-printed (not sous's layout) loads the same through the store")
    func aPrettyPrintedFileLoadsTheSame() async throws {
        let records = records(names: Self.odd)
        struct Saved: Encodable {
            var version = 2
            var favorites: [FavoriteRecord]
        }
        let encoder = StoreCoding.encoder()
        let file = try encoder.encode(Saved(favorites: records))
        #expect(FavoritesIndexReader.read(Array(file))?.entries == decoded(Array(file)))
        let directory = try TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory.file(FileFavoritesStore.fileName), contents: file))
        #expect(await FileFavoritesStore(directory: directory.url).load().value == records.compactMap(\.favorite))
    }

    @Test("a file edited by hand, out of order and naming a meal twice: each meal once, its later change, oldest first")
    func aHandEditedFileIsPutInOrder() async throws {
        let file = #"""
        {"version":2,"favorites":[
        {"changedAt":"2025-05-20T10:00:03.000Z","id":"3","name":"Three","savedAt":"2025-05-20T10:00:03.000Z","source":"live"},
        {"changedAt":"2025-05-20T10:00:01.000Z","id":"1","name":"One","savedAt":"2025-05-20T10:00:01.000Z","source":"live"},
        {"changedAt":"2025-05-20T10:00:05.000Z","id":"2","name":"Two again","savedAt":"2025-05-20T10:00:05.000Z","source":"live"},
        {"changedAt":"2025-05-20T10:00:02.000Z","id":"2","name":"Two","savedAt":"2025-05-20T10:00:02.000Z","source":"live"},
        {"changedAt":"2025-05-20T10:00:06.000Z","id":"3","removed":true}
        ]}
        """#
        let directory = try TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory.file(FileFavoritesStore.fileName), contents: Data(file.utf8)))
        let store = FileFavoritesStore(directory: directory.url)
        #expect(await store.load().value.map(\.name) == ["One", "Two again"])
        _ = await store.remove(mealID: "1")
        let again = await FileFavoritesStore(directory: directory.url).load()
        #expect(again.value.map(\.name) == ["Two again"])
        // Saved one record a meal, in order (the removal of 3, months old, forgotten): the file now
        // reads quickly.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory.file(FileFavoritesStore.fileName))))
        let saved = try #require(FavoritesIndexReader.read(bytes))
        #expect(saved.entries.map(\.mealID) == ["2", "1"])
        #expect(saved.entries.map { $0.favorite == nil } == [false, true])
    }

    @Test("saves that copy unchanged lines keep them byte for byte, in sous's layout, save after save")
    func savesCopyingLinesKeepThemWhole() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(12)
        let store = FileFavoritesStore(directory: directory.url)
        for favorite in favorites { _ = await store.add(favorite) }
        let path = URL(fileURLWithPath: directory.file(FileFavoritesStore.fileName))
        func lines() throws -> [String] {
            let file = Array(try Data(contentsOf: path))
            #expect(FavoritesReaderCheck.readerAgreesWithDecoder(file))
            let read = try #require(FavoritesIndexReader.read(file))
            let lines = read.ranges.map { $0.map { String(decoding: file[$0], as: UTF8.self) } ?? "" }
            // Exactly sous's layout: the lines copied in runs keep their separators, nothing more.
            #expect(String(decoding: file, as: UTF8.self)
                    == "{\n  \"version\" : 3,\n  \"favorites\" : [\n    " + lines.joined(separator: ",\n    ") + "\n  ]\n}\n")
            return lines
        }
        var before = try lines()
        // Each change from a fresh store (another shell, say), which copies from the file it read.
        let changes: [(FileFavoritesStore) async -> Void] = [
            { _ = await $0.remove(mealID: favorites[4].id) }, { _ = await $0.remove(mealID: favorites[0].id) },
            { _ = await $0.add(favorites[4]) },
            // The last line changed in place, twice (`fav` then `unfav` then `fav` of one meal).
            { _ = await $0.remove(mealID: favorites[4].id) }, { _ = await $0.add(favorites[4]) },
            { _ = await $0.remove(mealID: favorites[11].id) },
        ]
        for change in changes {
            await change(FileFavoritesStore(directory: directory.url))
            let after = try lines()
            // One line is new (the change); every other line is one the file had, unchanged.
            #expect(after.filter { !before.contains($0) }.count == 1)
            before = after
        }
        let expected = favorites.indices.filter { ![0, 4, 11].contains($0) }.map { favorites[$0].id } + [favorites[4].id]
        #expect(await FileFavoritesStore(directory: directory.url).load().value.map(\.id) == expected)
    }
}
