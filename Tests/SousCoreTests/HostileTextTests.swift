import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// Text from a hostile source or a hostile keyboard, at the render boundary and in the parser.
@Suite("Hostile text")
struct HostileTextTests {
    static let poison = "\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}31m\u{202E}\u{7F}\u{00}\n\t"
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    private func assertSafe(_ lines: [StyledLine], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            for span in line.spans {
                let unsafe = (span.text + (span.style.linkTarget ?? "")).unicodeScalars.filter {
                    ($0.value < 0x20 && $0.value != 0x09) || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                        || (0x2066...0x2069).contains($0.value)
                }
                #expect(unsafe.isEmpty, "unsafe \(unsafe.map(\.value)) in \(span.text.debugDescription)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test("every screen that carries outside text renders it clean, on its own lines")
    func screensAreClean() {
        let meal = Recipe(
            id: "1", name: "Pie" + Self.poison, category: "Beef" + Self.poison, area: "Irish" + Self.poison,
            instructions: "Bake." + Self.poison + "Serve.", thumbnailURL: nil, tags: ["a" + Self.poison],
            sourceURL: URL(string: "https://example.com/x"),
            ingredients: [Ingredient(name: "salt" + Self.poison, measure: "1 tsp" + Self.poison)])
        let listing = Listing(
            source: .search("x" + Self.poison), items: [MealSummary(id: "1", name: "Pie" + Self.poison)], pageSize: 10)
        let screens: [Screen] = [
            .message("★ " + meal.name + " saved"), .notice("moved" + Self.poison), .error(.notAFavorite(meal.name)),
            .recipe(meal, isFavorite: true), .listing(listing, favoriteIDs: ["1"]), .pantry(.items(["egg" + Self.poison])),
            .history([HistoryEntry(line: "cat" + Self.poison, date: Date())], firstNumber: 1),
            .areas([Area(name: "Thai" + Self.poison)]), .document("# Pie" + Self.poison),
        ]
        for screen in screens { assertSafe(renderer.render(screen)) }
        #expect(renderer.render(.message("a\nb")) == [StyledLine(" a b")], "a message is one line")
    }

    @Test("absurd facts from a source or a favorites file render rather than trap")
    func hugeFacts() {
        let meal = Recipe(id: "1", name: "x", yield: RecipeYield(amount: 1e300), times: RecipeTimes(total: 1e300),
                          nutrition: Nutrition(caloriesPerServing: 1e300))
        let text = renderer.render(.recipe(meal, isFavorite: false)).map(\.plainText).joined(separator: "\n")
        #expect(text.contains("over a year"))
        // A negative time trapped; the model keeps only facts above 0, however it is made.
        let negative = Recipe(id: "1", name: "x", yield: RecipeYield(amount: -2), times: RecipeTimes(prep: -5, cook: -10, total: -1e300),
                              nutrition: Nutrition(caloriesPerServing: -1))
        let shown = renderer.render(.recipe(negative, isFavorite: false)).map(\.plainText)
        #expect(shown.contains { $0.contains("serves") || $0.contains("min") || $0.contains("kcal") } == false)
    }

    @Test("the prompt stays one short line whatever the listing is called")
    func prompt() {
        var state = SessionState()
        state.listing = Listing(source: .search(String(repeating: "x", count: 500) + "\n\u{1B}[2J"), items: [], pageSize: 10)
        #expect(!state.prompt.contains("\n") && !state.prompt.contains("\u{1B}"))
        #expect(state.prompt.count < 70)
    }

    @Test("a typed line is parsed as the screen would show it")
    func typedEscapes() {
        #expect(CommandParser.parse("\u{1B}[31mcat Beef\u{1B}[0m") == .success(.category("Beef")))
        #expect(CommandParser.parse("\u{00}\u{07}") == nil, "only controls: nothing to do")
        #expect(CommandParser.parse("cat\tBeef") == .success(.category("Beef")))
    }

    @Test("an echoed word is quoted short: a 1 MB word gives a one-line error")
    func longWords() throws {
        let word = String(repeating: "x", count: 1 << 20)
        let parsed = try #require(CommandParser.parse(word))
        guard case .failure(let error) = parsed else { Issue.record("parsed \(parsed)"); return }
        #expect(error.message.count < 200)
        #expect(error.message.contains("x…'"))
        #expect(SousError.lineTooLong(bytes: 1 << 20, limit: 65_536).message
            == "the line is too long (1048576 bytes; sous reads at most 65536): ignored")
    }

    @Test("a pasted megabyte is not kept in history; an ordinary long line is")
    func longLinesAreNotRecorded() {
        #expect(!HistoryPolicy.shouldRecord(String(repeating: "z", count: 1 << 20), after: nil))
        #expect(HistoryPolicy.shouldRecord("search " + String(repeating: "z", count: 900), after: nil))
    }

    @Test("names are matched as shown: a name with escapes is found by its visible text")
    func matching() {
        #expect(NameMatcher.match("beef", among: ["Beef\u{1B}[31m click", "Chicken"]) == .found("Beef\u{1B}[31m click"))
    }

    /// Invisible or reordering characters a terminal shows no trace of, which text mode removes too.
    static let invisible = "\u{061C}\u{200E}\u{200F}\u{FEFF}\u{00AD}\u{200B}\u{E0041}\u{E007F}\u{FFF9}\u{FFFA}\u{FFFB}\u{2060}"

    @Test("the one sanitiser removes bidi marks, zero-width and tag characters, interlinear annotations; line separators break lines")
    func invisibleCharacters() {
        #expect(TerminalText.sanitized("Pie" + Self.invisible + " crust") == "Pie crust")
        for scalar in Self.invisible.unicodeScalars {
            #expect(TerminalText.sanitizedLine("a\(scalar)b") == "ab", "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        #expect(TerminalText.sanitized("one\u{2028}two\u{2029}three") == "one\ntwo\nthree")
        #expect(TerminalText.sanitizedLine("one\u{2028}two") == "one two")
        // What is text stays: accents, CJK, emoji with their joiners and variation selectors.
        let text = "Crème brûlée 寿司 👩‍🍳 ❤️ نان"
        #expect(TerminalText.sanitizedLine(text) == text)
    }

    @Test("--json's listing source is cleaned as its title is: a server's category name carries no ESC, CSI, BEL, NUL or U+202E")
    func jsonListingSource() throws {
        let name = "Beef\u{1B}[31m\u{9B}2J\u{07}\u{00}\u{202E}" + Self.invisible
        let listing = Listing(source: .category(name), items: [MealSummary(id: "1", name: "Pie")], pageSize: 10)
        let line = renderer.json(.listing(listing, favoriteIDs: []))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let source = try #require(document["source"] as? [String: Any])
        #expect(source["name"] as? String == "Beef")
        #expect(document["title"] as? String == "Beef")
        let search = renderer.json(.listing(Listing(source: .search("pie\u{202E}\u{200F}"), items: [], pageSize: 10), favoriteIDs: []))
        #expect(search.contains(#""text":"pie""#), "\(search)")
    }

    @Test("cat never sends a server's escapes back to it: the name resolved is asked for cleaned")
    func categoryNameIsCleanedBeforeTheRequest() {
        var store = SessionTestStore()
        let poisoned = "Beef\u{1B}[31m\u{9B}1m\u{202E}\u{200F}"
        store.send(.category("bee"), effects: [.load(.names(.category("bee")))]) { $0.inFlight = .category("bee") }
        store.receive(.names([poisoned, "Chicken"], for: .category("bee")), effects: [.load(.listing(.category("Beef")))])
        store.send(.category("1"), effects: [.load(.names(.category("1")))]) { $0.inFlight = .category("1") }
        store.receive(.names([poisoned, "Chicken"], for: .category("1")), effects: [.load(.listing(.category("Beef")))])
    }

    @Test("an error never echoes the bidi marks or invisible characters typed in a word")
    func typedMarksAreNotEchoed() throws {
        let parsed = try #require(CommandParser.parse("frob\u{200F}nicate\u{061C}\u{202E} x"))
        guard case .failure(let error) = parsed else { Issue.record("parsed \(parsed)"); return }
        #expect(error.message == "unknown command 'frobnicate': type help to see the commands")
        let echoed = SousError.noSuchName(.category, "Be\u{200E}ef\u{2066}\u{061C}", suggestion: nil)
        let shown = renderer.render(.error(echoed)).map(\.plainText).joined() + renderer.json(.error(echoed))
        #expect(shown.unicodeScalars.allSatisfy { !Self.invisible.unicodeScalars.contains($0) && !(0x2066...0x2069).contains($0.value) },
                "\(shown.debugDescription)")
    }

    @Test("server details in errors are cut short", arguments: [
        MealDBError.invalidID(String(repeating: "<html>", count: 50)),
        .malformedResponse(String(repeating: "y", count: 300)),
        .offHostRedirect(String(repeating: "h", count: 300) + ".example"),
    ])
    func serverDetails(error: MealDBError) {
        #expect(SousError.source(error).message.count < 200)
    }
}

extension Style {
    /// Where a link points, for checking it as text too.
    var linkTarget: String? {
        if case .link(let target) = self { return target }
        return nil
    }
}
