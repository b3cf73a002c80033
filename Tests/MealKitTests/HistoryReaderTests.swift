import Foundation
@testable @_spi(Fuzzing) import MealKit
import Testing

/// The hand-written reader of `history.json` reads what `JSONDecoder` reads, or declines.
@Suite("History reader")
struct HistoryReaderTests {
    /// The entries as the store's decoder reads the file, or `nil` where it throws.
    private func decoded(_ bytes: [UInt8]) -> [HistoryEntry]? {
        ListReaderCheck.decoded(bytes, as: HistoryDocument.self)?.entries
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static let odd = [
        "cat Beef", "search \"mac & cheese\"", #"export 3 C:\recipes\out.md"#, "open 1/2", "", "   ",
        "tab\there", "new\nline", "\u{1B}[31mred\u{1B}[0m", "bell \u{07} nul \u{0} del \u{7F}", "crème brûlée",
        "鶏の唐揚げ", "🍲 stew 👩‍🍳", "e\u{301} combining", "\u{2028} line separator \u{FEFF}", "{\"not\":[json]},",
    ]

    /// The lines, each a quarter second after the last (whole milliseconds, so a date reads back equal).
    private func entries(_ lines: [String]) -> [HistoryEntry] {
        let start = Date(timeIntervalSince1970: 1_764_000_000.125)
        return lines.enumerated().map { HistoryEntry(line: $1, date: start.addingTimeInterval(Double($0) * 0.25)) }
    }

    /// The file `FileHistoryStore` writes for these lines, appended one by one.
    private func written(_ entries: [HistoryEntry], in directory: TemporaryDirectory) async throws -> [UInt8] {
        let store = FileHistoryStore(directory: directory.url)
        for entry in entries { #expect(await store.append(entry) == []) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: directory.file(FileHistoryStore.fileName))))
    }

    @Test("a file the store wrote, escapes, quotes, non-ASCII and emoji included, reads as the decoder reads it")
    func readsWhatTheStoreWrote() async throws {
        let directory = try TemporaryDirectory()
        let entries = entries(Self.odd)
        let file = try await written(entries, in: directory)
        let read = try #require(HistoryReader.read(file))
        #expect(read.entries == entries)
        #expect(read.entries == decoded(file))
        #expect(HistoryReaderCheck.readerAgreesWithDecoder(file))
        // Each entry's bytes are its own line, the bytes a save copies.
        let lines = String(decoding: file, as: UTF8.self).split(separator: "\n").dropFirst(3).dropLast(2)
        #expect(read.ranges.map { $0.map { String(decoding: file[$0], as: UTF8.self) } }
                == lines.map { String($0.hasSuffix(",") ? $0.dropLast() : $0[...]).trimmingCharacters(in: .whitespaces) })
    }

    @Test("random lines of any scalars read back exactly, written by the store or escaped as \\u throughout")
    func randomLinesRoundTrip() throws {
        var random = SeededGenerator(seed: 12)
        let planes: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
        let lines = (0..<300).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 0...20, using: &random)).map { _ in
                Unicode.Scalar(UInt32.random(in: planes.randomElement(using: &random)!, using: &random))!
            }))
        }
        let entries = entries(lines)
        var parts = EncodedParts()
        let file = try HistoryDocument.fileBytes(of: HistoryDocument(entries: entries), reusing: &parts)
        #expect(HistoryReader.read(file)?.entries == entries)
        #expect(HistoryReaderCheck.readerAgreesWithDecoder(file))
        // Every scalar as `\u` escapes, those past the first plane as surrogate pairs.
        func escaped(_ line: String) -> String {
            line.utf16.map { "\\u" + String(repeating: "0", count: 4 - String($0, radix: 16).count) + String($0, radix: 16) }.joined()
        }
        let encoder = StoreCoding.entryEncoder()
        let hand = try entries.map { entry in
            #"{"date":"# + String(decoding: try encoder.encode(entry.date), as: UTF8.self) + #","line":""# + escaped(entry.line) + #""}"#
        }
        let escapedFile = Array((#"{"version":1,"history":["# + hand.joined(separator: ",") + "]}").utf8)
        #expect(HistoryReader.read(escapedFile)?.entries == entries)
        #expect(HistoryReaderCheck.readerAgreesWithDecoder(escapedFile))
    }

    @Test("a file written by hand: other spacing and key order, escapes and surrogate pairs, dates in other forms")
    func readsAHandWrittenFileAsTheDecoderDoes() throws {
        let file = bytes(#"""
        {"history":[
          { "line" : "\u0063at \ud83c\udf72 \"Beef\" \\ \/", "date" : "2025-05-20T14:33:20.123Z" },
          {"date":"2025-05-20T14:33:21Z","line":"open 2"},
          {"\u0064ate":"\u0032025-05-20T14:33:22.5Z","line":"fav"}
        ],
        "version":1}
        """#)
        let read = try #require(HistoryReader.read(file))
        #expect(read.entries == decoded(file))
        #expect(read.entries.map(\.line) == ["cat 🍲 \"Beef\" \\ /", "open 2", "fav"])
        let seconds = zip(read.entries, [1_747_751_600.123, 1_747_751_601, 1_747_751_602.5])
        #expect(seconds.allSatisfy { abs($0.date.timeIntervalSince1970 - $1) < 0.000_1 })
        // An entry spread over lines is not kept as bytes: the next save writes it on one line.
        #expect(read.ranges.map { $0 == nil } == [false, false, false])
        #expect(HistoryReaderCheck.readerAgreesWithDecoder(file))
    }

    @Test("what the reader does not know it leaves to the decoder", arguments: [
        // Truncated, inside an entry and after one.
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"cat Be"#,
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"cat Beef"},"#,
        // A key the decoder would ignore, a key given twice, a key missing.
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"cat Beef","shell":"a"}]}"#,
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"cat Beef","line":"open 1"}]}"#,
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","date":"2025-05-20T14:33:20.123Z","line":"x"}]}"#,
        #"{"version":1,"history":[{"line":"cat Beef"}]}"#,
        // A number, null or literal where a string goes; a date that is none.
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":42}]}"#,
        #"{"version":1,"history":[{"date":1747751600,"line":"cat Beef"}]}"#,
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":null}]}"#,
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":true}]}"#,
        #"{"version":1,"history":[{"date":"yesterday","line":"cat Beef"}]}"#,
        // A newer version, none, another form of one; the list missing or null; a key beside them.
        #"{"version":2,"history":[]}"#, #"{"history":[]}"#, #"{"version":1.0,"history":[]}"#, #"{"version":1}"#,
        #"{"version":1,"history":null}"#, #"{"version":1,"history":[],"other":1}"#, #"{"version":1,"version":1,"history":[]}"#,
        // Damage: trailing bytes, a raw control character, a lone surrogate, an unknown escape, not a list.
        #"{"version":1,"history":[]} x"#, "{\"version\":1,\"history\":[{\"date\":\"2025-05-20T14:33:20.123Z\",\"line\":\"a\tb\"}]}",
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"\ud83c"}]}"#,
        #"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"\q"}]}"#,
        #"{"version":1,"history":[["2025-05-20T14:33:20.123Z","cat Beef"]]}"#,
        "\u{FEFF}{\"version\":1,\"history\":[]}", "", "[]", "{}",
    ])
    func declinesWhatItDoesNotKnow(text: String) {
        #expect(HistoryReader.read(bytes(text)) == nil)
    }

    @Test("bad UTF-8 in a line is left to the decoder")
    func declinesBadUTF8() {
        for bad: [UInt8] in [[0xC3], [0xFF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x8D]] {
            var file = bytes(#"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":"AB"}]}"#)
            let at = file.firstIndex(of: UInt8(ascii: "B"))!
            file.replaceSubrange(at...at, with: bad)
            #expect(HistoryReader.read(file) == nil)
        }
    }

    @Test("a quote, backslash or control character at any place in a long line: escaped it reads, raw it is declined")
    func specialBytesAtEveryPlace() throws {
        for place in 0..<24 {
            for special in ["\"", "\\", "\t", "\u{1}", "\u{1F}"] {
                let line = String(repeating: "x", count: place) + special + String(repeating: "é", count: 12)
                var parts = EncodedParts()
                let entries = entries([line, "after"])
                let file = try HistoryDocument.fileBytes(of: HistoryDocument(entries: entries), reusing: &parts)
                #expect(HistoryReader.read(file)?.entries == entries)
            }
            for raw: UInt8 in [0x00, 0x09, 0x0A, 0x1F] {
                var file = bytes(#"{"version":1,"history":[{"date":"2025-05-20T14:33:20.123Z","line":""# + String(repeating: "x", count: 30)
                                 + #""}]}"#)
                file[file.firstIndex(of: UInt8(ascii: "x"))! + place] = raw
                #expect(HistoryReader.read(file) == nil)
            }
        }
    }

    @Test("a history the store wrote loads the same through the fast path, and an append after it keeps every line")
    func theStoreLoadsAndAppendsThroughTheFastPath() async throws {
        let directory = try TemporaryDirectory()
        let entries = entries(Self.odd)
        let file = try await written(Array(entries.dropLast()), in: directory)
        #expect(HistoryReader.read(file) != nil)
        let store = FileHistoryStore(directory: directory.url)
        #expect(await store.load() == Stored(Array(entries.dropLast())))
        #expect(await store.append(entries[entries.count - 1]) == [])
        #expect(await FileHistoryStore(directory: directory.url).load() == Stored(entries))
        // The save copied the lines it had read, and the file still reads quickly, as the decoder reads it.
        let after = Array(try Data(contentsOf: URL(fileURLWithPath: directory.file(FileHistoryStore.fileName))))
        #expect(Array(after.prefix(file.count - 7)) == Array(file.prefix(file.count - 7)))
        #expect(HistoryReader.read(after)?.entries == entries)
        #expect(HistoryReaderCheck.readerAgreesWithDecoder(after))
    }
}
