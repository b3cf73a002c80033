import Foundation
import SousTestSupport
import Testing

/// The real binary, through pipes, against a hostile TheMealDB and hostile typing: one clear line
/// or a sensible partial answer each time, bounded memory, no hang, and no escape reaching the terminal.
@Suite("Hostile server and typing (real binary)", .serialized)
struct HostilePipedTests {
    /// Generous: memory for the shell with a full listing is ~50 MB; the body cap is 8 MB. Under
    /// ThreadSanitizer (`make tsan`) every byte has shadow memory and freed memory is held back, so
    /// the bound there only catches a runaway.
    static let memoryLimitKiB = (ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == "thread" ? 1_024 : 200) * 1024

    private func live(_ server: MealDBTestServer, color: String = "never") -> [String] {
        ["--source", "live", "--api-base", server.baseURL.absoluteString, "--color", color]
    }

    /// What a terminal could act on, other than newline: C0, DEL, C1 and bidi controls (ESC included).
    static func unsafeScalars(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter {
            ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) || (0x202A...0x202E).contains($0)
                || (0x2066...0x2069).contains($0)
        }
    }

    /// What text mode removes besides: bidi marks, line separators, BOM, soft hyphen, zero width space,
    /// word joiner, tag characters and interlinear annotations (a terminal shows no trace of them).
    static func invisibleScalars(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter {
            [0x061C, 0x00AD, 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x2060, 0xFEFF].contains($0)
                || (0xE0000...0xE007F).contains($0) || (0xFFF9...0xFFFB).contains($0)
        }
    }

    /// Every string in a JSON document, keys included.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: return [text]
        case let array as [Any]: return array.flatMap(strings)
        case let object as [String: Any]: return object.keys + object.values.flatMap(strings)
        default: return []
        }
    }

    @Test("a server's escapes and invisible characters reach neither text mode nor --json (source.name included), and cat sends none back")
    func oneSanitiserInEveryMode() async throws {
        let server = try await MealDBTestServer.start(["--hostile"])
        defer { server.stop() }
        let home = try TemporaryHome()
        let script = "categories\ncat Beef\nopen 1\nareas\nsearch chicken\nfrob\u{200F}nicate\u{061C}\u{202E}\n"
        let text = try await home.monitored(arguments: live(server), input: Data(script.utf8))
        #expect(!text.timedOut)
        #expect(text.output.contains(" meals · page 1/"), "cat Beef listed: \(text.output.prefix(800))")
        let shown = text.output + text.errors
        #expect(Self.unsafeScalars(in: shown).isEmpty && Self.invisibleScalars(in: shown).isEmpty,
                "\(Self.unsafeScalars(in: shown) + Self.invisibleScalars(in: shown))")
        #expect(text.errors.contains("line 6: unknown command 'frobnicate': type help to see the commands"), "\(text.errors)")

        let json = try await home.monitored(arguments: live(server) + ["--json"], input: Data(script.utf8))
        #expect(!json.timedOut)
        let documents = try json.output.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8))
        }
        let listings = documents.compactMap { $0 as? [String: Any] }.filter { $0["kind"] as? String == "listing" }
        let source = try #require(listings.first?["source"] as? [String: Any], "\(json.output.prefix(800))")
        #expect((source["name"] as? String)?.hasPrefix("Beef") == true)
        let strings = documents.flatMap(Self.strings).joined(separator: "\n")
        #expect(Self.unsafeScalars(in: strings).isEmpty && Self.invisibleScalars(in: strings).isEmpty,
                "\(Self.unsafeScalars(in: strings) + Self.invisibleScalars(in: strings))")
        #expect(Self.unsafeScalars(in: json.errors).isEmpty && Self.invisibleScalars(in: json.errors).isEmpty)

        // The category sous asked for is the cleaned name: no escape, C1 or bidi byte went back.
        let asked = try await server.stats().urls.keys.filter { $0.contains("filter.php") }
        #expect(!asked.isEmpty)
        for url in asked {
            let decoded = url.removingPercentEncoding ?? url
            #expect(Self.unsafeScalars(in: decoded).isEmpty && Self.invisibleScalars(in: decoded).isEmpty, "\(url)")
            #expect(!["%1B", "%C2%9B", "%E2%80%AE", "%E2%80%8F", "%07", "%00"].contains { url.uppercased().contains($0) }, "\(url)")
        }
    }

    @Test("each hostile answer gives one clear line or a partial listing, and the shell goes on", arguments: [
        ("null-item", "search.php", "search chicken", #" no meals found for "chicken""#),
        ("object", "search.php", "search chicken", #"line 1: TheMealDB sent an answer sous cannot read ("meals" is not a list): type retry"#),
        ("wrong-types", "search.php", "search chicken", "    1  12345"),
        ("no-id", "search.php", "search chicken", #" "chicken" · 1 meal · page 1/1"#),
        ("duplicate-ids", "search.php", "search chicken", #" "chicken" · 49 meals · page 1/5"#),
        ("many", "filter.php", "cat Beef\nlast", "   20000  Hostile meal 19999"),
        ("deep", "search.php", "search chicken", "line 1: TheMealDB sent an answer sous cannot read (not TheMealDB's JSON): type retry"),
        ("huge", "search.php", "search chicken", "line 1: the answer was larger than 8 MB; sous stopped reading it"),
        ("huge-chunked", "search.php", "search chicken", "line 1: the answer was larger than 8 MB; sous stopped reading it"),
        ("drip", "search.php", "search chicken", "line 1: TheMealDB did not answer in time: type retry"),
        ("invalid-utf8", "search.php", "search chicken", "   1  Teri\u{FFFD}\u{FFFD}yaki \u{FFFD}( \u{FFFD}\u{FFFD}\u{FFFD}"),
        ("html-200", "search.php", "search chicken", "line 1: TheMealDB sent an answer sous cannot read (not TheMealDB's JSON): type retry"),
        ("redirect-loop", "search.php", "search chicken", "line 1: TheMealDB kept redirecting the request (a loop?): type retry later"),
        ("redirect-off-host", "search.php", "search chicken",
         "line 1: TheMealDB's answer pointed to another server (localhost); sous only talks to its API base, so it stopped there"),
        ("reset", "search.php", "search chicken", "line 1: TheMealDB sent an answer sous cannot read (the answer was cut short): type retry"),
    ])
    func hostileAnswers(mode: String, script: String, commands: String, line: String) async throws {
        // 50 MB for the huge answers: far past the 8 MB cap, and past what a test may hold in memory.
        let server = try await MealDBTestServer.start(["--huge-bytes", String(50 << 20)])
        defer { server.stop() }
        try await server.fault(mode, script: script)
        let home = try TemporaryHome()
        let run = try await home.monitored(arguments: live(server), input: Data((commands + "\ncategories\n").utf8))
        let all = run.output + run.errors
        #expect(!run.timedOut, "did not hang")
        #expect(all.contains(line), "stdout: \(run.output.prefix(600))\nstderr: \(run.errors.prefix(600))")
        #expect(run.output.contains(" 14 categories"), "the next command still works")
        #expect(run.peakRSSKiB < Self.memoryLimitKiB, "peak RSS \(run.peakRSSKiB) KiB")
        #expect(run.peakRSSKiB > 0, "memory was measured")
        #expect(Self.unsafeScalars(in: all).isEmpty)
        #expect(try await server.stats().count("offhost") == 0, "an off-host redirect is never followed")
    }

    @Test("a listing that repeats ids shows each meal once and counts it once, live and then from the cache")
    func repeatedIDs() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("repeated-ids", script: "search.php")
        let home = try TemporaryHome()
        for _ in 1...2 {
            let run = try await home.monitored(arguments: live(server), input: Data("search chicken\nlast\n".utf8))
            #expect(!run.timedOut, "did not hang")
            #expect(run.output.contains(#" "chicken" · 49 meals · page 1/5"#), "\(run.output.prefix(600))")
            #expect(run.output.contains("   49  "), "the last page ends at 49")
            #expect(!run.output.contains("   50  ") && !run.output.contains("(repeat)"), "\(run.output.suffix(600))")
        }
        #expect(try await server.stats().count("search.php") == 1, "the second run read the cache")
    }

    private static let session = """
        categories
        areas
        ingredients ch
        search chicken
        open 1
        fav
        favs
        open 1
        export
        img
        shop add
        shop
        pantry add Chicken\u{1B}[2J
        pantry
        open 1 x2
        set units metric
        open 1
        letter b
        random 2
        set
        history
        unfav 1
        no\u{1B}]52;c;cHduZWQ=\u{07}such\u{9B}31m
        help open
        """

    @Test("a whole session against escapes everywhere: no ESC at all without colour")
    func noEscapesWithoutColor() async throws {
        let server = try await MealDBTestServer.start(["--hostile"])
        defer { server.stop() }
        let home = try TemporaryHome()
        let run = try await home.monitored(arguments: live(server), input: Data((Self.session + "\n").utf8))
        #expect(!run.timedOut)
        #expect(run.output.contains("Chicken Enchilada Casserole click"), "the poisoned names are shown, cleaned")
        #expect(run.output.contains(" Steps"))
        #expect(!run.everything.contains(0x1B), "an ESC reached the terminal")
        #expect(Self.unsafeScalars(in: run.output + run.errors).isEmpty)
        #expect(run.errors.contains("unknown command 'nosuch'"), "\(run.errors)")
    }

    @Test("with colour, the only escapes are the shell's own SGR sequences")
    func onlyOwnEscapesWithColor() async throws {
        let server = try await MealDBTestServer.start(["--hostile"])
        defer { server.stop() }
        let home = try TemporaryHome()
        let run = try await home.monitored(arguments: live(server, color: "always"), input: Data((Self.session + "\n").utf8))
        #expect(!run.timedOut)
        let bytes = [UInt8](run.everything)
        var sgrCount = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B else { index += 1; continue }
            // ESC [ <digits and ;> m, nothing else.
            var end = index + 2
            let isCSI = end <= bytes.count && bytes[index + 1] == UInt8(ascii: "[")
            while isCSI, end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
            let isSGR = isCSI && end < bytes.count && bytes[end] == UInt8(ascii: "m")
            #expect(isSGR, "foreign escape: \(String(decoding: bytes[index..<min(bytes.count, index + 24)], as: UTF8.self).debugDescription)")
            if !isSGR { break }
            sgrCount += 1
            index = end + 1
        }
        #expect(sgrCount > 20, "the shell's colours are there")
        let withoutSGR = (run.output + run.errors).replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
        #expect(Self.unsafeScalars(in: withoutSGR).isEmpty)
    }

    @Test("hostile typing through a pipe: one clear line each, nothing run twice, no crash")
    func hostileTyping() async throws {
        var input = Data(repeating: UInt8(ascii: "x"), count: 1 << 20) + Data("\n".utf8)
        input += Data("cat\u{0}Beef\n".utf8)
        input += Data([0xFF, 0xFE]) + Data("cat Beef\n".utf8)
        input += Data("open 99999999999999999999\npage -1\nrandom 1000000\n\n   \nfrobnicate\ncat Beef\npage -1\n".utf8)
        input += Data("\u{1B}[31mopen 1\n".utf8)
        let home = try TemporaryHome()
        let run = try await home.monitored(arguments: ["--source", "offline"], input: input)
        #expect(!run.timedOut)
        #expect(run.status == 1, "the exit status says some lines failed")
        #expect(run.errors.split(separator: "\n").map(String.init) == [
            "line 1: the line is too long (1048576 bytes; sous reads at most 65536): ignored",
            "line 2: unknown command 'catBeef': type help to see the commands",
            "line 3: unknown command '\u{FFFD}\u{FFFD}cat': type help to see the commands",
            "line 4: '99999999999999999999' is not a number sous can use: usage is open <n|id|name>",
            "line 5: nothing is listed yet: try cat Beef, search chicken or favs",
            "line 6: 1000000 is out of range: use 1–25",
            "line 9: unknown command 'frobnicate': type help to see the commands",
            "line 11: no page -1: this listing has pages 1–8",
        ])
        #expect(run.output.contains(" Beef · 75 meals · page 1/8"))
        #expect(run.output.contains(" Ingredients"), "the pasted colour codes did not stop open 1")
        #expect(run.peakRSSKiB < Self.memoryLimitKiB)
    }

    @Test("numbers at Int's ends in every numbered command: one line each, where `n - 1` was a crash")
    func numbersAtIntsEnds() async throws {
        let (low, high) = (Int.min, Int.max)
        let lines = [
            "cat \(low)", "cat Beef", "open \(low)", "open \(high)", "plan mon 1", "plan remove \(low)",
            "plan remove \(high)", "open 1", "shop add", "shop check \(low)", "shop check \(high)",
            "shop remove \(low)", "timer 5m", "timer cancel \(low)", "timer cancel \(high)",
            "timer 99999999999999999999m", "page \(low)", "export \(low)", "shop",
        ]
        let home = try TemporaryHome()
        let run = try await home.monitored(arguments: ["--source", "offline"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(!run.timedOut)
        #expect(run.status == 1, "the exit status says some lines failed, and no signal ended it")
        #expect(run.errors.split(separator: "\n").map(String.init) == [
            "line 1: no category \(low): categories numbers them 1–14",
            "line 3: no item \(low) here: this listing has 1–75",
            "line 4: no meal has the id \(high) (TheMealDB's ids have five digits, like 52772)",
            "line 6: no meal \(low) in the plan: it has only 1",
            "line 7: no meal \(high) in the plan: it has only 1",
            "line 10: no item \(low) on the shopping list: it has items 1–7",
            "line 11: no item \(high) on the shopping list: it has items 1–7",
            "line 12: no meal \(low) on the shopping list: it has only meal 1",
            "line 14: no timer \(low): only timer 1 is running",
            "line 15: no timer \(high): only timer 1 is running",
            "line 16: '99999999999999999999m' is not a duration: use 25m, 1h30, 90s (at most 24h)",
            "line 17: no page \(low): this listing has pages 1–8",
            "line 18: no item \(low) here: this listing has 1–75",
            // A notice, not data: stderr, through a pipe.
            "sous: timer 5 min was still running (5:00 left) when input ended",
        ])
        #expect(run.output.contains(" Meals · shop remove <n> takes one off with its items\n   1  Algerian Kefta (Meatballs)"),
                "the last line ran: the shell went on after every refusal")
    }

    @Test("a line of 150 MB with no newline is read in bounded memory and refused")
    func endlessLine() async throws {
        let home = try TemporaryHome()
        let run = try await home.monitored(arguments: ["--source", "offline"], input: Data(repeating: UInt8(ascii: "y"), count: 150 << 20))
        #expect(!run.timedOut)
        #expect(run.errors == "line 1: the line is too long (157286400 bytes; sous reads at most 65536): ignored\n")
        // Holding the line would take 150 MB and more; reading it in blocks takes what the shell needs anyway.
        #expect(run.peakRSSKiB < Self.memoryLimitKiB / 2, "peak RSS \(run.peakRSSKiB) KiB")
    }
}
